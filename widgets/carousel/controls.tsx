/** The line icon inside a round `.step-button` (controls.css), drawn from one path. */
export const StepIcon = ({ d }: { d: string }) => (
  <svg class="step-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

import type { ReactNode, RefObject } from 'react';
import type { Carousel } from './glide.lazy.js';

/** Line icons of the round buttons, one path each, drawn in a 24 × 24 box. */
const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  stop: 'M8 5v14M16 5v14',
  start: 'M7 4.5v15l12-7.5z',
};

export interface StepButtonProps {
  /** The arrow (previous, next) or the rotation symbol (stop, start) it shows. */
  icon: keyof typeof ICONS;
  /** Accessible name: the button shows only its icon. */
  label: string;
  part: string;
  /** Id of the strip of slides the button moves. */
  controls?: string;
  /** Classes added to `step-button`. */
  class?: string;
  onClick: () => void;
}

/** A round 48 px button with a line icon (step-button.css): previous, next, or the carousel's rotation. */
export function StepButton({ icon, label, part, controls, class: extra, onClick }: StepButtonProps) {
  return (
    <button
      type="button"
      class={extra ? `step-button ${extra}` : 'step-button'}
      part={part}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      <svg class="step-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}

export interface StepControlsProps {
  /** The Glide instance the buttons move (from useGlide). */
  glide: RefObject<Carousel | undefined>;
  /** Accessible names of the two buttons. */
  previous: string;
  next: string;
  /** Id of the strip of slides the buttons move. */
  controls: string;
  /** What stands between the two buttons (the position, the dots). */
  children?: ReactNode;
}

/** The previous and next buttons, with what stands between them. */
export function StepControls({ glide, previous, next, controls, children }: StepControlsProps) {
  return (
    <>
      <StepButton
        icon="previous"
        label={previous}
        part="previous"
        controls={controls}
        onClick={() => glide.current?.previous()}
      />
      {children}
      <StepButton icon="next" label={next} part="next" controls={controls} onClick={() => glide.current?.next()} />
    </>
  );
}

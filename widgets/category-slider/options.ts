/** Shown 3 at a time on wide screens, 2 under 900 px, 1 under 560 px; moved a whole view at a time in 500 ms. */
export const SLIDER_OPTIONS = {
  perView: 3,
  perSwipe: '|',
  animationDuration: 500,
  gap: 16,
  breakpoints: { 900: { perView: 2 }, 560: { perView: 1 } },
} as const;

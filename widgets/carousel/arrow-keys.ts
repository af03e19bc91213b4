import { useEffect, type RefObject } from 'react';
import type { Carousel as Glide } from '../_glide/glide.lazy.js';

/** ArrowLeft and ArrowRight with focus inside `root` move one slide; with a modifier key they stay the browser's. */
export function useArrowKeys(
  root: RefObject<HTMLElement | null>,
  glide: RefObject<Glide | undefined>,
  active: boolean,
) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowLeft') glide.current?.previous();
      else if (event.key === 'ArrowRight') glide.current?.next();
      else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [active]);
}

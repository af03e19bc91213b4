import type { ReactNode } from 'react';
import { glideStrings } from './strings.js';

/** One slide of a Glide strip, read as "2 of 4" (WAI-ARIA carousel pattern); `class` is added to `glide__slide`. */
export function GlideSlide(props: { index: number; count: number; class: string; children: ReactNode }) {
  return (
    <div
      class={`glide__slide ${props.class}`}
      part="slide"
      role="group"
      aria-roledescription={glideStrings.slide}
      aria-label={glideStrings.position(props.index + 1, props.count)}
    >
      {props.children}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { Lang } from '../_runtime/lang.js';
import { glideStrings } from './strings.js';

/** One slide of a Glide strip, read as "2 of 4" (WAI-ARIA carousel pattern); `class` is added to `glide__slide`. */
export function GlideSlide(props: { index: number; count: number; class: string; lang: Lang; children: ReactNode }) {
  const t = glideStrings[props.lang];
  return (
    <div
      class={`glide__slide ${props.class}`}
      part="slide"
      role="group"
      aria-roledescription={t.slide}
      aria-label={t.position(props.index + 1, props.count)}
    >
      {props.children}
    </div>
  );
}

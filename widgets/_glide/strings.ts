/** Words a screen reader says for both Glide widgets (WAI-ARIA carousel pattern), one table per language. */
import { formatNumber, tables } from '../_runtime/lang.js';

const en = {
  /** `aria-roledescription` of the whole widget. */
  carousel: 'carousel',
  /** `aria-roledescription` of one slide or card. */
  slide: 'slide',
  /** Name of a slide: where it stands among all of them. */
  position: (n: number, count: number) => `${n} of ${count}`,
};

const bn: typeof en = {
  carousel: 'স্লাইডশো',
  slide: 'স্লাইড',
  position: (n, count) => `${formatNumber(count, 'bn')}টির মধ্যে ${formatNumber(n, 'bn')} নম্বর`,
};

export const glideStrings = tables(en, bn);

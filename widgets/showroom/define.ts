import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import embedStyles from '../embed/embed.css';
import { galleryStyles } from '../zoom-gallery/styles.js';
import styles from './showroom.css';
import { Showroom, type ShowroomProps } from './showroom.js';

export const tagName = 'shop-showroom';

// The map and the photos are the <shop-embed> and <shop-zoom-gallery> components rendered in this
// shadow root (no nested custom elements), so their styles are adopted here too.
defineWidget<ShowroomProps>(
  tagName,
  Showroom,
  { showroom: 'string', headingLevel: 'number', name: 'string', phones: 'string' },
  [base, ...galleryStyles, embedStyles, styles],
);

declare global {
  interface HTMLElementTagNameMap {
    'shop-showroom': HTMLElement & ShowroomProps;
  }
}

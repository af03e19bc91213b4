import { defineWidget } from '../_runtime/define.js';
import base from '../_runtime/base.css';
import { galleryStyles } from './styles.js';
import { ZoomGallery, type ZoomGalleryProps } from './zoom-gallery.js';

export const tagName = 'shop-zoom-gallery';

defineWidget<ZoomGalleryProps>(tagName, ZoomGallery, { label: 'string' }, [base, ...galleryStyles]);

declare global {
  interface HTMLElementTagNameMap {
    'shop-zoom-gallery': HTMLElement & ZoomGalleryProps;
  }
}

import mediumZoomCss from 'medium-zoom/dist/style.css';
import galleryCss from './zoom-gallery.css';

/**
 * The gallery's stylesheets, for every element that renders it (<shop-zoom-gallery>, <shop-showroom>).
 * medium-zoom's own CSS styles the photos in the shadow root (zoom-in cursor, the original hidden while
 * zoomed); the overlay and the zoomed copy live in document.body and get zoom-layer.css. Importing
 * medium-zoom's CSS only from here keeps it in this widget's chunk.
 */
export const galleryStyles: readonly string[] = [mediumZoomCss, galleryCss];

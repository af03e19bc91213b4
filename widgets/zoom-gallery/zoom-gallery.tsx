import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { Gallery, useChildPhotos } from './gallery.js';
import { strings } from './strings.js';
import { widgetLang } from '../_runtime/lang.js';

/**
 * `<shop-zoom-gallery>`: a grid of photos (showroom interiors, the Karimpur grand opening) that open zoomed.
 *
 * @attr {string} label - Accessible name of the gallery, e.g. "Ranaghat showroom photos". Default "Photos".
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @event shop-zoom-open - A photo opened zoomed: `{ index, src }` (index from 0).
 * @event shop-zoom-close - The zoomed photo closed: `{ index, src }`.
 *
 * @cssprop --shop-brand - Colour of the "Minimize image" button. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Text on the brand colour. Default `#ffffff`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-radius - Corner radius of the photos. Default `10px`.
 * @cssprop --shop-zoom-gallery-min - Narrowest photo in the grid (two photos a row on a phone). Default `140px`.
 * @cssprop --shop-zoom-backdrop - Backdrop behind a zoomed photo. Default `rgba(255, 255, 255, 0.96)`.
 *
 * @part grid - The list of photos.
 * @part item - One photo with its caption.
 * @part expand - The "Expand image" button around a photo.
 * @part image - A photo.
 * @part caption - A photo's caption.
 */
export interface ZoomGalleryProps extends WidgetProps {
  label?: string;
}

const TAG = '<shop-zoom-gallery>';

export function ZoomGallery(props: ZoomGalleryProps) {
  const host = hostOf(props.container);
  const photos = useChildPhotos(host, TAG);
  const lang = widgetLang(props);
  return (
    <div class="root">
      {photos.length > 0 ? (
        <Gallery photos={photos} label={props.label?.trim() || strings[lang].label} host={host} lang={lang} />
      ) : (
        <slot />
      )}
    </div>
  );
}

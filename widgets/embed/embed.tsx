import { safeImageUrl } from '../../src/validate.js';
import { useLightDom } from '../_runtime/light-dom.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { EmbedFrame, type EmbedLink } from './embed-frame.js';
import { widgetLang } from '../_runtime/lang.js';

/**
 * `<shop-embed>`: a click-to-load placeholder for a third-party frame (a map, the social page, a video), so
 * nothing loads from the third party until the shopper asks for it.
 *
 * @attr {string} src - URL of the frame; https only (anything else shows only the link). Required.
 * @attr {string} title - Accessible name of the frame, e.g. "Map of the Ranaghat showroom". Required.
 * @attr {number} height - Height of the placeholder and of the frame in px (number). Default 300.
 * @attr {number} width - Width in px (number), never wider than the container. Default: the container's width.
 * @attr {string} provider - Name of the service shown to the shopper. Default: from the host of `src` ("Google Maps", "Facebook", "YouTube", or the host name).
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @event shop-embed-load - The shopper asked for the frame and it was inserted: `{ src }`.
 *
 * @cssprop --shop-brand - Colour of the load button. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Text on the brand colour. Default `#ffffff`.
 * @cssprop --shop-surface-alt - Background of the placeholder. Default `#f7f1ea`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-radius - Corner radius of the placeholder and the frame. Default `10px`.
 *
 * @part placeholder - The box shown until the frame is loaded.
 * @part text - The explanation in the placeholder.
 * @part load - The "Load …" button.
 * @part frame - The third-party iframe.
 * @part link - The "open in a new tab" link.
 */
export interface EmbedProps extends WidgetProps {
  src?: string;
  title?: string;
  height?: number;
  width?: number;
  provider?: string;
}

const TAG = '<shop-embed>';

function readLink(host: Element | undefined): EmbedLink | null {
  const anchor = host?.querySelector('a');
  const href = safeImageUrl(anchor?.getAttribute('href'), document.baseURI);
  return anchor && href ? { href, text: anchor.textContent?.trim() ?? '' } : null;
}

/** The first link among the children, read when the element mounts and again when the site changes them. */
function useChildLink(host: HTMLElement | undefined): EmbedLink | null {
  return useLightDom(host, readLink, null, { attributes: ['href'] });
}

export function Embed(props: EmbedProps) {
  const host = hostOf(props.container);
  const link = useChildLink(host);
  return (
    <div class="root">
      <EmbedFrame
        src={props.src}
        title={props.title}
        height={props.height}
        width={props.width}
        provider={props.provider}
        link={link}
        host={host}
        tag={TAG}
        lang={widgetLang(props)}
      />
    </div>
  );
}

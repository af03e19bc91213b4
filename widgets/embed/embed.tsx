import { useLayoutEffect, useRef, useState } from 'react';
import { safeImageUrl } from '../../src/validate.js';
import { useLightDom } from '../_runtime/light-dom.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { emit } from '../_runtime/events.js';
import { errorOnce } from '../_runtime/warn.js';
import { httpsUrl, loadLabel, providerOf, type Provider } from './provider.js';

declare module '../_runtime/events.js' {
  interface ShopEventDetails {
    /** The shopper asked for a third-party frame and it was inserted. */
    'shop-embed-load': { src: string };
  }
}

/**
 * `<shop-embed>`: a click-to-load placeholder for a third-party frame (a map, the social page, a video), so
 * nothing loads from the third party until the shopper asks for it.
 *
 * @attr src - URL of the frame; https only (anything else shows only the link). Required.
 * @attr title - Accessible name of the frame, e.g. "Map of the Ranaghat showroom". Required.
 * @attr height - Height of the placeholder and of the frame in px (number). Default 300.
 * @attr width - Width in px (number), never wider than the container. Default: the container's width.
 * @attr provider - Name of the service shown to the shopper. Default: from the host of `src` ("Google Maps", "Facebook", "YouTube", or the host name).
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

/** The plain link the site writes inside the element, re-rendered as the "open in a new tab" alternative. */
export interface EmbedLink {
  href: string;
  text: string;
}

const TAG = '<shop-embed>';
const DEFAULT_HEIGHT = 300;
const MAX_SIZE = 4000;

function readLink(host: Element | undefined): EmbedLink | null {
  const anchor = host?.querySelector('a');
  const href = safeImageUrl(anchor?.getAttribute('href'), document.baseURI);
  return anchor && href ? { href, text: anchor.textContent?.trim() ?? '' } : null;
}

/** The first link among the children, read when the element mounts and again when the site changes them. */
function useChildLink(host: HTMLElement | undefined): EmbedLink | null {
  return useLightDom(host, readLink, null, { attributes: ['href'] });
}

function pixels(
  value: number | undefined,
  attribute: string,
  tag: string,
  fallback: number | undefined,
): number | undefined {
  if (value === undefined) return fallback;
  if (Number.isFinite(value) && value > 0) return Math.min(Math.round(value), MAX_SIZE);
  errorOnce(
    `${tag}: ${attribute} must be a number of pixels above 0; using ${fallback === undefined ? 'the container width' : fallback}.`,
  );
  return fallback;
}

function fallbackTitle(provider: Provider): string {
  if (provider.kind === 'map') return `Map from ${provider.name}`;
  if (provider.kind === 'page') return `${provider.name} page`;
  if (provider.kind === 'video') return `Video from ${provider.name}`;
  return `Content from ${provider.name}`;
}

export interface EmbedFrameProps {
  src: string | undefined;
  title: string | undefined;
  height: number | undefined;
  width: number | undefined;
  provider: string | undefined;
  link: EmbedLink | null;
  /** The custom element that dispatches shop-embed-load. */
  host: HTMLElement | undefined;
  /** Names the element in console messages. */
  tag: string;
}

/** The placeholder, then (on request) the frame; shared by <shop-embed> and <shop-showroom>'s map. */
export function EmbedFrame({ src, title, height, width, provider: providerName, link, host, tag }: EmbedFrameProps) {
  const url = httpsUrl(src);
  if (!url) {
    errorOnce(
      src === undefined || src.trim() === ''
        ? `${tag}: src is missing; showing only the link.`
        : `${tag}: src "${src}" is not an https URL; showing only the link.`,
    );
  }
  const provider = providerOf(url, providerName);
  let name = title?.trim() ?? '';
  if (url && !name) {
    name = fallbackTitle(provider);
    errorOnce(`${tag}: title is required (it names the frame for screen readers); using "${name}".`);
  }
  const boxHeight = pixels(height, 'height', tag, DEFAULT_HEIGHT)!;
  const boxWidth = pixels(width, 'width', tag, undefined);

  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = url !== null && loadedSrc === url.href;
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const focusFrame = useRef(false);

  // Sizes go through the CSSOM, not a style attribute, so a strict CSP needs no 'unsafe-inline'.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = `${boxHeight}px`;
    if (boxWidth) el.style.width = `${boxWidth}px`;
    else el.style.removeProperty('width');
  }, [boxHeight, boxWidth, url?.href]);

  // A layout effect: focus moves to the frame in the same task that replaces the button, never via <body>.
  useLayoutEffect(() => {
    if (loaded && focusFrame.current) {
      focusFrame.current = false;
      frame.current?.focus();
    }
  }, [loaded]);

  const load = () => {
    if (!url) return;
    focusFrame.current = true;
    setLoadedSrc(url.href);
    emit(host, 'shop-embed-load', { src: url.href });
  };

  return (
    <div class="embed">
      {url && (
        <div ref={box} class="embed__box">
          {loaded ? (
            <iframe
              ref={frame}
              class="embed__frame"
              part="frame"
              src={url.href}
              title={name}
              width={boxWidth ?? '100%'}
              height={boxHeight}
              loading="lazy"
              referrerpolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-popups"
            />
          ) : (
            <div class="embed__placeholder" part="placeholder">
              <p class="embed__text" part="text" id="shop-embed-text">
                {name}, from {provider.name}. Nothing loads until you ask: this saves mobile data, and {provider.name}{' '}
                sees your visit only then.
              </p>
              <button
                type="button"
                class="button button--solid"
                part="load"
                aria-describedby="shop-embed-text"
                onClick={load}
              >
                {loadLabel(provider)}
              </button>
            </div>
          )}
        </div>
      )}
      {link && (
        <p class="embed__alt">
          <a class="embed__link" part="link" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.text || `Open on ${provider.name}`}
            <span class="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {!url && !link && <slot />}
    </div>
  );
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
      />
    </div>
  );
}

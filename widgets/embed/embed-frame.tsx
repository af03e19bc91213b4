import { useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../_runtime/events.js';
import { sharedStrings } from '../_runtime/strings.js';
import { errorOnce } from '../_runtime/warn.js';
import { httpsUrl, loadLabel, providerOf } from './provider.js';
import { strings as table } from './strings.js';
import type { Lang } from '../_runtime/lang.js';

/** The plain link the site writes inside the element, re-rendered as the "open in a new tab" alternative. */
export interface EmbedLink {
  href: string;
  text: string;
}

const DEFAULT_HEIGHT = 300;
const MAX_SIZE = 4000;

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
  lang: Lang;
  /**
   * Whether the placeholder says what the frame is and that nothing loads until asked (default). Off where the
   * page says it itself, beside it: the placeholder then holds only its button.
   */
  note?: boolean;
}

/** The placeholder, then (on request) the frame; shared by <shop-embed> and <shop-showroom>'s map. */
export function EmbedFrame({
  src,
  title,
  height,
  width,
  provider: providerName,
  link,
  host,
  tag,
  lang,
  note = true,
}: EmbedFrameProps) {
  const strings = table[lang];
  const url = httpsUrl(src);
  if (!url) {
    errorOnce(
      src === undefined || src.trim() === ''
        ? `${tag}: src is missing; showing only the link.`
        : `${tag}: src "${src}" is not an https URL; showing only the link.`,
    );
  }
  const provider = providerOf(url, providerName, lang);
  let name = title?.trim() ?? '';
  if (url && !name) {
    name = strings.title[provider.kind](provider.name);
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
              {note && (
                <p class="embed__text" part="text" id="shop-embed-text">
                  {strings.placeholder(name, provider.name)}
                </p>
              )}
              <button
                type="button"
                class="button button--solid"
                part="load"
                aria-describedby={note ? 'shop-embed-text' : undefined}
                onClick={load}
              >
                {loadLabel(provider, lang)}
              </button>
            </div>
          )}
        </div>
      )}
      {link && (
        <p class="embed__alt">
          <a class="embed__link" part="link" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.text || strings.open(provider.name)}
            <span class="visually-hidden"> {sharedStrings[lang].newTab}</span>
          </a>
        </p>
      )}
      {!url && !link && <slot />}
    </div>
  );
}

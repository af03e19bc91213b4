import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../_runtime/events.js';
import { useLightDom } from '../_runtime/light-dom.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { errorOnce } from '../_runtime/warn.js';
import { strings } from './strings.js';
import { PAUSE_ICON, PLAY_ICON } from './icons.js';
import { widgetLang } from '../_runtime/lang.js';
import { lazyImport } from '../../src/lazy-import.js';

/**
 * `<shop-offer-banner>`: the shop's offers scrolling in one line, with a pause button.
 * The texts come from the element's `<p>` children, else the `offers` attribute, else the shop config.
 * Under `prefers-reduced-motion: reduce` the offers stand still, wrapped, all visible.
 *
 * @attr {json} offers - JSON list of offer texts, used when the element has no `<p>` children. Default: the shop config's offers.
 * @attr {number} speed - Scrolling speed in pixels per second (number above 0). Default 60.
 * @attr {string} label - Accessible name of the banner. Default "Offers".
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @event shop-offer-pause - The shopper pressed pause or play: `{ paused }`.
 *
 * @cssprop --shop-brand - Banner background. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Offer text, separators and the pause button. Default `#ffffff`.
 * @cssprop --shop-offer-gap - Space around the separator between two offers. Default `1.25em`.
 * @cssprop --shop-offer-focus - Focus ring on the pause button. Default `#ffffff`.
 *
 * @part banner - The whole banner (a labelled region).
 * @part list - The list of offers (the visible copy).
 * @part offer - One offer text.
 * @part toggle - The pause/play button.
 */
export interface OfferBannerProps extends WidgetProps {
  offers?: string;
  speed?: number;
  label?: string;
}

const TAG = '<shop-offer-banner>';
const DEFAULT_SPEED = 60;
const BENGALI = /[\u0980-\u09FF]/;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** One text per `<p>` child (the site writes them so the offers read without JavaScript). */
export function readOffers(host: HTMLElement): string[] {
  return Array.from(host.querySelectorAll('p'), (p) => clean(p.textContent)).filter((text) => text !== '');
}

function parseOffers(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  try {
    const list: unknown = JSON.parse(value);
    if (Array.isArray(list) && list.length > 0 && list.every((t) => typeof t === 'string' && clean(t) !== '')) {
      return list.map((t: string) => clean(t));
    }
  } catch {
    // reported below
  }
  errorOnce(
    `${TAG}: offers must be a JSON list of texts, such as ["Offer one", "Offer two"]; showing the shop's offers.`,
  );
  return undefined;
}

function pickSpeed(value: number | undefined, raw: string | null | undefined): number {
  if (value === undefined) return DEFAULT_SPEED;
  if (Number.isFinite(value) && value > 0) return value;
  errorOnce(`${TAG}: speed "${raw ?? value}" is not a number of pixels per second above 0; using ${DEFAULT_SPEED}.`);
  return DEFAULT_SPEED;
}

// Subscriptions live in layout effects: Preact runs a passive effect's cleanup a frame after unmount,
// a layout effect's cleanup as the element leaves the page.

/** The `<p>` children, read on mount and again whenever the page changes them. */
function useOfferChildren(host: HTMLElement | undefined): string[] {
  return useLightDom(host, readOffers, []);
}

/** The shop config (the `shop` chunk, which the showroom card loads with its first view). */
const importShop = lazyImport(() => import('../../src/config/shop.js'));

/**
 * The shop config's offers, for a banner given none of its own (a partner's bare element). Fetched only then: the
 * site's pages write their offers in the page, and the shop's other facts (showrooms, numbers) are not theirs to pay.
 */
function useShopOffers(needed: boolean): string[] {
  const [offers, setOffers] = useState<string[]>([]);
  useEffect(() => {
    if (!needed || offers.length > 0) return;
    let live = true;
    // One attempt: should it fail, the banner stays without offers until the page is opened again.
    importShop(0).then(
      ({ shop }) => live && setOffers(shop.offers),
      (error: unknown) => console.error(`${TAG}: could not load the shop's offers`, error),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return offers;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches);
  useLayoutEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Keyboard focus only: a tap or click on the button must not leave the banner stuck paused. */
function isKeyboardFocus(target: EventTarget | null): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

export function OfferBanner(props: OfferBannerProps) {
  const host = hostOf(props.container);
  const fromChildren = useOfferChildren(host);
  const own = fromChildren.length > 0 ? fromChildren : parseOffers(props.offers);
  const fromShop = useShopOffers(own === undefined);
  const offers = own ?? fromShop;
  const speed = pickSpeed(props.speed, host?.getAttribute('speed'));
  const t = strings[widgetLang(props)];
  const label = props.label || t.label;
  const reduced = useReducedMotion();

  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused || hovered || focused;

  const rail = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);

  // One lap is one copy of the list; its width over the speed gives the lap time.
  useLayoutEffect(() => {
    const railEl = rail.current;
    const trackEl = track.current;
    if (!railEl || !trackEl) return;
    const apply = () => {
      const width = trackEl.getBoundingClientRect().width;
      if (width > 0) railEl.style.setProperty('--offer-lap', `${(width / speed).toFixed(3)}s`);
    };
    apply();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(apply);
    observer.observe(trackEl);
    return () => observer.disconnect();
  }, [speed, reduced]);

  const toggle = () => {
    const next = !userPaused;
    setUserPaused(next);
    // Play means play now, even with the pointer or keyboard focus still on the button.
    if (!next) {
      setHovered(false);
      setFocused(false);
    }
    emit(host, 'shop-offer-pause', { paused: next });
  };

  if (offers.length === 0) return null;

  const items = () =>
    offers.map((text, i) => (
      <li key={i} class="banner__offer" part="offer" lang={BENGALI.test(text) ? 'bn' : undefined}>
        {text}
      </li>
    ));

  if (reduced) {
    return (
      <section class="root banner banner--still" part="banner" aria-label={label}>
        <ul class="banner__list banner__list--wrapped" part="list">
          {items()}
        </ul>
      </section>
    );
  }

  return (
    <section
      class={`root banner${paused ? ' banner--paused' : ''}`}
      part="banner"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocusIn={(event) => isKeyboardFocus(event.target) && setFocused(true)}
      onFocusOut={() => setFocused(false)}
    >
      <div class="banner__viewport">
        <div class="banner__rail" ref={rail}>
          <ul class="banner__list" part="list" ref={track}>
            {items()}
          </ul>
          {/* The second copy makes the loop seamless; screen readers read each offer once. */}
          <ul class="banner__list" aria-hidden="true">
            {items()}
          </ul>
        </div>
      </div>
      <button type="button" class="banner__toggle" part="toggle" onClick={toggle}>
        <svg class="banner__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={userPaused ? PLAY_ICON : PAUSE_ICON} />
        </svg>
        <span class="visually-hidden">{userPaused ? t.play : t.pause}</span>
      </button>
    </section>
  );
}

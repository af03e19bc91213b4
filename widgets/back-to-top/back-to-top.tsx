import { useLayoutEffect, useRef, useState } from 'react';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { errorOnce } from '../_runtime/warn.js';
import { strings } from './strings.js';
import { widgetLang, type Lang } from '../_runtime/lang.js';

/**
 * `<shop-back-to-top>`: a round maroon button, fixed at the bottom right, that appears once the page is
 * scrolled past `offset` pixels, scrolls back to the top and moves keyboard focus there.
 * Its label is the text of the element's `<a href="#top">` child (the no-JavaScript fallback).
 *
 * @attr {number} offset - Pixels scrolled before the button appears (number, 0 or more). Default 100.
 * @attr {string} target - Id of the element that receives focus at the top. Default: the child link's `#id`, else `top`, else the page body.
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @cssprop --shop-brand - Button colour. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Arrow colour. Default `#ffffff`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-back-to-top-inset - Distance from the bottom and right edges (the device's safe area is added). Default `1rem`.
 * @cssprop --shop-back-to-top-z - Stacking order above the page. Default `50`.
 *
 * @part button - The button.
 */
export interface BackToTopProps extends WidgetProps {
  offset?: number;
  target?: string;
}

const TAG = '<shop-back-to-top>';
const DEFAULT_OFFSET = 100;

function pickOffset(value: number | undefined, raw: string | null | undefined): number {
  if (value === undefined) return DEFAULT_OFFSET;
  if (Number.isFinite(value) && value >= 0) return value;
  errorOnce(`${TAG}: offset "${raw ?? value}" is not a number of pixels, 0 or more; using ${DEFAULT_OFFSET}.`);
  return DEFAULT_OFFSET;
}

/** The `<a href="#…">` child the site writes: its text labels the button, its `#id` is where focus goes. */
export function readLink(host: HTMLElement | undefined, lang: Lang): { label: string; target: string | undefined } {
  const link = host?.querySelector('a[href^="#"]');
  const label = (link?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const hash = link?.getAttribute('href')?.slice(1);
  return { label: label || strings[lang].label, target: hash ? decodeURIComponent(hash) : undefined };
}

const scrolledPast = (offset: number) => window.scrollY > offset;

function focusable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 || element.hasAttribute('tabindex');
}

export function BackToTop(props: BackToTopProps) {
  const host = hostOf(props.container);
  const offset = pickOffset(props.offset, host?.getAttribute('offset'));
  const link = readLink(host, widgetLang(props));
  const [visible, setVisible] = useState(() => scrolledPast(offset));
  const cleanup = useRef<(() => void) | undefined>(undefined);

  // Layout effects: their cleanups run as the element leaves (Preact defers passive ones a frame),
  // so no scroll listener or frame outlives the element.
  useLayoutEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(scrolledPast(offset));
    };
    // One check per frame however many scroll events arrive.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [offset]);

  useLayoutEffect(() => () => cleanup.current?.(), []);

  const activate = () => {
    const instant = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: instant ? 'instant' : 'smooth' });

    const id = props.target ?? link.target ?? 'top';
    let destination = document.getElementById(id);
    if (!destination && props.target !== undefined) {
      errorOnce(`${TAG}: target "${props.target}" is not the id of an element on the page; focusing the page instead.`);
    }
    destination ??= document.body;
    // Keyboard users continue from the top instead of being left at the bottom of the page.
    if (!focusable(destination)) {
      const element = destination;
      element.setAttribute('tabindex', '-1');
      const restore = () => {
        element.removeAttribute('tabindex');
        element.removeEventListener('blur', restore);
        cleanup.current = undefined;
      };
      cleanup.current?.();
      element.addEventListener('blur', restore);
      cleanup.current = () => element.removeEventListener('blur', restore);
    }
    destination.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      class={`root back-to-top${visible ? ' back-to-top--visible' : ''}`}
      part="button"
      onClick={activate}
    >
      <svg class="back-to-top__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 4l-8 8 1.41 1.41L11 7.83V20h2V7.83l5.59 5.58L20 12z" />
      </svg>
      <span class="visually-hidden">{link.label}</span>
    </button>
  );
}

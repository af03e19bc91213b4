/**
 * Test helpers for the Glide widgets (happy-dom): timers and window listeners
 * still pending after an element leaves, a matchMedia whose answers the
 * test sets, and the first need that brings Glide. Not part of any bundle.
 */
import { until } from '../../test/_util/dom.js';

/** A press on the slides, a carousel's first need (before-glide.ts); resolves once Glide has mounted. */
export async function needGlide(el: HTMLElement): Promise<void> {
  const root = el.shadowRoot!;
  const track = root.querySelector('[data-glide-el="track"]')!;
  // A whole press: a lone pointerdown would leave the carousel taking the next focus for a pointer's.
  for (const type of ['pointerdown', 'pointerup']) track.dispatchEvent(new Event(type, { bubbles: true }));
  if (!(await until(() => root.querySelector('.glide--carousel') !== null))) throw new Error('Glide did not mount');
}

/** A carousel's markup in the page: `count` slides, each labelled with its number and holding `content(n)`. */
export function slidesFixture(count: number, content = cardLink): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div data-glide-el="track"><div class="glide__slides">${slidesMarkup(1, count, content)}</div></div>`;
  document.body.append(root);
  return root;
}

function cardLink(n: number): string {
  return `<a href="/c${n}">Card ${n}</a>`;
}

/** The markup of slides `from` to `to` (1-based, labelled with their number), as slidesFixture draws them. */
export function slidesMarkup(from: number, to: number, content = cardLink): string {
  return Array.from(
    { length: to - from + 1 },
    (_, i) => `<div class="glide__slide" aria-label="${from + i}">${content(from + i)}</div>`,
  ).join('');
}

/** The labels of the slides that can be focused and are announced (not inert). */
export const slidesInView = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.glide__slide')]
    .filter((s) => !s.hasAttribute('inert'))
    .map((s) => s.getAttribute('aria-label'));

/**
 * The timers the widgets and Glide start, not Preact's: Preact runs effects a frame after a render through a
 * timer of its own (35 ms, or 0 ms once the frame came), which a busy machine can leave pending for a moment after
 * every other wait has ended; it is never a timer left behind.
 */
export interface TimerSpy {
  /** Delay of every timer started and neither run nor cleared yet. */
  pending(): number[];
  /** Delays of every timer started since the spy began. */
  started: number[];
  restore(): void;
}

export function spyTimers(): TimerSpy {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const live = new Map<unknown, number>();
  const started: number[] = [];
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => {
    // Called by Preact's hooks module itself (the frame below this one), not by an effect it runs.
    const caller = new Error().stack?.split('\n')[2] ?? '';
    if (/[\\/]preact[\\/]hooks[\\/]/.test(caller)) return realSet(handler, delay, ...args);
    started.push(delay);
    const id = realSet(() => {
      live.delete(id);
      handler(...args);
    }, delay);
    live.set(id, delay);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: Parameters<typeof clearTimeout>[0]) => {
    live.delete(id);
    realClear(id);
  }) as typeof clearTimeout;
  return {
    pending: () => [...live.values()],
    started,
    restore() {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}

export interface ListenerSpy {
  /** Event types of window listeners added and not removed since the spy began. */
  pending(): string[];
  restore(): void;
}

export function spyWindowListeners(): ListenerSpy {
  const add = window.addEventListener;
  const remove = window.removeEventListener;
  const live: Array<{ type: string; listener: unknown }> = [];
  window.addEventListener = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    live.push({ type, listener });
    return add.call(this, type, listener, options);
  } as typeof window.addEventListener;
  window.removeEventListener = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ) {
    const at = live.findIndex((entry) => entry.type === type && entry.listener === listener);
    if (at >= 0) live.splice(at, 1);
    return remove.call(this, type, listener, options);
  } as typeof window.removeEventListener;
  return {
    pending: () => live.map((entry) => entry.type),
    restore() {
      window.addEventListener = add;
      window.removeEventListener = remove;
    },
  };
}

export interface FakeMedia {
  /** Sets which queries match (a query matches when `test` returns true) and notifies the listeners. */
  set(test: (query: string) => boolean): void;
  /** Number of change listeners currently registered. */
  listeners(): number;
  restore(): void;
}

/** Replaces matchMedia (the global and window's, which happy-dom keeps apart); every query answers `test(query)`. */
export function fakeMatchMedia(test: (query: string) => boolean = () => false): FakeMedia {
  const real = window.matchMedia;
  const realGlobal = globalThis.matchMedia;
  let current = test;
  const lists = new Set<{ media: string; listeners: Set<() => void> }>();
  const fake = ((media: string) => {
    const entry = { media, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media,
      get matches() {
        return current(media);
      },
      onchange: null,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  window.matchMedia = fake;
  globalThis.matchMedia = fake;
  return {
    set(test) {
      current = test;
      for (const entry of lists) for (const listener of [...entry.listeners]) listener();
    },
    listeners: () => [...lists].reduce((n, entry) => n + entry.listeners.size, 0),
    restore() {
      window.matchMedia = real;
      globalThis.matchMedia = realGlobal;
    },
  };
}

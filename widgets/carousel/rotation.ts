import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Carousel as Glide } from '../_glide/glide.lazy.js';
import { useMediaMatch } from '../_glide/hooks.js';
import { REDUCED_MOTION } from '../_glide/media.js';
import { errorOnce } from '../_runtime/warn.js';
import { TAG } from './slides.js';

const DEFAULT_INTERVAL = 5000;
const MIN_INTERVAL = 1000;
/** How long before a move by itself the carousel gets ready for it (at most MIN_INTERVAL). */
const PREPARE_AHEAD = 1000;

/** The `interval` attribute in milliseconds, or the default (with one console error) when it is unusable. */
export function pickInterval(value: number | undefined, host: HTMLElement | undefined): number {
  if (value === undefined) return DEFAULT_INTERVAL;
  if (Number.isFinite(value) && value >= MIN_INTERVAL) return value;
  const raw = host?.getAttribute('interval') ?? String(value);
  errorOnce(
    `${TAG}: interval "${raw}" must be a number of milliseconds of at least ${MIN_INTERVAL}; using ${DEFAULT_INTERVAL}.`,
  );
  return DEFAULT_INTERVAL;
}

export interface RotationOptions {
  /** The `autoplay` attribute: whether the carousel may rotate at all. */
  autoplay: boolean;
  interval: number;
  count: number;
  /** The slide in view: every move restarts the wait. */
  index: number;
  /** Changes when the slides change. */
  slidesKey: string;
}

export interface Rotation {
  /** Set to rotate (the rotation button offers "Stop slides"), even while a mouse pauses it. */
  playing: boolean;
  /** Moving by itself right now. */
  rotating: boolean;
  /** The rotation button: stops or starts rotation. */
  toggle(): void;
}

/**
 * Rotation by the WAI-ARIA carousel pattern: it never starts by itself under reduced motion, a mouse over `root`
 * pauses it, keyboard focus inside stops it for good, and only the rotation button starts it again.
 */
export function useRotation(
  root: RefObject<HTMLElement | null>,
  glide: RefObject<Glide | undefined>,
  { autoplay, interval, count, index, slidesKey }: RotationOptions,
): Rotation {
  const reducedMotion = useMediaMatch(REDUCED_MOTION);
  const [playing, setPlaying] = useState(autoplay && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  // Set when the shopper starts rotation with the button: focus inside then no longer stops it.
  const startedByButton = useRef(false);

  useEffect(() => {
    startedByButton.current = false;
    setPlaying(autoplay && !reducedMotion);
  }, [autoplay, reducedMotion]);

  const rotating = playing && !hovered && count > 1;
  useEffect(() => {
    if (!rotating) return;
    // Restarted after every move, so a slide moved to by hand also gets the full interval.
    const timer = setTimeout(() => glide.current?.next(), interval);
    // Before the first move, a second ahead: Glide and the slides out of view, so the next slide's picture has
    // begun to load when it comes in (a no-op once they are there).
    const ahead = setTimeout(() => glide.current?.prepare(), interval - PREPARE_AHEAD);
    return () => {
      clearTimeout(timer);
      clearTimeout(ahead);
    };
  }, [rotating, interval, index, slidesKey]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // A mouse button focuses on press; that focus comes from a pointer, not the keyboard.
    let pressed = false;
    const onPress = () => (pressed = true);
    const onRelease = () => (pressed = false);
    const onFocus = () => {
      if (!pressed && !startedByButton.current) setPlaying(false);
    };
    const onEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const onLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);
    const listeners: Array<[string, (event: never) => void]> = [
      ['focusin', onFocus],
      ['pointerdown', onPress],
      ['pointerup', onRelease],
      ['pointercancel', onRelease],
      ['pointerenter', onEnter],
      ['pointerleave', onLeave],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, [count > 0]);

  const toggle = () => {
    startedByButton.current = !playing;
    setPlaying(!playing);
  };
  return { playing, rotating, toggle };
}

/**
 * The zoom, fetched on its first need: a press of a photo's "Expand image" button, or earlier, as soon as a pointer,
 * a finger or the keyboard's focus comes to the gallery (`preload`), so the photo usually opens at once. Until then
 * no page with photos loads medium-zoom and its dialog (about 5 KB gzip) with its first view.
 */
import { lazyImport } from '../../src/lazy-import.js';
import type { ZoomController, ZoomOptions, ZoomState } from './zoom-options.js';

type ZoomModule = typeof import('./zoom.lazy.js');

/** The zoom's chunk; after a failure, the next need asks under a fresh URL. */
const importZoom = lazyImport(() => import('./zoom.lazy.js'));

/** Where the zoom comes from: its chunk, or a test's slow or failing network. */
let source: (failures: number) => Promise<ZoomModule> = importZoom;
let failures = 0;

/** Makes every zoom load its code with `load` (a test's network); no argument restores the chunk. */
export function setZoomSource(load?: () => Promise<ZoomModule>): void {
  source = load ?? importZoom;
}

export interface LazyZoom extends ZoomController {
  /** Starts fetching the zoom's code, if it has not arrived yet. */
  preload(): void;
}

/** `createZoom` (zoom.lazy.ts) on the same photos and options, made when its code has arrived. */
export function createLazyZoom(images: readonly HTMLImageElement[], options: ZoomOptions = {}): LazyZoom {
  let real: ZoomController | undefined;
  let loading: Promise<ZoomController | undefined> | undefined;
  let destroyed = false;
  // The photo pressed while the code was on its way: opened when it arrives, unless closed or pressed again.
  let wanted: HTMLImageElement | null = null;

  const load = () =>
    (loading ??= source(failures).then(
      ({ createZoom }) => {
        if (destroyed) return undefined;
        real = createZoom(images, options);
        if (wanted) real.open(wanted);
        wanted = null;
        return real;
      },
      (error: unknown) => {
        // Offline, say: the photo stays as it is, and the next press asks again.
        failures++;
        loading = undefined;
        wanted = null;
        console.error('shop widgets: could not load the photo zoom', error);
        return undefined;
      },
    ));

  return {
    get state(): ZoomState {
      return real?.state ?? 'unloaded';
    },
    get current() {
      return real?.current ?? null;
    },
    preload() {
      if (!destroyed) void load();
    },
    open(image) {
      if (destroyed) return;
      if (real) return real.open(image);
      wanted = image;
      void load();
    },
    close() {
      if (real) real.close();
      else wanted = null;
    },
    destroy() {
      destroyed = true;
      wanted = null;
      real?.destroy();
    },
  };
}

/**
 * happy-dom as the global DOM for widget tests. It is not a browser (no layout,
 * no shadow-DOM event retargeting): what depends on those is tested in Chromium.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { withGlobal, type Clock } from '@sinonjs/fake-timers';
import type { Test } from 'uvu';

if (!('document' in globalThis)) GlobalRegistrator.register({ url: 'https://shop.example/saree' });

// happy-dom's own timer, kept for the helpers below while a test runs on a fake clock.
const realTimeout = globalThis.setTimeout;
const tick = (ms = 0) => new Promise((resolve) => realTimeout(resolve, ms));

let clock: Clock | undefined;

/**
 * Runs each test of `test` on a fake clock: the page's timers, animation frames, Date and performance.now move
 * only as `settle`, `until` and `elapse` move them, so a widget's 400 ms slide, 350 ms zoom or 5 s rotation takes
 * no wall time, and things happen in the same order on a busy machine as on an idle one.
 */
export function onFakeClock<T>(test: Test<T>): void {
  const frames = { request: globalThis.requestAnimationFrame, cancel: globalThis.cancelAnimationFrame };
  test.before.each(() => {
    clock = withGlobal(globalThis).install({
      // Today, not 1970: a throttle that compares Date.now() with 0 (Glide's) would wait where a page does not.
      now: Date.now(),
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
      // A timer started before the clock (Preact's next-frame fallback) may be cleared on it.
      shouldClearNativeTimers: true,
    });
    // A frame as happy-dom draws one, at once, but on the fake clock: else Preact's effects, which wait for the
    // next frame, would run at a moment no settle() waits for.
    globalThis.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now())) as never;
    globalThis.cancelAnimationFrame = (id) => clearTimeout(id);
  });
  test.after.each(async () => {
    // Lets what the test started finish (Preact's pending effects above all) before the clock goes.
    await settle();
    globalThis.requestAnimationFrame = frames.request;
    globalThis.cancelAnimationFrame = frames.cancel;
    clock?.uninstall();
    clock = undefined;
  });
}

/** Resolves after pending promises, timers of 0 ms and Preact's render queue have run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await tick();
    // A real timer of 0 ms waits at least 1 ms; on the fake clock a timer of 0 ms set by a timer runs 1 ms later.
    await clock?.tickAsync(1);
  }
}

/** On the fake clock (`onFakeClock`): moves the page's time on by `ms`, running its timers on the way. */
export async function elapse(ms: number): Promise<void> {
  if (!clock) throw new Error('elapse() needs the fake clock: onFakeClock(suite)');
  await clock.tickAsync(ms);
  await settle();
}

/**
 * Waits until `check` passes, for at most `ms` of the page's time; returns the last result. On the fake clock the
 * page's timers run one after the other as soon as nothing else is left to happen, so a wait for a widget's own
 * timer takes no wall time. Without it, polls: the deadline only bounds a failing wait (on a machine busy with
 * other suites, building a page of cards in batches took over 2 s of wall time).
 */
export async function until<T>(check: () => T, ms = 10_000): Promise<T> {
  let value = check();
  if (clock) {
    const end = clock.now + ms;
    while (!value && clock.now < end) {
      await settle(1);
      value = check();
      if (value) break;
      // Nothing left but the page's timers: the next one runs now. Else real work (a fetch, an import) is pending.
      if (clock.countTimers() > 0) await clock.nextAsync();
      else await Promise.all([tick(10), clock.tickAsync(10)]);
      value = check();
    }
    return value;
  }
  const end = Date.now() + ms;
  while (!value && Date.now() < end) {
    await tick(10);
    value = check();
  }
  return value;
}

/** Fake network for happy-dom tests only (Chromium tests use the real server). */
export function fakeFetch(routes: Record<string, () => Response | Promise<Response>>): string[] {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const route = routes[new URL(url).pathname];
    if (!route) return new Response('not found', { status: 404 });
    return route();
  }) as typeof fetch;
  return calls;
}

export const json = (data: unknown) =>
  new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });

/** Collects console.error messages (the widgets' warnings about bad attributes) until `restore()`. */
export function captureErrors(): { errors: string[]; restore(): void } {
  const errors: string[] = [];
  const original = console.error;
  console.error = (message: unknown) => errors.push(String(message));
  return { errors, restore: () => (console.error = original) };
}

/** Adds `<tag>` with these attributes and light-DOM children to the body, as a partner's page would. */
export function mount(tag: string, attributes: Record<string, string> = {}, children = ''): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = children;
  document.body.append(element);
  return element;
}

/** The first element inside `el`'s shadow root that matches `selector`. */
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null =>
  el.shadowRoot!.querySelector<T>(selector);

/** Every element inside `el`'s shadow root that matches `selector`. */
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];

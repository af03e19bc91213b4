/**
 * The one way widgets load a part later: `lazyImport(() => import('./zoom.lazy.js'))` gives a function that imports
 * that `*.lazy.ts` module (its own chunk in the build) when called. Browsers remember a failed import() of a URL for
 * the life of the page, so once an attempt has failed (offline, a dropped connection) the next asks for the same
 * chunk under a fresh URL: called with the number of failed attempts, it imports `zoom-<hash>.js?retry=1`, then 2,
 * …; the build writes the chunk's URL in as `url` (tools/rollup/lazy.mjs). Outside a build (tests) there is no URL,
 * and every attempt calls `load`, with that number.
 */
export function lazyImport<T>(load: (failures: number) => Promise<T>, url?: string): (failures: number) => Promise<T> {
  return (failures) =>
    failures && url ? (import(/* retry */ `${url}?retry=${failures}`) as Promise<T>) : load(failures);
}

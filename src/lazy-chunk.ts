/**
 * The import() of a lazy chunk. `first` is the import the bundler sees, which makes the chunk. Browsers remember a
 * failed import() of a URL for the life of the page, so after `failures` failed attempts the next one asks for the
 * same chunk under a fresh URL: `url` is the chunk's address (`import.meta.*_CHUNK`, set by rollup.config.mjs);
 * outside a build it is absent and `first` is tried again.
 */
export function importChunk<T>(first: () => Promise<T>, url: string | undefined, failures: number): Promise<T> {
  return failures > 0 && url ? (import(/* retry */ `${url}?retry=${failures}`) as Promise<T>) : first();
}

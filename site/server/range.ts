/**
 * The `Range` header read as RFC 9110 §14 reads it, for one file of a known size. sirv 3.0.2 (the newest) reads it
 * with `parseInt` and no checks: an inverted or huge range throws inside a stream and ends the process, `bytes=-50`
 * sends the first 51 bytes, and `bytes=abc` or `items=0-5` answer 206. The server decides here and hands sirv only
 * a range it reads correctly, or none.
 */

/** What to do with a request's Range header. */
export type RangeDecision =
  { kind: 'ignore' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };

const IGNORE = { kind: 'ignore' } as const;
// 1*DIGIT "-" [ 1*DIGIT ]  or  "-" 1*DIGIT (suffix); optional whitespace around, as the grammar's OWS allows.
const SPEC = /^[ \t]*(?:(\d+)-(\d*)|-(\d+))[ \t]*$/;

/**
 * The decision for `header` on a GET of a file of `size` bytes. A header that is not valid `bytes=` syntax (an
 * unknown unit, letters, a last position before the first) is ignored, so the whole file goes out with 200, as
 * the RFC asks. Several ranges are ignored too (the RFC lets a server do so; sirv cannot send multipart).
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return IGNORE;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match || match[1]!.includes(',')) return IGNORE;
  const spec = SPEC.exec(match[1]!);
  if (!spec) return IGNORE;
  const [, first, last, suffix] = spec;
  if (suffix !== undefined) {
    // Numbers past 2^53 lose digits but keep their size, which is all a comparison with the file size needs.
    const length = Number(suffix);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return IGNORE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}

/**
 * The one definition of the response headers the site needs, used by the
 * local server (site/serve.ts), firebase.json (written by the build) and tests.
 */

/** Hashed chunks never change under the same name; everything else must revalidate. */
const IMMUTABLE = /^\/widgets\/chunks\//;
/** What partners fetch from their own origin: the widget scripts, the catalogue data and its images. */
const CROSS_ORIGIN = /^\/(widgets|catalogue|images)\//;

export interface HeaderRule {
  /** Firebase Hosting glob. */
  source: string;
  /** Test of a request path for the local server. */
  test: RegExp;
  headers: Record<string, string>;
}

export const HEADER_RULES: HeaderRule[] = [
  {
    source: '**',
    test: /^/,
    headers: {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'no-cache',
    },
  },
  {
    source: '/@(widgets|catalogue|images)/**',
    test: CROSS_ORIGIN,
    headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
  },
  {
    source: '/widgets/chunks/**',
    test: IMMUTABLE,
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
];

/** Headers for one request path, later rules overriding earlier ones. */
export function headersFor(pathname: string): Record<string, string> {
  return Object.assign({}, ...HEADER_RULES.filter((rule) => rule.test.test(pathname)).map((rule) => rule.headers));
}

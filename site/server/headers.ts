/**
 * The one definition of the response headers, used by the local server
 * (site/server/serve.ts), firebase.json (site/server/firebase.ts) and the tests.
 */
import { readFileSync } from 'node:fs';
import { HASHED_ASSET } from '../build/hash-assets.js';

/** Third-party frames the click-to-load embeds may open (maps, the social page, videos). */
export const FRAME_SOURCES = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.facebook.com',
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
];
/**
 * Where the Firestore SDK talks to: the shop manager's pages, and a page whose catalogue reads Firestore (a
 * partner's; the shop's own pages read the published catalogue, so their policy allows only the site itself).
 */
export const FIRESTORE_ORIGIN = 'https://firestore.googleapis.com';

/**
 * Strict CSP: scripts and styles only from the site itself (no inline script,
 * no 'unsafe-inline': the widgets adopt constructable stylesheets), product
 * photos from any https host, frames only from the embeds' providers.
 */
export function contentSecurityPolicy(
  options: { firestore?: boolean; frameAncestors?: string; frameSelf?: boolean } = {},
): string {
  const connect = ["'self'", ...(options.firestore ? [FIRESTORE_ORIGIN] : [])];
  const frames = [...(options.frameSelf ? ["'self'"] : []), ...FRAME_SOURCES];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors ?? "'self'"}`,
  ].join('; ');
}

/** Where Firebase Authentication and Firestore (the full SDK, WebChannel over HTTPS) talk to. */
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Google sign-in's popup loads Google's iframe loader (gapi) before it opens the project's auth handler frame. */
export const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';

function authDomain(): string {
  try {
    const text = readFileSync('site/data/shop.json', 'utf8').replace(/^\uFEFF/, '');
    const firebase = (JSON.parse(text) as { firebase?: { authDomain?: string; projectId?: string } }).firebase;
    const domain = firebase?.authDomain ?? (firebase?.projectId ? `${firebase.projectId}.firebaseapp.com` : '');
    return /^[a-z0-9.-]+$/i.test(domain) ? `https://${domain}` : 'https://*.firebaseapp.com';
  } catch {
    return 'https://*.firebaseapp.com';
  }
}

/**
 * The shop manager's policy (/manage/**, site/manage/): the shoppers' pages keep theirs. Exactly what Firebase
 * Auth and Firestore need besides the site itself: their APIs, Google's sign-in script and the project's auth
 * frame; photos from the camera as `blob:` URLs; its own worker; no one may frame it.
 */
export function managerSecurityPolicy(): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${GOOGLE_SIGN_IN_SCRIPT}`,
    "style-src 'self'",
    "img-src 'self' https: blob: data:",
    "font-src 'self'",
    `connect-src 'self' ${FIRESTORE_ORIGIN} ${FIREBASE_AUTH_ORIGINS.join(' ')}`,
    `frame-src ${authDomain()}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export interface HeaderRule {
  /** Firebase Hosting glob. */
  source?: string;
  /** Firebase Hosting RE2 pattern, where a glob cannot say it. */
  regex?: string;
  /** Test of a request path for the local server. */
  test: RegExp;
  headers: Record<string, string>;
}

/** Revalidate on every visit (ETag): HTML, the catalogue JSON and the stable widget entries change in place. */
const REVALIDATE = 'no-cache';

export const HEADER_RULES: HeaderRule[] = [
  {
    source: '**',
    test: /^/,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cache-Control': REVALIDATE,
    },
  },
  {
    // What partners fetch from their own pages: the widget scripts, the catalogue data and its images.
    source: '/@(widgets|catalogue|images)/**',
    test: /^\/(widgets|catalogue|images)\//,
    headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
  },
  {
    // The pages name the stylesheet and the pictures by their content (hash-assets.ts): such a name never changes
    // what it holds. The unhashed copies revalidate like everything else.
    regex: HASHED_ASSET.source,
    test: HASHED_ASSET,
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
  {
    // TypeScript declarations for partners: `.ts` would otherwise be sent as an MPEG transport stream.
    source: '**/*.d.ts',
    test: /\.d\.ts$/,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  },
  {
    // The product feeds (site/build/feeds.ts) hold Bengali: a CSV read without its charset would turn it into mojibake.
    source: '/feeds/*.csv',
    test: /^\/feeds\/[^/]+\.csv$/,
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  },
  {
    source: '/feeds/*.xml',
    test: /^\/feeds\/[^/]+\.xml$/,
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  },
  {
    // Hashed chunks never change under the same name.
    source: '/widgets/chunks/**',
    test: /^\/widgets\/chunks\//,
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
  {
    // The same for the chunks of each language's bundle (the site's own pages).
    source: '/widgets/@(en|bn)/chunks/**',
    test: /^\/widgets\/(en|bn)\/chunks\//,
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  },
  {
    // The frame pages (site/pages/embed-frames.ts) are made to sit in partners' pages: any page may frame them.
    // Only they; nothing else of their policy is looser.
    regex: '^(/bn)?/embed/[a-z-]+/?$',
    test: /^(\/bn)?\/embed\/[a-z-]+\/?$/,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy({ frameAncestors: '*' }),
    },
  },
  {
    // The snippet builder shows a frame page of the site as its preview.
    regex: '^(/bn)?/embed/?$',
    test: /^(\/bn)?\/embed\/?$/,
    headers: {
      'Content-Security-Policy': contentSecurityPolicy({ frameSelf: true }),
    },
  },
  {
    // The shop manager: its own policy, the camera for product photos, never in a search engine.
    regex: '^/manage(/.*)?$',
    test: /^\/manage(\/|$)/,
    headers: {
      'Content-Security-Policy': managerSecurityPolicy(),
      'Permissions-Policy': PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)'),
      'X-Robots-Tag': 'noindex, nofollow',
    },
  },
  {
    // The manager's worker lives in manage/ but serves the page at /manage (no trailing slash), one level up.
    source: '/manage/sw.js',
    test: /^\/manage\/sw\.js$/,
    headers: { 'Service-Worker-Allowed': '/manage' },
  },
];

/** Headers for one request path, later rules overriding earlier ones. */
export function headersFor(pathname: string): Record<string, string> {
  return Object.assign({}, ...HEADER_RULES.filter((rule) => rule.test.test(pathname)).map((rule) => rule.headers));
}

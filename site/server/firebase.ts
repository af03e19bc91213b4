/**
 * firebase.json for Firebase Hosting, generated from the same route table,
 * redirects and header rules the local server uses (redirects.ts, headers.ts),
 * so the hosted site and `npm start` behave alike.
 */
import { existsSync } from 'node:fs';
import { HEADER_RULES } from './headers.js';
import { REDIRECT_RULES } from './redirects.js';
import { NOT_FOUND_ADDRESS } from '../pages/routes.js';

export const FIREBASE_JSON = 'firebase.json';

export function firebaseConfig(publicDir = 'dist/site') {
  return {
    // Deploying the rules with the site keeps the catalogue read-only to shoppers.
    ...(existsSync('firestore.rules') ? { firestore: { rules: 'firestore.rules' } } : {}),
    hosting: {
      public: publicDir,
      // The .gz/.br copies are for the local server; Firebase Hosting compresses by itself.
      ignore: ['firebase.json', '**/.*', '**/node_modules/**', '**/*.gz', '**/*.br'],
      // /saree serves saree/index.html; /saree/ and /saree.html redirect to /saree.
      cleanUrls: true,
      trailingSlash: false,
      // Every other spelling of a route (letter case, /index.html, the spec's aliases) in one hop, as locally.
      redirects: [
        ...REDIRECT_RULES.map(({ regex, destination }) => ({ regex, destination, type: 301 })),
        // Hosting serves 404.html at /404 with 200 (clean URLs) and cannot change a file's status; the local
        // server answers 404 there. Sending /404 to an address with no page gets the same 404 in one hop.
        { regex: '^/404(?:\\.html)?$', destination: NOT_FOUND_ADDRESS, type: 301 },
      ],
      headers: HEADER_RULES.map((rule) => ({
        ...(rule.regex ? { regex: rule.regex } : { source: rule.source }),
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
  };
}

export const firebaseJson = (): string => `${JSON.stringify(firebaseConfig(), null, 2)}\n`;

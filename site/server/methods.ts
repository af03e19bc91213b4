/**
 * Methods other than GET and HEAD: a static site has nothing to post to. OPTIONS answers a CORS preflight where
 * the files are shared with other origins (headers.ts), and says what is allowed elsewhere; every other method
 * gets 405 with `Allow`, as RFC 9110 §15.5.6 asks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { headersFor } from './headers.js';

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
/** Error answers must not be kept by a browser or a proxy: the next request may well succeed. */
export const NO_STORE = 'no-store';

/** Answers a request whose method is not GET or HEAD, and says whether it did. */
export function answerOtherMethods(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  if (req.method === 'OPTIONS') {
    const shared = headersFor(pathname)['Access-Control-Allow-Origin'];
    const preflight = shared && req.headers['access-control-request-method'];
    res.writeHead(204, {
      Allow: ALLOWED_METHODS,
      ...(preflight
        ? {
            'Access-Control-Allow-Origin': shared,
            'Access-Control-Allow-Methods': 'GET, HEAD',
            // A partner's fetch may ask for part of a file or revalidate it; nothing else is read here.
            'Access-Control-Allow-Headers': 'Range, If-None-Match, If-Modified-Since',
            'Access-Control-Max-Age': '86400',
          }
        : {}),
    });
    res.end();
    return true;
  }
  res.writeHead(405, {
    Allow: ALLOWED_METHODS,
    'Cache-Control': NO_STORE,
    'Content-Type': 'text/plain; charset=utf-8',
  });
  res.end(`${req.method ?? 'This method'} is not allowed here: this site only serves pages (GET, HEAD).\n`);
  return true;
}

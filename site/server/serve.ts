import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor } from './headers.js';
import { redirectFor } from './redirects.js';
import { NOT_FOUND } from '../pages/routes.js';
import { answerOtherMethods, NO_STORE } from './methods.js';
import { decideRange } from './range.js';
import { isEntry } from '../../tools/entry.js';

export interface ServeOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Send the Content-Security-Policy header (default true; tests turn it off to prove safety without it). */
  csp?: boolean;
}

/**
 * Hands sirv only a Range it reads correctly (see server/range.ts), for the very file it is about to send. sirv
 * reads a last position of 0 as "to the end", so `bytes=0-0` of a longer file is ignored (200), which RFC 9110
 * allows.
 */
function settleRange(req: IncomingMessage, res: ServerResponse, stats: Stats): void {
  if (req.headers.range === undefined) return;
  // Range is defined for GET only; If-Range names a validator, and sirv's ETags are weak, which never match it.
  const decision =
    req.method === 'GET' && req.headers['if-range'] === undefined
      ? decideRange(req.headers.range, stats.size)
      : ({ kind: 'ignore' } as const);
  if (decision.kind === 'unsatisfiable') {
    req.headers.range = `bytes=${stats.size}-`;
    res.setHeader('Cache-Control', NO_STORE);
  } else if (decision.kind === 'range' && (decision.end > 0 || stats.size === 1)) {
    req.headers.range = `bytes=${decision.start}-${decision.end}`;
  } else delete req.headers.range;
}

/**
 * Serves the built site: clean URLs (/saree → saree/index.html), one address per page (redirects.ts),
 * precompressed brotli/gzip files, the shared headers, and the site's 404 page. Any failure while answering a
 * request is a 500 for that request alone. Resolves once listening.
 */
export async function startServer({
  root = 'dist/site',
  port = 8080,
  host = '127.0.0.1',
  csp = true,
}: ServeOptions = {}): Promise<{
  server: Server;
  url: string;
}> {
  const notFoundPage = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);
  const notFound = notFoundPage(path.join(root, NOT_FOUND)) ?? Buffer.from('Not found');
  // An unknown path under /bn/ gets the Bengali 404 page.
  const notFoundBn = notFoundPage(path.join(root, 'bn', NOT_FOUND)) ?? notFound;
  const withoutCsp = (headers: Record<string, string>) =>
    Object.entries(headers).filter(([name]) => csp || name !== 'Content-Security-Policy');
  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders(res, pathname, stats) {
      for (const [name, value] of withoutCsp(headersFor(pathname))) res.setHeader(name, value);
      settleRange(res.req, res, stats);
    },
  });
  const answerNotFound = (res: ServerResponse, pathname: string) => {
    res.writeHead(404, {
      ...Object.fromEntries(withoutCsp(headersFor(pathname))),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
    });
    res.end(pathname.startsWith('/bn/') ? notFoundBn : notFound);
  };

  function answer(req: IncomingMessage, res: ServerResponse): void {
    const url = URL.canParse(req.url ?? '', 'http://localhost') ? new URL(req.url!, 'http://localhost') : null;
    if (!url) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE });
      res.end('This address cannot be read.\n');
      return;
    }
    if (answerOtherMethods(req, res, url.pathname)) return;
    // Hosting's trailingSlash:false drops the slash of any path; the route rules also fold letter case and /index.
    // Leading slashes are folded too: `//host` in a Location header would send the shopper to another site.
    const target =
      redirectFor(url.pathname) ??
      (url.pathname.length > 1 && url.pathname.endsWith('/')
        ? `/${url.pathname.replace(/^\/+|\/+$/g, '')}`
        : undefined);
    if (target) {
      res.writeHead(301, { Location: `${target}${url.search}` }).end();
      return;
    }
    // The not-found page is a file, but its address is not a page.
    const page = url.pathname.replace(/^\/bn(?=\/)/, '');
    if (`${page}.html` === NOT_FOUND || page === NOT_FOUND) return answerNotFound(res, url.pathname);
    // A file that fails while it streams (removed by a rebuild, a disk error) ends that answer only.
    res.once('pipe', (source) => source.once('error', (error: Error) => fail(res, error)));
    files(req, res, () => answerNotFound(res, url.pathname));
  }

  function fail(res: ServerResponse, error: unknown): void {
    console.error(
      `Could not answer ${res.req.method} ${res.req.url}: ${error instanceof Error ? error.message : error}`,
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE });
    res.end('The server could not answer this request. Please try again.\n');
  }

  const server = createServer((req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      fail(res, error);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}` };
}

if (isEntry(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await startServer({ port });
  console.log(`Showroom is running at ${url}/  (Ctrl+C to stop)`);
}

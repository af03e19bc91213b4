/**
 * What the side-by-side benchmark serves, all compressed as a host would (precompressed brotli and gzip):
 * our built site as `npm start` serves it; the same site with its listing configured for Firestore (the page a
 * shop with a `firebase` entry in site/data/shop.json gets, pointed at the emulator); and the reference app, a
 * single-page app whose every path answers index.html, with our pictures beside it.
 */
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import sirv from 'sirv';
import { contentSecurityPolicy, headersFor } from '../site/server/headers.js';
import { startServer } from '../site/server/serve.js';
import { closeServer } from '../test/_util/site.js';
import { PROJECT } from '../test/_util/emulator.js';

export interface Served {
  url: string;
  close(): Promise<void>;
}

interface Compressed {
  br: Buffer;
  gzip: Buffer;
  headers: Record<string, string>;
}

async function compressed(body: string, headers: Record<string, string>): Promise<Compressed> {
  return { br: await promisify(brotliCompress)(body), gzip: await promisify(gzip)(body), headers };
}

function send(req: IncomingMessage, res: ServerResponse, page: Compressed): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') ? 'br' : 'gzip';
  res.writeHead(200, { ...page.headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': encoding });
  res.end(encoding === 'br' ? page.br : page.gzip);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export async function serveOurs(site: string): Promise<Served> {
  const { server, url } = await startServer({ root: site, port: 0 });
  return { url, close: () => closeServer(server) };
}

/**
 * Our site with `/saree`'s catalogue reading the emulator, as the original site read Firestore from the page (the
 * shop's own pages now read the built catalogue: a partner's catalogue can still read Firestore): the built page
 * with a Firebase config and the emulator's address, and the policy that lets it connect there. Every other
 * request goes to our own server unchanged.
 */
export async function serveOursOnFirestore(site: string, emulatorHost: string): Promise<Served> {
  const inner = await startServer({ root: site, port: 0 });
  const target = new URL(inner.url);
  const config = JSON.stringify({ projectId: PROJECT, apiKey: 'bench' }).replaceAll('"', '&quot;');
  // Reading Firestore, the catalogue loads with the page, not on the shopper's first touch: auto.js loads it once
  // the page has painted.
  const built = await readFile(path.join(site, 'saree/index.html'), 'utf8');
  const html = built.replace(
    /<shop-catalogue collection="Saree" limit="(\d+)" loading="interaction" data-keep="[^"]*"/,
    `<shop-catalogue collection="Saree" limit="$1" firebase-config="${config}" firestore-emulator="${emulatorHost}"`,
  );
  if (!html.includes('firestore-emulator=') || !html.includes('/widgets/en/auto.js'))
    throw new Error('the built /saree has no waiting <shop-catalogue collection="Saree"> and auto.js');
  const policy = contentSecurityPolicy({ firestore: true }).replace(
    'connect-src',
    `connect-src http://${emulatorHost}`,
  );
  const saree = await compressed(html, { ...headersFor('/saree'), 'Content-Security-Policy': policy });
  const server = createServer((req, res) => {
    if (req.url === '/saree' || req.url?.startsWith('/saree?')) return send(req, res, saree);
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  const url = await listen(server);
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeServer(inner.server);
    },
  };
}

/** The reference's build, with index.html for every other path (a single-page app) and our pictures beside it. */
export async function serveReference(build: string, site: string, emulatorHost: string): Promise<Served> {
  const options = { dev: false, etag: true, gzip: true, brotli: true } as const;
  const own = sirv(build, options);
  // Files only (our pictures and stylesheet): a path such as /saree is the app's, never our page of that name.
  const ours = sirv(site, { ...options, extensions: [] });
  const index = (await readFile(path.join(build, 'index.html'), 'utf8')).replace(
    /<meta name="firestore-emulator" content="" ?\/?>/,
    `<meta name="firestore-emulator" content="${emulatorHost}">`,
  );
  if (!index.includes(emulatorHost)) throw new Error('the reference build has no firestore-emulator meta element');
  const page = await compressed(index, { 'Cache-Control': 'no-cache' });
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!/\.\w+$/.test(pathname) || pathname === '/index.html') return send(req, res, page);
    own(req, res, () => ours(req, res, () => send(req, res, page)));
  });
  const url = await listen(server);
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

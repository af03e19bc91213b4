/**
 * Run inside `firebase emulators:exec` by tools/hosting-check.ts: asks Firebase's Hosting emulator and the
 * local server (site/server/serve.ts, what `npm start` and every test use) the same questions about the same built
 * site, and prints each difference. The questions come from the data, so they follow whatever firebase.json,
 * the route table and the header rules hold: every route's clean URL and its folder forms (/saree/, /saree/index.html),
 * every literal redirect of firebase.json, each route in other letter cases and the spec's other spellings
 * (firebase.json's `regex` redirects), an unknown address (the 404 page), and for every header rule of
 * site/server/headers.ts a built file it covers, whose headers must be what headersFor() promises.
 *
 *   node --import tsx tools/hosting-probe.ts EMULATOR-URL BUILT-FOLDER FIREBASE-JSON
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HEADER_RULES, headersFor } from '../site/server/headers.js';
import { REDIRECTS, ROUTES } from '../site/pages/routes.js';
import { startServer } from '../site/server/serve.js';
import { isEntry } from './entry.js';

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: Buffer;
}

async function ask(base: string, pathname: string): Promise<Answer> {
  const response = await fetch(new URL(pathname, base), {
    redirect: 'manual',
    headers: { 'Accept-Encoding': 'identity' },
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Follows redirects on one host (at most five) and returns the last answer. */
async function land(base: string, pathname: string): Promise<Answer & { path: string }> {
  let at = pathname;
  for (let hop = 0; ; hop++) {
    const answer = await ask(base, at);
    if (answer.status < 300 || answer.status >= 400 || !answer.location || hop === 5) return { ...answer, path: at };
    at = new URL(answer.location, new URL(at, base)).pathname;
  }
}

/** Built files (not the local server's .gz/.br copies) as URL paths. */
function builtPaths(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPaths(root, full);
    return /\.(gz|br)$/.test(entry.name) ? [] : [`/${path.relative(root, full).split(path.sep).join('/')}`];
  });
}

export async function probe(
  emulator: string,
  root: string,
  configFile: string,
): Promise<{ problems: string[]; checked: string }> {
  const hosting = (
    JSON.parse(readFileSync(configFile, 'utf8')) as {
      hosting: { redirects?: Array<{ source?: string; destination: string; type?: number }> };
    }
  ).hosting;
  const { server, url: local } = await startServer({ root, port: 0 });
  const problems: string[] = [];
  const differ = (what: string, firebase: unknown, ours: unknown) =>
    problems.push(
      `${what}: Firebase Hosting gives ${JSON.stringify(firebase)}, the local server ${JSON.stringify(ours)}`,
    );
  try {
    for (const route of ROUTES) {
      const [f, o] = await Promise.all([ask(emulator, route), ask(local, route)]);
      if (f.status !== 200 || o.status !== 200) differ(`${route} status`, f.status, o.status);
      else if (!f.body.equals(o.body))
        problems.push(`${route}: Firebase Hosting and the local server send different pages`);
      if (route === '/') continue;
      // The folder spellings of a route must end on its page on both hosts (Firebase redirects them).
      for (const variant of [`${route}/`, `${route}/index.html`]) {
        const [fl, ol] = await Promise.all([land(emulator, variant), land(local, variant)]);
        const page = (a: Answer & { path: string }): string =>
          a.status === 200 && a.body.equals(o.body) ? route : `${a.status} ${a.path}`;
        if (page(fl) !== route || page(ol) !== route) differ(`${variant} ends on`, page(fl), page(ol));
      }
    }
    // Only literal sources: a glob or :param source has no one address to ask.
    const redirects = (hosting.redirects ?? []).filter((r) => r.source && !/[*?:()[\]{}!]/.test(r.source));
    for (const { source, destination, type = 301 } of redirects) {
      const [f, o] = await Promise.all([ask(emulator, source!), ask(local, source!)]);
      if (f.status !== type || f.location !== destination)
        differ(`redirect ${source}`, `${f.status} ${f.location}`, `${type} ${destination}`);
      if (o.status !== f.status || o.location !== f.location)
        differ(`redirect ${source}`, `${f.status} ${f.location}`, `${o.status} ${o.location}`);
    }
    // The regex rules (letter case, the spec's other spellings): each variant, asked of both, must land in one
    // hop where the route table says.
    const variants = [
      ...ROUTES.filter((route) => route !== '/').flatMap((route) =>
        [route.toUpperCase(), route.toLowerCase(), `${route.toUpperCase()}/`]
          .filter((variant) => variant !== route)
          .map((variant) => [variant, route] as const),
      ),
      ...Object.entries(REDIRECTS),
    ];
    for (const [variant, route] of variants) {
      const [f, o] = await Promise.all([ask(emulator, variant), ask(local, variant)]);
      if (f.status !== 301 || f.location !== route)
        differ(`redirect ${variant}`, `${f.status} ${f.location}`, `301 ${route}`);
      if (o.status !== f.status || o.location !== f.location)
        differ(`redirect ${variant}`, `${f.status} ${f.location}`, `${o.status} ${o.location}`);
    }
    const missing = `/no-such-page-${Date.now()}`;
    const [f404, o404] = await Promise.all([ask(emulator, missing), ask(local, missing)]);
    const page404 = readFileSync(path.join(root, '404.html'));
    if (f404.status !== 404 || !f404.body.equals(page404))
      differ(
        'an unknown address',
        `${f404.status}, ${f404.body.length} bytes`,
        `404, the site's 404.html (${page404.length} bytes)`,
      );
    if (o404.status !== 404) differ('an unknown address (local)', 404, o404.status);
    // Pages also under their clean URL, where rules for pages (the frame pages' frame-ancestors) apply.
    const files = builtPaths(root).flatMap((f) => (f.endsWith('/index.html') ? [f, f.slice(0, -11) || '/'] : [f]));
    for (const rule of HEADER_RULES) {
      // A file served under its own name: pages answer at their clean URL (their .html forms redirect), and the
      // not-found pages have no address of their own.
      let sample: string | undefined;
      for (const file of files.filter((f) => rule.test.test(f)).slice(0, 50)) {
        if ((await ask(local, file)).status === 200) {
          sample = file;
          break;
        }
      }
      if (!sample) continue;
      const [f, o] = await Promise.all([ask(emulator, sample), ask(local, sample)]);
      for (const [name, value] of Object.entries(headersFor(sample))) {
        if (f.headers.get(name) !== value) differ(`${sample} header ${name}`, f.headers.get(name), value);
        if (o.headers.get(name) !== value) differ(`${sample} header ${name} (local)`, value, o.headers.get(name));
      }
    }
    const checked = `${ROUTES.length} routes with their folder forms, ${redirects.length + variants.length} redirects, the 404 page and ${HEADER_RULES.length} header rules`;
    return { problems, checked };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

if (isEntry(import.meta.url)) {
  const [emulator, root, configFile] = process.argv.slice(2);
  const { problems, checked } = await probe(emulator!, root!, configFile!);
  if (problems.length) {
    console.error(
      `Firebase Hosting would not serve the site as the local server does:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Firebase Hosting emulator serves the site as the local server does: ${checked}.`);
}

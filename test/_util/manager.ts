/**
 * The shop manager at /manage in Chromium, against the Auth and Firestore emulators: a phone at 360 px, signing in
 * through the e-mail link the Auth emulator "sends", and the server's own copy of a document (REST as the owner,
 * which the rules let through), for the suites that drive the manager (test/firestore/manage*.test.ts).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { AuthEmulator } from './auth-emulator.js';
import type { Emulator } from './emulator.js';
import type { BrowserContext as SuiteContext } from './suite.js';

/** Firestore REST fields, read loosely: a test that reads a wrong path fails on its assertion. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Fields = Record<string, any>;

export type ManagerContext = {
  emulator: Emulator;
  auth: AuthEmulator;
  browser: SuiteContext['browser'];
  site: SuiteContext['site'];
};

export const SHOTS = process.env.SHOP_SCREENSHOTS ?? 'dist/screenshots/manage';

const restPath = (docPath: string) => docPath.split('/').map(encodeURIComponent).join('/');

/** A REST read as the owner (the rules do not apply): the server's copy, not a phone's. */
export async function serverDoc(emulator: Emulator, docPath: string): Promise<Fields | null> {
  const response = await fetch(`${emulator.documentsUrl}/${restPath(docPath)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return response.ok ? ((await response.json()) as { fields: Fields }).fields : null;
}

export async function serverDocs(emulator: Emulator, collection: string): Promise<{ name: string; fields: Fields }[]> {
  const response = await fetch(`${emulator.documentsUrl}/${encodeURIComponent(collection)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return ((await response.json()) as { documents?: { name: string; fields: Fields }[] }).documents ?? [];
}

/** Writes a document with REST values as they are (timestamps included), as the publish job's Admin SDK does. */
export async function seedRaw(emulator: Emulator, docPath: string, fields: Fields): Promise<void> {
  const response = await fetch(`${emulator.documentsUrl}/${restPath(docPath)}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`seed ${docPath}: ${response.status} ${await response.text()}`);
}

/**
 * Every text in `root` whose script is not the language of its nearest `lang`: an English run inside Bengali
 * without `lang="en"`, or the reverse, or one text node holding both.
 */
export function unmarked(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const latin = /[A-Za-z]/.test(text);
      const bengali = /[\u0980-\u09ff]/.test(text);
      if (!latin && !bengali) continue;
      const lang = node.parentElement!.closest('[lang]')?.getAttribute('lang') ?? '';
      if ((latin && bengali) || (latin && !lang.startsWith('en')) || (bengali && !lang.startsWith('bn')))
        found.push(`${lang}: ${text}`);
    }
    return found;
  }, root);
}

/**
 * unmarked() on the screen as it stands, in Bengali, then in English (the switch at the top), then back in Bengali.
 * Each waits for the screen to have none (it re-renders after the switch), or gives what is still unmarked.
 */
export async function unmarkedInBoth(page: Page): Promise<{ bn: string[]; en: string[] }> {
  const settled = async () => {
    let found: string[] = [];
    await until('every run marked', async () => (found = await unmarked(page)).length === 0, 3000).catch(() => {});
    return found;
  };
  const bn = await settled();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('button', { name: 'বাংলা', exact: true }).waitFor();
  const en = await settled();
  await page.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await page.getByRole('button', { name: 'English', exact: true }).waitFor();
  return { bn, en };
}

/** The rows of a list of changes on "On the site" ("নতুন" → its products), as the phone shows them. */
export const changeRows = (list: Locator): Promise<(string | null)[][]> =>
  list
    .locator('.changes__row')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );

export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeout = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const managerUrl = ({ site, emulator, auth }: ManagerContext) =>
  `${site.url}/manage/?emulator=${emulator.host}&auth=${auth.host}`;

/** A phone at 360 px; the emulators listen on local ports the production policy rightly does not name. */
export async function phone(context: ManagerContext): Promise<{ phone: BrowserContext; page: Page }> {
  const phoneContext = await context.browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  return { phone: phoneContext, page: await phoneContext.newPage() };
}

/**
 * Opens the manager's sign-in screen, then `before(page)` (a check or a screenshot of that screen), then signs in
 * through the e-mail link the Auth emulator "sends", as a staff member does on the phone.
 */
export async function signIn(
  context: ManagerContext,
  page: Page,
  email: string,
  before?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(managerUrl(context));
  await page.getByRole('heading', { name: 'সাইন ইন করুন' }).waitFor();
  await before?.(page);
  await page.getByLabel('আপনার ই-মেল').fill(email);
  const previous = (await context.auth.oobCodes()).length;
  await page.getByRole('button', { name: 'ই-মেলে লিংক পাঠান' }).click();
  await page.getByText('লিংক পাঠানো হয়েছে').waitFor();
  const codes = await until('the sign-in e-mail', async () => {
    const all = await context.auth.oobCodes();
    return all.length > previous ? all : null;
  });
  const link = codes.filter((c) => c.email === email).at(-1)!.oobLink;
  await page.goto(link);
}

/**
 * No dead ends: every card that offers to buy something (Call, WhatsApp) also opens something the shopper can act
 * on, a product page or a searched listing, on every page of both languages; every WhatsApp link says so on its
 * button, and no button says "Learn More" while it opens a chat.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ENQUIRIES } from '../../src/links.js';
import { ROUTES } from '../../site/pages/routes.js';
import { axeViolations } from '../_util/axe.js';
import { chromiumMissing, eachInPages, withBrowserAndSite, type BrowserContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<BrowserContext>('no dead ends: cards and buttons in Chromium');
withBrowserAndSite(test, skip);
const it = skip ? test.skip : test;

const PHONE = { width: 360, height: 740 };
/** The sentences a purchase message opens with, both languages. */
const BUY = Object.values(ENQUIRIES).flatMap((table) => Object.values(table));

interface CardLinks {
  title: string;
  links: Array<{ href: string; text: string }>;
}

interface RouteLinks {
  route: string;
  /** Cards as the page writes them (the catalogue's own, before and after it upgrades, are the same cards). */
  cards: CardLinks[];
  /**
   * Every link shown, with what it shows: its text without the words only screen readers hear (textContent, since
   * a section that `content-visibility` has not painted yet has no innerText).
   */
  links: Array<{ href: string; text: string }>;
}

let walked: Promise<RouteLinks[]> | undefined;
/**
 * Every route's cards and links, read once for the tests that check them, as the page is parsed: a first visit,
 * without the offline worker (which would save every page the walk opens, and no part of what is read).
 */
function everyRoute({ browser, site }: BrowserContext): Promise<RouteLinks[]> {
  walked ??= (async () => {
    const read: RouteLinks[] = [];
    await eachInPages(browser, ROUTES, { viewport: PHONE }, async (page, route) => {
      await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
      const { cards, links } = await page.evaluate(() => ({
        cards: [...document.querySelectorAll('.card')].map((card) => ({
          title: card.querySelector('.card__title')?.textContent?.trim() ?? '(no title)',
          links: [...card.querySelectorAll('a')].map((a) => ({ href: a.href, text: a.textContent!.trim() })),
        })),
        links: [...document.querySelectorAll('a')]
          .filter((a) => a.getClientRects().length > 0)
          .map((a) => {
            const shown = a.cloneNode(true) as HTMLElement;
            for (const hidden of shown.querySelectorAll('.visually-hidden')) hidden.remove();
            return { href: a.href, text: shown.textContent!.replace(/\s+/g, ' ').trim() };
          }),
      }));
      read.push({ route, cards, links });
    });
    return read;
  })();
  return walked;
}

it('every card that offers Call or a WhatsApp purchase also opens a product page or a search', async (context) => {
  const problems: string[] = [];
  const seen: string[] = [];
  for (const { route, cards } of await everyRoute(context)) {
    for (const card of cards) {
      const chats = card.links.filter((l) => l.href.startsWith('https://wa.me/'));
      const buys = chats.some((l) => BUY.some((s) => new URL(l.href).searchParams.get('text')!.startsWith(s)));
      const calls = card.links.some((l) => l.href.startsWith('tel:'));
      if (!buys && !calls) continue;
      seen.push(`${route} ${card.title}`);
      const opens = card.links.filter((l) => !l.href.startsWith('tel:') && !l.href.startsWith('https://wa.me/'));
      if (opens.length === 0) problems.push(`${route}: "${card.title}" has only Call and WhatsApp`);
      // The purchase message names the page the card opens, not the page the card is on.
      for (const chat of chats) {
        const text = new URL(chat.href).searchParams.get('text')!;
        const named = text.slice(text.lastIndexOf(' — ') + 3);
        const target = opens.map((l) => new URL(l.href)).find((u) => u.pathname !== '/' && u.pathname !== '/bn');
        if (target && new URL(named).pathname + new URL(named).search !== target.pathname + target.search)
          problems.push(`${route}: "${card.title}" WhatsApp names ${named}, the card opens ${target.href}`);
      }
    }
  }
  assert.ok(
    seen.some((s) => s.startsWith('/ ')),
    'the home page has product cards',
  );
  assert.ok(
    seen.some((s) => s.startsWith('/bn ')),
    'the Bengali home page has product cards',
  );
  assert.equal(problems, []);
});

it("the home page's cards open real products, and their searches find sarees, in both languages", async ({
  browser,
  site,
}) => {
  for (const home of ['/', '/bn']) {
    const page = await browser.newPage({ viewport: PHONE });
    // One page opens each searched listing in turn.
    const listing = await browser.newPage({ viewport: PHONE });
    try {
      await page.goto(`${site.url}${home}`, { waitUntil: 'domcontentloaded' });
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll('main .card .card__actions a:first-child')].map((a) => ({
          href: (a as HTMLAnchorElement).href,
          title: a.closest('.card')!.querySelector('.card__title')!.textContent!.trim(),
        })),
      );
      assert.is(targets.length, 15, `${home}: 4 trending, 7 wedding and 4 family cards`);
      for (const { href, title } of targets) {
        const url = new URL(href);
        assert.is(
          url.pathname.startsWith('/bn/'),
          home === '/bn',
          `${home}: "${title}" opens ${href} in the page's language`,
        );
        if (!url.search) {
          // A product page: it exists and is the product the card names.
          const answer = await page.request.get(href);
          assert.is(answer.status(), 200, `${home}: "${title}" → ${href}`);
          const h1 = /<h1[^>]*>([^<]*)</.exec(await answer.text())?.[1] ?? '';
          const words = title.toLowerCase().split(/\s+/);
          assert.ok(
            home === '/bn' || words.every((w) => h1.toLowerCase().includes(w)),
            `${home}: "${title}" opens "${h1}"`,
          );
          continue;
        }
        // A search: the listing keeps ?q= and shows what it finds.
        await listing.goto(href, { waitUntil: 'domcontentloaded' });
        const q = url.searchParams.get('q')!;
        await listing.waitForFunction(
          (query) => document.querySelector('shop-catalogue [role="status"]')?.textContent?.includes(query),
          q,
        );
        assert.is(new URL(listing.url()).searchParams.get('q'), q, `${href} keeps ?q=`);
        const found = await listing.locator('shop-catalogue .card:visible').count();
        assert.ok(found > 0, `${home}: "${title}" → ${href} finds ${found}`);
      }
    } finally {
      await Promise.all([page.close(), listing.close()]);
    }
  }
});

it('the home page names no saree the catalogue lacks (Kanjivaram, peach chiffon)', async ({ browser, site }) => {
  const page = await browser.newPage({ viewport: PHONE });
  try {
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    // textContent: the sections below the first screen are not painted yet (content-visibility), so have no innerText.
    const text = (await page.locator('main').textContent())!;
    for (const gone of ['Kanjivaram', 'Peach Chiffon'])
      assert.not.match(text, gone, `the home page shows no "${gone}": the catalogue has none`);
  } finally {
    await page.close();
  }
});

it('every WhatsApp link says WhatsApp on its button, and no "Learn More" opens a chat or a call', async (context) => {
  const problems: string[] = [];
  for (const { route, links } of await everyRoute(context)) {
    for (const { href, text } of links) {
      if (href.startsWith('https://wa.me/') && !/whatsapp|হোয়াটসঅ্যাপ|^\+?[\d\s\u00a0\u2011]+$/i.test(text))
        problems.push(`${route}: "${text}" opens WhatsApp`);
      if (/learn more|জেনে নিন/i.test(text) && /^(https:\/\/wa\.me\/|tel:)/.test(href))
        problems.push(`${route}: "${text}" → ${href}`);
    }
  }
  assert.equal(problems, []);
});

it('pages with the changed cards and breadcrumb have 0 axe violations', async ({ browser, site }) => {
  const routes = ['/', '/bn', '/wedding_page', '/Kidsware', '/bn/Kidsware', '/saree', '/bn/saree'];
  await eachInPages(browser, routes, { viewport: PHONE }, async (page, route) => {
    await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
    assert.equal(await axeViolations(page), [], `${route}: axe`);
  });
});

test.run();

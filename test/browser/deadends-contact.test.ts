/**
 * No dead ends on the pages that bring a shopper to the shop: WhatsApp beside the call links on the Contact page and
 * the three showroom pages, Karimpur's directions and map above its (closed) accordion, and a listing's Back link
 * that names where it goes. In both languages, at 360 px, with 0 axe violations.
 */
import type { Locator } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { indianDigits } from '../../src/links.js';
import { axeViolations } from '../_util/axe.js';
import { chromiumMissing, withBrowserAndSite, withPage, type PageContext } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<PageContext>('no dead ends: contact and showroom pages in Chromium');
withBrowserAndSite(test, skip);
withPage(test, skip, { width: 360, height: 740 });
const it = skip ? test.skip : test;

const shop = JSON.parse(readFileSync('site/data/shop.json', 'utf8')) as { chatNumber: string };
const CHAT = `https://wa.me/${indianDigits(shop.chatNumber)}?text=`;
/** What a link shows: its text without the words only screen readers hear. */
const shown = (link: Locator) =>
  link.evaluate((a) => {
    const copy = a.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return copy.textContent!.replace(/\s+/g, ' ').trim();
  });
const GOOGLE = /^https:\/\/(www|maps)\.google\.com\//;

for (const [route, button] of [
  ['/Contactus', `WhatsApp ${shop.chatNumber}`],
  ['/Ranaghat_showroom', `WhatsApp ${shop.chatNumber}`],
  ['/Bethuadahari_showroom', `WhatsApp ${shop.chatNumber}`],
  ['/KarimpurShowroom', `WhatsApp ${shop.chatNumber}`],
  ['/bn/Contactus', `হোয়াটসঅ্যাপ করুন ${shop.chatNumber}`],
  ['/bn/Ranaghat_showroom', `হোয়াটসঅ্যাপ করুন ${shop.chatNumber}`],
  ['/bn/Bethuadahari_showroom', `হোয়াটসঅ্যাপ করুন ${shop.chatNumber}`],
  ['/bn/KarimpurShowroom', `হোয়াটসঅ্যাপ করুন ${shop.chatNumber}`],
] as const) {
  it(`${route} offers WhatsApp to the shop's chat number beside the call links`, async ({ page, site, errors }) => {
    await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
    const chat = page.locator(`main a[href^="${CHAT}"]:visible`).first();
    assert.is(
      (await shown(chat)).replace(/[\u00a0\u2011]/g, (c) => (c === '\u00a0' ? ' ' : '-')),
      button,
    );
    assert.is(await chat.getAttribute('target'), '_blank');
    const message = new URL((await chat.getAttribute('href'))!).searchParams.get('text')!;
    assert.ok(message.length > 10, `the chat opens with a message: ${message}`);
    assert.ok((await page.locator('main a[href^="tel:"]').count()) > 0, 'call links too');
    assert.equal(await axeViolations(page), [], `${route}: axe`);
    assert.equal(errors, []);
  });
}

for (const [route, directions, mapButton] of [
  ['/KarimpurShowroom', 'Get directions', 'Load the map from Google Maps'],
  ['/bn/KarimpurShowroom', 'কীভাবে যাবেন', /ম্যাপ/],
] as const) {
  it(`${route}: directions and the map facade show above the accordion, which stays closed`, async ({ page, site }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (GOOGLE.test(request.url())) google.push(request.url());
    });
    await page.route(GOOGLE, (r) =>
      r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Fake map</title><p>Map</p>' }),
    );
    await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
    const link = page.getByRole('link', { name: directions }).first();
    assert.ok(await link.isVisible(), 'directions shown without opening anything');
    const load = page.getByRole('button', { name: mapButton });
    // The card loads its map placeholder as it nears the screen.
    await link.scrollIntoViewIfNeeded();
    await load.waitFor();
    const accordion = page.locator('details.accordion__item').first();
    const [linkBox, loadBox, accordionBox] = await Promise.all([
      link.boundingBox(),
      load.boundingBox(),
      accordion.boundingBox(),
    ]);
    assert.ok(linkBox!.y < accordionBox!.y && loadBox!.y < accordionBox!.y, 'both above the accordion');
    assert.is(await page.locator('details.accordion__item[open]').count(), 0, 'the accordion stays closed');
    assert.equal(google, [], 'no request to Google before the shopper asks');
    // The frame's request is waited for itself: the frame is in the page a moment before it asks for its address.
    const asked = page.waitForRequest(GOOGLE);
    await load.click();
    await page.locator('iframe').first().waitFor();
    await asked;
    assert.ok(google.length > 0, 'the map loads on request');
    assert.equal(await axeViolations(page), [], `${route}: axe`);
  });
}

for (const [route, label, name, href] of [
  ['/saree', '← Womens Wear', 'Back: Womens Wear', '/womens-wear'],
  ['/MenBlazer', '← Mens Wear', 'Back: Mens Wear', '/mens-wear'],
  ['/bn/saree', '← মহিলাদের পোশাক', 'ফিরে যান: মহিলাদের পোশাক', '/bn/womens-wear'],
] as const) {
  it(`${route}: the breadcrumb's Back link shows where it goes`, async ({ page, site }) => {
    await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
    const crumbs = page.locator('nav.breadcrumb a');
    const back = crumbs.nth(1);
    assert.is(await shown(back), label);
    assert.is(await back.getAttribute('href'), href);
    for (const crumb of await crumbs.all()) assert.not.match(await shown(crumb), /^(Back|ফিরে যান)$/);
    await page.getByRole('link', { name }).waitFor();
  });
}

test.run();

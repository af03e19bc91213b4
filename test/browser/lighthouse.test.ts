import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import lighthouse from 'lighthouse';
import { launchChromium, type Browser as Chromium } from '../../bench/chromium.js';
import { ROUTES } from '../../site/routes.js';
import { CHROMIUM } from '../_util/browser.js';
import { serveSite } from '../_util/site.js';
import { chromiumMissing } from '../_util/suite.js';

const skip = chromiumMissing();
const test = suite<{ chromium: Chromium; site: Awaited<ReturnType<typeof serveSite>> }>(
  'Lighthouse accessibility on every route (its own axe run, on the page as loaded, mobile)',
);

// Lighthouse drives Chromium through a debugging port, so it gets one of its own (the shared one is piped).
test.before(async (context) => {
  if (skip) return;
  context.site = await serveSite();
  context.chromium = await launchChromium(CHROMIUM!);
});
test.after(async (context) => {
  await context.chromium?.close();
  await context.site?.close();
});

const it = skip ? test.skip : test;

/**
 * Lighthouse runs axe on the page as it loaded, without scrolling, where the gates test (axe-core in Chromium)
 * looks after the first view has settled: `/bn` once scored 96 here and passed there. A text mark (`<span lang>`)
 * inside a section that `content-visibility` had not painted was checked against the footer under it.
 */
it('every route scores 100 in accessibility; a failing audit is named with its elements', async ({
  chromium,
  site,
}) => {
  const failures: string[] = [];
  for (const route of ROUTES) {
    const result = await lighthouse(`${site.url}${route}`, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['accessibility'],
    });
    assert.ok(result, `Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    const score = lhr.categories.accessibility?.score ?? null;
    if (score === 1) continue;
    const audits = Object.values(lhr.audits).filter(
      (audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0,
    );
    const named = audits.map((audit) => {
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      return `${audit.id}: ${items.map((item) => item.node?.snippet ?? '').join(' ')}`;
    });
    failures.push(`${route} ${score === null ? 'no score' : Math.round(score * 100)}: ${named.join('; ')}`);
  }
  assert.equal(failures, [], failures.join('\n'));
});

test.run();

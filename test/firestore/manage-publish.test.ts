/**
 * From a staff member's phone to the shoppers' site: a saree added with a photo in the shop manager (Chromium at
 * 360 px, Auth and Firestore emulators), then `npm run publish` as the schedule runs it (the Hosting emulator
 * standing in for Firebase Hosting), then the saree's own page with its photo, and the manager's "On the site" tab
 * before and after, which compares the phone's products with what that publish recorded.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import sharp from 'sharp';
import { storedPhotoName } from '../../site/build/product-photos.js';
import { productPath } from '../../src/product-pages.js';
import { authEmulatorMissing, withAuthEmulator } from '../_util/auth-emulator.js';
import { withEmulators } from '../_util/emulator.js';
import { changeRows, phone, serverDocs, signIn, until, type ManagerContext } from '../_util/manager.js';
import {
  phonePhoto,
  publishMissing,
  realSettings,
  runPublish,
  served,
  withPublishing,
  type PublishContext,
} from '../_util/publish.js';
import { chromiumMissing, withBrowserAndSite } from '../_util/suite.js';
import { parse, text } from '../site/helpers.js';

const skip = chromiumMissing() || publishMissing() || authEmulatorMissing();

type Context = ManagerContext & PublishContext;

const STAFF = 'puja@showroom.test';

const test = suite<Context>('from the shop manager to the site (Chromium, emulators, npm run publish)');
withEmulators(test, skip, { emulator: 'firestore.rules' });
withAuthEmulator(test, skip);
withBrowserAndSite(test, skip);
withPublishing(test, skip);
const it = skip ? test.skip : test;

test.before(async ({ emulator }) => {
  if (skip) return;
  await emulator.seed('staff', STAFF, { role: 'staff', addedBy: 'owner@showroom.test' });
  // The shop's real details, saved by the owner: the site has never been published.
  await emulator.seed('settings', 'shop', { ...(await realSettings()), updatedBy: 'owner@showroom.test' });
});

it('a saree added with a photo on a phone has its own page with that photo once npm run publish has run', async (context) => {
  const { emulator } = context;
  const { phone: ctx, page } = await phone(context);
  await signIn(context, page, STAFF);
  await page.getByRole('button', { name: 'নতুন যোগ করুন' }).click();
  await page.getByLabel('ছবি').setInputFiles({
    name: 'IMG_20261128.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto('#0b6e4f', '#f4d35e'),
  });
  await page.getByText('ছবি তৈরি:').waitFor({ timeout: 60_000 });
  await page.getByLabel('নাম (বাংলায়)').fill('সবুজ কাঁথা স্টিচ শাড়ি');
  await page.getByLabel('নাম (ইংরেজিতে)').fill('Green Kantha Stitch Saree');
  await page.getByLabel('বিবরণ (ইংরেজিতে)').fill('Hand-stitched kantha on soft silk');
  await page.getByLabel('দাম (টাকা)').fill('৩৪০০');
  await page.getByRole('button', { name: 'সেভ করুন' }).click();
  const row = page.locator('li.product', { hasText: 'সবুজ কাঁথা স্টিচ শাড়ি' });
  await row.waitFor();
  await row.getByText('পাঠানোর অপেক্ষায়').waitFor({ state: 'detached', timeout: 60_000 });
  const saved = await until('the saree on the server', async () =>
    (await serverDocs(emulator, 'Saree')).find((d) => d.fields.title?.stringValue === 'Green Kantha Stitch Saree'),
  );
  const id = saved.name.split('/').at(-1)!;
  const photoId = saved.fields.photo.stringValue as string;

  // Before the publish, the manager names what waits: the saree and the shop's details.
  await page.getByRole('button', { name: 'সাইটে কবে' }).click();
  const card = page.getByRole('region', { name: 'সাইটে কবে' });
  await card.getByText('সাইট এখনও প্রকাশ হয়নি।').waitFor();
  const waiting = card.getByRole('region', { name: 'পরের প্রকাশের অপেক্ষায়' });
  await waiting.getByText('২টি বদল পরের প্রকাশে সাইটে উঠবে।').waitFor();
  const both = [
    ['নতুন', 'সবুজ কাঁথা স্টিচ শাড়ি'],
    ['দোকানের তথ্য', 'বদলেছে'],
  ];
  assert.equal(await changeRows(waiting), both);

  const run = await runPublish(context);
  assert.is(run.status, 0, run.stderr + run.stdout.slice(-3000));
  assert.match(run.stdout, `: 1 added (Saree/${id}), the shop's settings.`);

  // The saree's page on the site, with the photo the phone took, in each size the page offers.
  const product = await served(context, productPath('Saree', id));
  assert.is(product.status, 200);
  const html = parse(product.body);
  assert.is(text(html.querySelector('h1')), 'Green Kantha Stitch Saree');
  const name = storedPhotoName(photoId);
  const img = html.querySelector('picture img');
  assert.match(img?.getAttribute('src') ?? '', new RegExp(`^/images/photos/products/${name}[-.\\w]*\\.jpg$`));
  const photo = await fetch(new URL(img!.getAttribute('src')!, context.hosting.url));
  assert.is(photo.status, 200);
  const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
  assert.is(meta.format, 'jpeg');
  assert.is(meta.exif, undefined, 'no EXIF on the site');
  assert.ok((meta.height ?? 0) > (meta.width ?? 0), 'upright, as taken');

  // The manager, from what that publish recorded: nothing waits, and the last publish put the saree online.
  await card.getByText('সব বদল সাইটে উঠে গেছে।').waitFor();
  assert.is(await waiting.locator('.changes__row').count(), 0);
  const last = card.getByRole('region', { name: 'শেষ প্রকাশে সাইটে যা উঠেছে' });
  await last.locator('.changes__row').first().waitFor();
  assert.equal(await changeRows(last), both);
  await ctx.close();
});

test.run();

import { z } from 'zod';
import { asciiDigits, indianDigits } from '../links.js';
import { bilingual } from './bilingual.js';
import { withMapLinks } from './maps.js';

/*
 * The schema of the shop's facts (site/data/shop.json). site/build/build.ts validates the
 * file with it before anything is built, so a typo made by the staff fails the
 * build with the field's name instead of shipping a page that dials nothing;
 * the widget bundle then compiles in the same file (src/config/shop.ts).
 */

// A number typed with Bengali digits (৯৮৩০০ ১২৩৪৫) is the same number: the pages show it with 0–9.
const phone = z
  .string()
  .refine((value) => indianDigits(value) !== null, 'expected an Indian phone number (10 digits, optional +91)')
  .transform(asciiDigits);
const httpsUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time such as 10:00');

// India lies between these: a latitude and longitude typed the wrong way round fails instead of mapping the sea.
const LATITUDE = 'expected a latitude in India, between 6 and 36 (decimal degrees, such as 23.18)';
const LONGITUDE = 'expected a longitude in India, between 68 and 98 (decimal degrees, such as 88.57)';

export const showroomSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case letters, digits and dashes'),
    name: bilingual,
    /** The page of this showroom on the site, e.g. /Ranaghat_showroom. */
    route: z.string().startsWith('/'),
    street: bilingual,
    locality: bilingual,
    district: bilingual,
    region: bilingual,
    postalCode: z.string().regex(/^\d{6}$/, 'expected a 6-digit PIN code'),
    tagline: bilingual.optional(),
    phones: z.array(phone).min(1).max(3),
    mapHeight: z.union([z.literal(250), z.literal(300)]),
    /**
     * Where the showroom stands, in decimal degrees (search engines show it on their maps). `approximate: true`
     * while it is the town's position rather than the door's: replace it with the pin of the showroom's map.
     */
    geo: z
      .object({
        lat: z.number().min(6, LATITUDE).max(36, LATITUDE),
        lng: z.number().min(68, LONGITUDE).max(98, LONGITUDE),
        approximate: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  // The map frame and directions link come from the address (src/config/maps.ts), never typed a second time.
  .transform(withMapLinks);

export const shopConfigSchema = z.object({
  /** True while the phone numbers and e-mail are sample values (the real ones are withheld). */
  sampleContactDetails: z.boolean(),
  name: z.string().min(1),
  tagline: bilingual,
  siteUrl: httpsUrl,
  callNumber: phone,
  chatNumber: phone,
  email: z.email('expected an e-mail address'),
  hours: z.object({ opens: time, closes: time, text: bilingual }),
  social: z.object({
    facebook: httpsUrl,
    youtube: httpsUrl,
    /** Embed URL of the video channel's frame on the home page (e.g. a YouTube playlist embed). */
    youtubeEmbed: httpsUrl.optional(),
  }),
  offers: z.array(z.string().min(1)).min(1),
  showrooms: z.array(showroomSchema).min(1),
  /**
   * Firebase web config; when present the site is built from that project's Firestore (its products, photos and
   * settings: site/build/firestore-shop.ts). Shoppers' pages still read only the built files.
   */
  firebase: z
    .object({ apiKey: z.string().min(1), projectId: z.string().min(1) })
    .catchall(z.string())
    .optional(),
});

export type ShopConfig = z.infer<typeof shopConfigSchema>;
export type Showroom = z.infer<typeof showroomSchema>;

/** Validates a parsed config; throws an Error whose message names every bad field. */
export function parseShopConfig(data: unknown, source = 'shop config'): ShopConfig {
  const result = shopConfigSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.reduce<string>(
      (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${String(key)}` : String(key)),
      '',
    );
    return `  ${field || '(root)'}: ${issue.message}`;
  });
  throw new Error(`Invalid ${source}:\n${problems.join('\n')}`);
}

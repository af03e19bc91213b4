/**
 * The content files of the site's pages (site/data/content/*.json): card texts,
 * pictures and links. Validated at build time, so a typo made by the staff
 * fails the build with the file and the field named. Shop facts (addresses,
 * numbers, hours) are not here: they live in site/data/shop.json.
 */
import { z } from 'zod';
import { ROUTE_TABLE as ROUTES } from './routes.js';
import { COLLECTIONS } from '../../src/product.js';
import { LISTING_ROUTES } from '../../src/product-pages.js';
import { bilingual as text } from '../../src/config/bilingual.js';
import type { Localized } from '../../src/localize.js';

/** Text in one language only: names (a brand, a showroom id) and the Bengali banner headline. */
const plain = z.string().trim().min(1, 'expected text');
/** Meta descriptions show whole in search results only up to about 170 characters, in either language. */
const description = text.refine((value) => value.en.length <= 170 && value.bn.length <= 170, {
  message: 'keep the description under 170 characters in each language',
});

const LISTINGS: readonly string[] = Object.values(LISTING_ROUTES);

/** A page of the route table, optionally with a #fragment; links never point at a redirect. */
const route = z.string().refine((value) => (ROUTES as readonly string[]).includes(value.split('#')[0]!), {
  message: `expected one of the site's routes (${ROUTES.join(', ')})`,
});

/**
 * Builds the schemas for a set of known picture names (the drawings in
 * site/sample/artwork/site.ts plus the photos in site/data/photos/).
 */
export function contentSchemas(images: ReadonlySet<string>) {
  const image = z.string().refine((name) => images.has(name), {
    message: 'expected the name of a drawing in site/sample/artwork/site.ts or of a photo in site/data/photos/',
  });
  const picture = z.object({ image, alt: text, caption: text.optional() });
  const meta = { title: text, description, heading: text };
  /** A card that opens a page, or asks the shop about the item on WhatsApp (never a dead link). */
  const link = z.union([z.object({ href: route, label: text }), z.object({ enquiry: text, label: text })]);
  /**
   * What a product card opens besides Call and WhatsApp: the page of a product of the catalogue (its id, e.g.
   * `saree-026`), or a listing searched for words (`/saree?q=wedding`) with the button's label.
   */
  const opens = z.union([
    z.object({ product: plain }),
    z.object({
      listing: z.string().refine((value) => LISTINGS.includes(value), {
        message: `expected a listing page (${LISTINGS.join(', ')})`,
      }),
      search: text,
      label: text,
    }),
  ]);
  const productCard = z.object({ title: text, des: text, image, alt: text, opens });
  const collection = z.object({
    ...meta,
    /** Heading of the home page section, e.g. "Best Trending Saree". */
    section: text,
    explore: route,
    /** Which enquiry sentence the cards' WhatsApp links open with (src/links.ts ENQUIRY). */
    enquiry: z.enum(['saree', 'item']),
    cards: z.array(productCard).min(1),
  });
  const gallery = z.object({ label: text, items: z.array(picture).min(1) });

  return {
    site: z.object({
      credit: z.object({ text, name: plain, href: z.url({ protocol: /^https$/, error: 'expected an https URL' }) }),
      notFound: z.object({ title: text, heading: text, text }),
    }),
    home: z.object({
      title: text,
      description,
      heading: text,
      slides: z.array(picture).length(4, 'expected 4 slides'),
      categories: z.object({
        heading: text,
        cards: z.array(z.object({ title: text, image, alt: text, href: route })).length(4, 'expected 4 category cards'),
      }),
      showrooms: z.object({ heading: text, advertisement: picture }),
      welcome: text,
      /** A Bengali headline on pages of both languages (as the offers are), and a line in the page's language. */
      showroomBanner: z.object({ headline: plain, line: text, showrooms: z.array(plain).min(1) }),
      social: z.object({ heading: text, facebook: text, youtube: text }),
    }),
    collections: z.object({
      trending: collection.extend({ cards: z.array(productCard).length(4, 'expected 4 trending cards') }),
      wedding: collection.extend({ cards: z.array(productCard).length(7, 'expected 7 wedding cards') }),
      family: collection.extend({ cards: z.array(productCard).length(4, 'expected 4 family cards') }),
    }),
    landing: z.record(
      route,
      z.object({
        ...meta,
        intro: text.optional(),
        cards: z.array(z.object({ title: text, des: text, image, alt: text, link })).min(1),
      }),
    ),
    listings: z.record(route, z.object({ ...meta, collection: z.enum(COLLECTIONS), back: route })),
    showrooms: z.record(
      z.string(),
      z.object({
        description: text,
        front: picture.optional(),
        photos: gallery.optional(),
        carousel: z.array(picture).min(1).optional(),
        gallery: gallery.extend({ heading: text }).optional(),
      }),
    ),
    contact: z.object({
      ...meta,
      cards: z.object({
        email: z.object({ heading: text, text }),
        video: z.object({ heading: text, text }),
        social: z.object({ heading: text, text }),
        talk: z.object({ heading: text, text }),
      }),
      tabs: z.object({
        online: z.object({ heading: text, text }),
        inStore: z.object({ heading: text, text }),
        helpLine: z.object({ heading: text, text }),
      }),
    }),
  };
}

type Schemas = ReturnType<typeof contentSchemas>;
export type ContentFile = keyof Schemas;
/** The content files as written: every shop text in both languages. */
export type BilingualContent = { [K in ContentFile]: z.infer<Schemas[K]> };
/** The content in one language, as page modules read it (src/i18n.ts `localize`). */
export type Content = Localized<BilingualContent>;
export type Picture = Content['home']['slides'][number];
export type ProductCard = Content['collections']['trending']['cards'][number];
export type Collection = Content['collections']['trending'];
export type LandingCard = Content['landing'][string]['cards'][number];
export type Gallery = NonNullable<Content['showrooms'][string]['photos']>;
export const CONTENT_FILES = [
  'site',
  'home',
  'collections',
  'landing',
  'listings',
  'showrooms',
  'contact',
] as const satisfies readonly ContentFile[];

import type { ShopConfig, Showroom } from '../../src/config/schema.js';
import type { Lang } from '../../src/i18n.js';
import type { Localized } from '../../src/localize.js';
import type { Collection, Product } from '../../src/product.js';
import type { BilingualContent, Content } from './content-schema.js';
import type { Html } from './html.js';
import type { SiteImages } from '../build/images.js';
import type { PageStrings } from './strings.js';

export type LocalShop = Localized<ShopConfig>;
export type LocalShowroom = Localized<Showroom>;

/** The validated data of the whole site, every shop text in both languages. */
export interface SiteData extends Omit<SiteContext, 'shop' | 'content' | 'lang' | 't'> {
  shop: ShopConfig;
  content: BilingualContent;
}

/** Everything a page module may read: validated data only, in the language of the page being built. */
export interface SiteContext {
  lang: Lang;
  /** The template texts of `lang` (pages/strings.ts). */
  t: PageStrings;
  shop: LocalShop;
  content: Content;
  images: SiteImages;
  /** Validated products of each collection, image URLs site-relative where they are the site's own. */
  products: Record<Collection, Product[]>;
  /** Folder of the content files, for error messages. */
  contentDir: string;
  /** Widgets with a built entry (dist/site/widgets/<name>.js); pages load the ones they use. */
  widgets: ReadonlySet<string>;
  /** Whether each language has its own widget bundle (widgets/<lang>/<name>.js), with only its strings. */
  languageBundles: boolean;
  /**
   * Products come from Firestore, where the staff may remove one a home card opens: that card then opens the saree
   * listing searched for its title, and the build says so, instead of stopping the publish.
   */
  productsFromFirestore?: boolean;
}

export interface Crumb {
  label: string;
  href: string;
  /** Said to screen readers after the label. */
  hint?: string;
  /** A link back up (the listing's spec'd Back): shown with a back arrow, read as "Back: <label>". */
  back?: boolean;
}

/** What a page module returns; layout.ts wraps it in the shared head, header and footer. */
export interface Page {
  /** Without the shop's name, which the layout adds. */
  title: string;
  description: string;
  /** Trail after Home; the last crumb is the page itself. None on the home page. */
  crumbs: Crumb[];
  /** The main content, starting with the page's one h1. */
  body: Html;
  /** schema.org objects written as JSON-LD. */
  jsonLd?: unknown[];
  /** The 404 page is not for search engines. */
  noindex?: boolean;
  /** The link preview's picture (absolute URL); default the shop's share picture. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Open Graph type; default `website`. */
  type?: 'website' | 'product';
  /** Site scripts the page needs besides its widgets (`/assets/share.js`). */
  scripts?: string[];
}

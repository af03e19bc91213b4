/**
 * `/assets/site.css`, the one stylesheet every page links: the page's own
 * styles from `site/styles/`, then each widget's `placeholder.css` (the box its
 * element takes before it upgrades, kept beside the widget so its layout changes
 * in one folder). One file keeps pages at a single stylesheet request and the
 * Content-Security-Policy at `style-src 'self'`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { WIDGETS } from '../../widgets/entries.mjs';
import { scopeCss } from './scope-css.js';

/**
 * Page styles in cascade order. After the widgets' shared styles: the page's offers, which change the banner's; last,
 * motion, so its reduced-motion overrides follow every transition.
 */
const PAGE_STYLES = [
  'base',
  'header',
  'nav',
  'layout',
  'home',
  'cards',
  'showroom',
  'contact',
  'footer',
  'offline',
  'product',
  'embed',
];
const LAST = ['offers', 'motion'];
/** Widget styles that also dress a prerendered copy of the widget's markup in the page (one source each). */
const SHARED = [
  { file: 'widgets/catalogue/card.css', scope: 'shop-catalogue' },
  { file: 'widgets/catalogue/bar.css', scope: 'shop-catalogue' },
  // The offers at the top of every page are the banner's markup without its script (site/pages/layout.ts).
  { file: 'widgets/offer-banner/offer-banner.css', scope: '.offers' },
];
/** Where the `--shop-*` theme defaults are declared for the shadow roots; the page copies take the same values. */
const THEME = 'widgets/_runtime/base.css';

const styleFile = (name: string) => `site/styles/${name}.css`;

/** Each widget's placeholder geometry, beside its component. */
const placeholders = (): string[] =>
  WIDGETS.map((name) => `widgets/${name}/placeholder.css`).filter((file) => existsSync(file));

/** Every source file of the stylesheet (for a watcher: a change to any of them means writing it again). */
export const stylesheetSources = (): string[] => [
  ...PAGE_STYLES.map(styleFile),
  ...SHARED.map(({ file }) => file),
  THEME,
  ...placeholders(),
  ...LAST.map(styleFile),
];

/** The `--shop-*` declarations of the theme's `:host` rule. */
export async function themeDefaults(): Promise<string[]> {
  const host = /:host\s*{([^}]*)}/.exec(await readFile(THEME, 'utf8'))?.[1] ?? '';
  return [...host.matchAll(/(--shop-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => `${name}: ${value};`);
}

/**
 * A shared widget stylesheet for its page copy: scoped to the element and given the theme defaults on the
 * element's light-DOM children (not on the element, whose shadow root takes them from its own `:host`).
 */
async function sharedStyles(file: string, scope: string): Promise<string> {
  const defaults = (await themeDefaults()).map((line) => `  ${line}`).join('\n');
  const css = scopeCss(await readFile(file, 'utf8'), scope).trim();
  return `/* ${file}, for the copy prerendered inside ${scope} */\n${scope} > * {\n${defaults}\n}\n${css}\n`;
}

const sourceFile = async (file: string) => `/* ${file} */\n${(await readFile(file, 'utf8')).trim()}\n`;

/** The banner's scrolling speed, as in `<shop-offer-banner>` (its default `speed`). */
const OFFER_SPEED = 60;
/**
 * Average advance of one character of the offers, in em: measured in Chromium with Noto Sans Bengali, the font
 * Android phones show Bengali in (the three offers: 1 233 px for 142 characters and three separators, at 16 px, semibold).
 */
const EM_PER_CHAR = 0.47;
/** Space each offer's separator takes, in em: the mark and `--shop-offer-gap` on both sides. */
const EM_PER_SEPARATOR = 3.5;

/** The offers' font size (`.offers` in site/styles/offers.css). */
const OFFER_FONT_PX = 16;
/** The shortest lap: each copy of the offers is at least a screen wide, so a short list must not race across. */
const MIN_LAP = 20;

/**
 * The page's banner has no script to measure one lap of its offers, as the widget does: the lap is set here from
 * their length, so the line moves at about the widget's speed (on another font, up to a fifth faster or slower).
 */
export function offerLap(offers: readonly string[]): number {
  const chars = offers.reduce((sum, offer) => sum + [...offer].length, 0);
  const width = (chars * EM_PER_CHAR + offers.length * EM_PER_SEPARATOR) * OFFER_FONT_PX;
  return Math.max(MIN_LAP, Math.round((width / OFFER_SPEED) * 10) / 10);
}

export async function siteStylesheet(offers: readonly string[]): Promise<string> {
  const parts = await Promise.all([
    ...PAGE_STYLES.map((name) => sourceFile(styleFile(name))),
    ...SHARED.map(({ file, scope }) => sharedStyles(file, scope)),
    `/* one lap of the page's offers */\n.offers .banner__rail {\n  --offer-lap: ${offerLap(offers)}s;\n}\n`,
    ...placeholders().map(sourceFile),
    ...LAST.map((name) => sourceFile(styleFile(name))),
  ]);
  return parts.join('\n');
}

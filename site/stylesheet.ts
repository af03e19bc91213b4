/**
 * `/assets/site.css`, the one stylesheet every page links: the page's own
 * styles from `site/styles/`, then each widget's `placeholder.css` (the box its
 * element takes before it upgrades, kept beside the widget so its layout changes
 * in one folder). One file keeps pages at a single stylesheet request and the
 * Content-Security-Policy at `style-src 'self'`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { WIDGETS } from '../rollup.config.mjs';

/** Page styles in cascade order; motion comes last so its reduced-motion overrides follow every transition. */
const PAGE_STYLES = ['base', 'header', 'nav', 'layout', 'home', 'cards', 'showroom', 'contact', 'footer'];
const LAST = ['motion'];

/** Source files of the stylesheet, in the order they are joined. */
export function stylesheetSources(): string[] {
  const placeholders = WIDGETS.map((name) => `widgets/${name}/placeholder.css`).filter((file) => existsSync(file));
  return [...PAGE_STYLES.map(styleFile), ...placeholders, ...LAST.map(styleFile)];
}

const styleFile = (name: string) => `site/styles/${name}.css`;

export async function siteStylesheet(): Promise<string> {
  const parts = await Promise.all(
    stylesheetSources().map(async (file) => `/* ${file} */\n${(await readFile(file, 'utf8')).trim()}\n`),
  );
  return parts.join('\n');
}

/**
 * One address per page: the redirect rules, generated from the route table (routes.ts), that send every other
 * spelling of a route to it with a 301. The same rules go into firebase.json (as Hosting `regex` redirects) and
 * drive the local server (site/server/serve.ts), so both answer alike, and routes added to ROUTES get them for free.
 *
 * The patterns use only what both RE2 (Hosting) and JavaScript read alike: character classes, groups and
 * alternation. RE2 has no look-ahead, so "any letter case but the right one" is spelled out as: the same text up
 * to some letter, that letter in the other case, then any case.
 */
import { REDIRECTS, ROUTES } from '../pages/routes.js';

export interface RedirectRule {
  /** Anchored pattern over the request path. */
  regex: string;
  destination: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const otherCase = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
const hasCase = (c: string) => c.toLowerCase() !== c.toUpperCase();
const anyCase = (text: string) =>
  [...text].map((c) => (hasCase(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escape(c))).join('');

/** Every spelling of `text` that differs from it only in letter case, and is not `text` itself. */
function otherCasings(text: string): string {
  const chars = [...text];
  const options = chars.flatMap((c, i) =>
    hasCase(c)
      ? [escape(chars.slice(0, i).join('')) + escape(otherCase(c)) + anyCase(chars.slice(i + 1).join(''))]
      : [],
  );
  return options.length ? `(?:${options.join('|')})` : '';
}

// What Hosting's cleanUrls and trailingSlash:false leave reachable (or redirect in two hops) for a page in a folder.
const FILE_FORMS = '(?:/|/index|/index\\.html|\\.html)';

function routeRule(route: string): RedirectRule {
  if (route === '/') return { regex: `^/${anyCase('index')}(?:\\.${anyCase('html')})?$`, destination: '/' };
  const exact = escape(route);
  const other = otherCasings(route);
  return { regex: `^(?:${exact}${FILE_FORMS}|${other}${FILE_FORMS}?)$`, destination: route };
}

/** The spec's other spellings (`/kids-wear`), in any letter case and form, to their route. */
function aliasRule([from, to]: [string, string]): RedirectRule {
  return { regex: `^${anyCase(from)}${FILE_FORMS}?$`, destination: to };
}

/** Spellings that are only a case variant of a route are already covered by the route's own rule. */
const isCaseVariant = (from: string) => ROUTES.some((route) => route.toLowerCase() === from.toLowerCase());
const aliases = Object.entries(REDIRECTS).filter(([from]) => !isCaseVariant(from));

export const REDIRECT_RULES: RedirectRule[] = [
  ...ROUTES.map(routeRule),
  ...[...new Map(aliases.map(([from, to]) => [from.toLowerCase(), to])).entries()].map(aliasRule),
];

const compiled = REDIRECT_RULES.map((rule) => ({ test: new RegExp(rule.regex), destination: rule.destination }));

/** Where a request path redirects to, or undefined when it is served (or not found) as it is. */
export function redirectFor(pathname: string): string | undefined {
  return compiled.find((rule) => rule.test.test(pathname))?.destination;
}

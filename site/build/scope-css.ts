/**
 * Scopes a widget's shadow-root stylesheet for use in the page: every selector gets the element's tag in front
 * (`.card` → `shop-catalogue .card`), so the prerendered copy inside the element looks as the widget draws it
 * and nothing else on the page is touched. Handles rules, comments and @media; @keyframes stay as they are.
 * A bare `:host` rule (a widget's own custom properties) applies to the element's children, where the page copy
 * takes the theme's defaults too (site/build/stylesheet.ts), so one can name another. Enough for the widgets' own CSS,
 * which has no `:host(…)` rules and no strings with braces.
 */
export function scopeCss(css: string, scope: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open === -1) return out + css.slice(i);
    const prelude = css.slice(i, open);
    const close = matchingBrace(css, open);
    const block = css.slice(open + 1, close);
    const head = prelude;
    const selector = head.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    const lead = head.slice(0, head.length - head.trimStart().length);
    if (selector.startsWith('@media') || selector.startsWith('@supports')) {
      out += `${prelude}{${scopeCss(block, scope)}}`;
    } else if (selector.startsWith('@')) {
      out += `${prelude}{${block}}`;
    } else {
      const comments = head.trim().match(/^(\/\*[\s\S]*?\*\/\s*)*/)![0];
      const scoped = selector
        .split(',')
        .map((part) => (part.trim() === ':host' ? `${scope} > *` : `${scope} ${part.trim()}`))
        .join(',\n');
      out += `${lead}${comments}${scoped} {${block}}`;
    }
    i = close + 1;
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in CSS after: ${css.slice(open, open + 40)}`);
}

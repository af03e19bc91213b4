/**
 * Small drawing pieces for the site's placeholder artwork (site/sample/artwork/site.ts):
 * the shop's palette, seeded randomness, garlands, lamps, shopping bags and
 * flat figures of shoppers. Everything returns SVG markup as text.
 */
import { mulberry32, pick, type Rng } from '../random.js';
import { productSvg } from './products.js';

export const PALETTE = {
  maroon: '#800000',
  deep: '#5a0a12',
  gold: '#c9a13b',
  goldLight: '#f2c14e',
  cream: '#fbf5ea',
  blush: '#f6e4d8',
  marigold: '#f29f05',
  marigoldDeep: '#e07b00',
  leaf: '#3f7d4e',
  rose: '#d6246e',
  wood: '#8a5a3b',
  woodDark: '#6b4429',
} as const;

export const SKIN = ['#c68b59', '#a86b3c', '#d9a066', '#b7794a'] as const;
/** Garment colours that sit well beside maroon and gold. */
export const CLOTH = [
  '#b01f2a',
  '#7a1626',
  '#0e6f86',
  '#1d5b3c',
  '#d09a1c',
  '#6a3a8c',
  '#d6246e',
  '#18807c',
  '#e8772a',
  '#1f2d55',
] as const;

export type { Rng };
export { pick };

/** FNV-1a of the name seeds mulberry32, so each picture is the same on every build. */
export function seeded(name: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return mulberry32(h);
}

export const round = (n: number): number => Math.round(n * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole SVG document; the title is the only text the picture carries. */
export function svgDocument(width: number, height: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
  );
}

/** A vertical gradient with the given id. */
export function vgrad(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/**
 * A product drawing (products.ts) placed into a bigger picture: its backdrop
 * dropped and its ids prefixed, so several garments can share one document.
 */
export function garment(slug: string, title: string, x: number, y: number, scale: number, prefix: string): string {
  const inner = productSvg(slug, prefix, title)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<title>.*?<\/title>/, '')
    .replace(/<rect width="400" height="500" fill="url\(#b\)"\/>/, '')
    .replace(/id="(\w+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#(\w+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#(\w+)"/g, `href="#${prefix}$1"`);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${inner}</g>`;
}

/** A string of marigolds sagging from (x1, y) to (x2, y). */
export function garland(x1: number, x2: number, y: number, sag: number, size = 7): string {
  const count = Math.max(3, Math.round((x2 - x1) / (size * 1.7)));
  let flowers = '';
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const cy = y + 4 * sag * t * (1 - t);
    flowers += `<circle cx="${round(x)}" cy="${round(cy)}" r="${size}" fill="${i % 3 === 1 ? PALETTE.marigoldDeep : PALETTE.marigold}"/>`;
    if (i % 4 === 2)
      flowers += `<ellipse cx="${round(x)}" cy="${round(cy + size + 3)}" rx="${size * 0.5}" ry="${size}" fill="${PALETTE.leaf}"/>`;
  }
  return `<g>${flowers}</g>`;
}

/** Hanging strands of marigolds, e.g. at a doorway. */
export function strands(x1: number, x2: number, y: number, length: number, gap = 28): string {
  let out = '';
  for (let x = x1; x <= x2; x += gap) {
    for (let d = 0; d < length; d += 12) {
      out += `<circle cx="${x}" cy="${y + d}" r="6" fill="${(d / 12) % 2 ? PALETTE.marigoldDeep : PALETTE.marigold}"/>`;
    }
  }
  return out;
}

/** Triangle bunting along a straight line. */
export function bunting(
  x1: number,
  x2: number,
  y: number,
  colours: readonly string[] = [PALETTE.maroon, PALETTE.goldLight, PALETTE.rose],
): string {
  let out = `<path d="M${x1} ${y}H${x2}" stroke="${PALETTE.woodDark}" stroke-width="2"/>`;
  let i = 0;
  for (let x = x1; x < x2 - 20; x += 40, i++)
    out += `<path d="M${x + 4} ${y}h32l-16 30z" fill="${colours[i % colours.length]}"/>`;
  return out;
}

/** An oil lamp (diya) standing at (x, y). */
export function diya(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="-30" rx="9" ry="16" fill="#ffd34d" opacity=".35"/>` +
    `<path d="M0-40c6 8 7 14 0 18-7-4-6-10 0-18z" fill="${PALETTE.goldLight}"/><path d="M0-33c3 5 3 8 0 10-3-2-3-5 0-10z" fill="#fff3c4"/>` +
    `<path d="M-22-20h44c-4 14-14 20-22 20s-18-6-22-20z" fill="${PALETTE.marigoldDeep}"/><path d="M-22-20h44" stroke="${PALETTE.maroon}" stroke-width="3"/></g>`
  );
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, colour: string = PALETTE.goldLight): string {
  const q = r * 0.25;
  return `<path d="M${x} ${y - r}Q${x + q} ${y - q} ${x + r} ${y}Q${x + q} ${y + q} ${x} ${y + r}Q${x - q} ${y + q} ${x - r} ${y}Q${x - q} ${y - q} ${x} ${y - r}z" fill="${colour}"/>`;
}

/** A balloon on a string, its knot at (x, y). */
export function balloon(x: number, y: number, colour: string, length = 70): string {
  return (
    `<path d="M${x} ${y}q-8 ${length / 2} 4 ${length}" fill="none" stroke="#8b8f96" stroke-width="1.5"/>` +
    `<ellipse cx="${x}" cy="${y - 30}" rx="24" ry="30" fill="${colour}"/><ellipse cx="${x - 8}" cy="${y - 40}" rx="6" ry="9" fill="#fff" opacity=".35"/>` +
    `<path d="M${x - 4} ${y + 4}h8l-4-6z" fill="${colour}"/>`
  );
}

/** A shopping bag whose bottom centre is at (x, y). */
export function bag(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  trim: string = PALETTE.goldLight,
): string {
  return (
    `<path d="M${x - w * 0.3} ${y - h}a${w * 0.3} ${h * 0.35} 0 0 1 ${w * 0.6} 0" fill="none" stroke="${trim}" stroke-width="${Math.max(2, w * 0.06)}"/>` +
    `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" rx="${w * 0.08}" fill="${colour}"/>` +
    `<path d="M${x - w / 2} ${y - h * 0.25}h${w}" stroke="${trim}" stroke-width="${Math.max(2, w * 0.05)}"/>`
  );
}

export interface Figure {
  /** Feet centre. */
  x: number;
  y: number;
  /** 1 draws a grown-up 300 units tall. */
  scale: number;
  skin: string;
  cloth: string;
  trim: string;
  /** Optional shopping bag colour, held in the right hand. */
  bag?: string;
}

const HAIR = '#2b1d16';

/** A woman in a saree, flat and faceless like a poster figure. */
export function woman(f: Figure): string {
  return (
    `<g transform="translate(${f.x} ${f.y}) scale(${f.scale})">` +
    `<circle cx="14" cy="-272" r="11" fill="${HAIR}"/><circle cx="0" cy="-262" r="21" fill="${f.skin}"/><path d="M-21-266a21 21 0 0 1 42-2c-10-8-30-8-42 2z" fill="${HAIR}"/>` +
    `<path d="M-7-243h14v14h-14z" fill="${f.skin}"/>` +
    `<path d="M-30-232c-10 40-8 70-4 92l-10 140h88l-10-140c4-22 6-52-4-92z" fill="${f.cloth}"/>` +
    `<path d="M-30-232l60 70v22l-60-70z" fill="${f.trim}" opacity=".9"/><path d="M-44-6h88v6h-88z" fill="${f.trim}"/>` +
    `<path d="M-30-226l-14 90" stroke="${f.skin}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M30-226l12 90" stroke="${f.skin}" stroke-width="11" stroke-linecap="round"/>` +
    (f.bag ? bag(46, -84, 40, 50, f.bag) : '') +
    `</g>`
  );
}

/** A man in a punjabi and pyjama. */
export function man(f: Figure): string {
  return (
    `<g transform="translate(${f.x} ${f.y}) scale(${f.scale})">` +
    `<circle cx="0" cy="-272" r="22" fill="${f.skin}"/><path d="M-22-276a22 22 0 0 1 44 0c-8-12-36-12-44 0z" fill="${HAIR}"/>` +
    `<path d="M-8-252h16v14h-16z" fill="${f.skin}"/>` +
    `<path d="M-16 0l4-120h24l4 120h-12l-4-100-4 100z" fill="#efe6d4"/>` +
    `<path d="M-36-240c-6 40-8 100-6 148h84c2-48 0-108-6-148z" fill="${f.cloth}"/>` +
    `<path d="M-4-240h8v70h-8z" fill="${f.trim}"/>` +
    `<path d="M-36-234l-12 110" stroke="${f.cloth}" stroke-width="16" stroke-linecap="round"/><path d="M-48-124v4" stroke="${f.skin}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M36-234l12 110" stroke="${f.cloth}" stroke-width="16" stroke-linecap="round"/><path d="M48-124v4" stroke="${f.skin}" stroke-width="12" stroke-linecap="round"/>` +
    (f.bag ? bag(54, -76, 42, 52, f.bag) : '') +
    `</g>`
  );
}

/** A child in a frock or a T-shirt and shorts (scale about 0.6 of a grown-up). */
export function child(f: Figure, frock: boolean): string {
  const body = frock
    ? `<path d="M-22-200h44l20 110h-84z" fill="${f.cloth}"/><path d="M-42-96h84v8h-84z" fill="${f.trim}"/>` +
      `<path d="M-10-88v88M10-88v88" stroke="${f.skin}" stroke-width="10" stroke-linecap="round"/>`
    : `<path d="M-26-200h52l4 100h-60z" fill="${f.cloth}"/><path d="M-28-104h56l2 40h-60z" fill="${f.trim}"/>` +
      `<path d="M-12-64v64M12-64v64" stroke="${f.skin}" stroke-width="11" stroke-linecap="round"/>`;
  return (
    `<g transform="translate(${f.x} ${f.y}) scale(${f.scale})">` +
    `<circle cx="0" cy="-234" r="26" fill="${f.skin}"/><path d="M-26-238a26 26 0 0 1 52 0c-10-14-42-14-52 0z" fill="${HAIR}"/>` +
    body +
    `<path d="M-24-194l-12 70M24-194l12 70" stroke="${f.skin}" stroke-width="10" stroke-linecap="round"/>` +
    (f.bag ? bag(40, -110, 30, 36, f.bag) : '') +
    `</g>`
  );
}

/** A decorative paisley (kalka) in a w×h box at (x, y). */
export function paisley(x: number, y: number, s: number, fill: string, eye: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M30 0c22 6 34 28 30 50-4 24-26 40-48 36C-4 82-12 64-4 54c8-10 22-6 28-14 8-12-8-24 6-40z" fill="${fill}"/>` +
    `<circle cx="30" cy="54" r="10" fill="${eye}"/></g>`
  );
}

/**
 * Card pictures (400×500) for the garments the product drawings (products.ts)
 * do not cover: churidar, shirt, jacket, lehenga, accessories, and groups of
 * garments for the family and category cards.
 */
import { PALETTE, escapeXml, garment, vgrad } from './shapes.js';

const HANGER =
  '<path d="M200 58v-10a10 10 0 1 0-10-10M200 58l-64 26h128z" fill="none" stroke="#8b8f96" stroke-width="3" stroke-linejoin="round"/>';

/** Mixes two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const ca = parseInt(a.slice(1), 16);
  const cb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((ca >> shift) & 255) * (1 - t) + ((cb >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A card document: a soft backdrop tinted towards `tint`, then the drawing. */
export function card(title: string, tint: string, art: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><title>${escapeXml(title)}</title>` +
    `<defs>${vgrad('bg', mix(tint, '#fbf8f3', 0.9), mix(tint, '#efe7dc', 0.8))}${defs}</defs>` +
    `<rect width="400" height="500" fill="url(#bg)"/>${art}</svg>`
  );
}

function churidar(body: string, trim: string): string {
  return (
    HANGER +
    `<path d="M178 80l-44 14c-18 6-24 18-28 36l-18 120 30 6 14-96-10 230h156l-10-230 14 96 30-6-18-120c-4-18-10-30-28-36l-44-14c-8 10-40 10-48 0z" fill="${body}"/>` +
    `<path d="M182 82c8 14 28 14 36 0v10c-8 12-28 12-36 0z" fill="${trim}"/><path d="M196 96h8v90h-8z" fill="${trim}"/>` +
    `<path d="M124 360h152l4 10h-160z" fill="${trim}"/>` +
    `<path d="M164 370h30l-4 100h-18zM206 370h30l-8 100h-18z" fill="${mix(body, '#ffffff', 0.55)}"/>` +
    `<path d="M168 430h20M170 446h18M212 430h20M212 446h18" stroke="${mix(body, '#000000', 0.3)}" stroke-width="2"/>` +
    `<path d="M140 94c-12 60-6 180 10 270l18-2c-10-90-14-190-4-262z" fill="${trim}" opacity=".75"/>`
  );
}

function shirt(body: string, trim: string): string {
  return (
    HANGER +
    `<path d="M176 82l-54 18c-22 8-30 20-34 44l-22 170 32 6 22-150v236h160v-236l22 150 32-6-22-170c-4-24-12-36-34-44l-54-18z" fill="${body}"/>` +
    `<path d="M176 82l24 22 24-22 6 18-30 20-30-20z" fill="${mix(body, '#ffffff', 0.35)}" stroke="${mix(body, '#000000', 0.35)}" stroke-width="2"/>` +
    `<path d="M200 120v286" stroke="${mix(body, '#000000', 0.3)}" stroke-width="2"/>` +
    `<path d="M200 140v0M200 180v0M200 220v0M200 260v0M200 300v0M200 340v0" stroke="${trim}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M220 150h34v30h-34z" fill="none" stroke="${mix(body, '#000000', 0.3)}" stroke-width="2"/>` +
    `<path d="M66 300l34 6M334 300l-34 6" stroke="${trim}" stroke-width="6"/>`
  );
}

function jacket(body: string, trim: string): string {
  return (
    HANGER +
    `<path d="M170 80l-40 14c-16 6-22 16-22 32v42h184v-42c0-16-6-26-22-32l-40-14z" fill="#efe6d4"/>` +
    `<path d="M176 78l-40 14c-14 6-18 16-18 30l-6 270h176l-6-270c0-14-4-24-18-30l-40-14-24 40z" fill="${body}"/>` +
    `<path d="M178 76c8 6 36 6 44 0v14c-8 6-36 6-44 0z" fill="${mix(body, '#000000', 0.3)}"/>` +
    `<path d="M200 118v274" stroke="${mix(body, '#000000', 0.35)}" stroke-width="2"/>` +
    `<path d="M206 140v0M206 180v0M206 220v0M206 260v0M206 300v0" stroke="${trim}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M140 300h40M220 300h40M228 170h30" stroke="${trim}" stroke-width="3"/>`
  );
}

function lehenga(body: string, trim: string): string {
  return (
    `<ellipse cx="200" cy="462" rx="150" ry="12" fill="#000" opacity=".08"/>` +
    `<path d="M186 44h28v6h-28zM189 50h22l3 32h-28z" fill="#eadfce"/>` +
    `<path d="M172 82c-22 4-36 14-36 40l6 56h116l6-56c0-26-14-36-36-40-12 10-44 10-56 0z" fill="${trim}"/>` +
    `<path d="M150 190h100l-4-12h-92z" fill="#eadfce"/>` +
    `<path d="M150 190h100c30 80 66 180 90 266h-280c24-86 60-186 90-266z" fill="${body}"/>` +
    `<path d="M64 420h272l8 36h-288z" fill="${trim}"/><path d="M62 430h276M58 448h284" stroke="${PALETTE.goldLight}" stroke-width="3"/>` +
    `<path d="M180 200l-30 250M200 200v250M220 200l30 250" stroke="${mix(body, '#000000', 0.3)}" stroke-width="1.5" opacity=".6"/>` +
    `<path d="M140 96c40 30 90 40 130 10l6 14c-40 40-100 30-142-8z" fill="${mix(body, '#ffffff', 0.5)}" opacity=".85"/>`
  );
}

function accessories(): string {
  const bangles = [PALETTE.gold, PALETTE.maroon, PALETTE.gold, '#b01f2a', PALETTE.gold]
    .map(
      (c, i) => `<ellipse cx="130" cy="${300 - i * 16}" rx="64" ry="20" fill="none" stroke="${c}" stroke-width="9"/>`,
    )
    .join('');
  const jhumka = (x: number) =>
    `<circle cx="${x}" cy="120" r="9" fill="${PALETTE.gold}"/><path d="M${x} 129v14" stroke="${PALETTE.gold}" stroke-width="3"/>` +
    `<path d="M${x - 24} 176a24 30 0 0 1 48 0z" fill="${PALETTE.gold}"/><path d="M${x - 24} 176h48" stroke="${PALETTE.maroon}" stroke-width="4"/>` +
    `<path d="M${x - 18} 182v0M${x - 6} 184v0M${x + 6} 184v0M${x + 18} 182v0" stroke="#b01f2a" stroke-width="7" stroke-linecap="round"/>`;
  return (
    `<ellipse cx="200" cy="440" rx="160" ry="12" fill="#000" opacity=".08"/>` +
    jhumka(250) +
    jhumka(320) +
    bangles +
    `<path d="M200 340h150l-14 96h-122z" fill="${PALETTE.maroon}"/><path d="M236 340a40 40 0 0 1 80 0" fill="none" stroke="${PALETTE.gold}" stroke-width="6"/>` +
    `<path d="M206 372h138" stroke="${PALETTE.gold}" stroke-width="4"/><circle cx="275" cy="396" r="10" fill="${PALETTE.goldLight}"/>`
  );
}

const DRAW: Record<string, (body: string, trim: string) => string> = { churidar, shirt, jacket, lehenga };

/** One garment of the kinds above, coloured body and trim. */
export function garmentCard(
  kind: 'churidar' | 'shirt' | 'jacket' | 'lehenga',
  title: string,
  body: string,
  trim: string,
): string {
  return card(title, body, DRAW[kind]!(body, trim));
}

export function accessoriesCard(title: string): string {
  return card(title, PALETTE.gold, accessories());
}

/** Several product drawings side by side on one card (family and category cards). */
export function groupCard(
  title: string,
  tint: string,
  pieces: ReadonlyArray<{ slug: string; title: string; x: number; y: number; scale: number }>,
): string {
  return card(title, tint, pieces.map((p, i) => garment(p.slug, p.title, p.x, p.y, p.scale, `g${i}`)).join(''));
}

/** A kids' card: the child's garment drawn smaller, with a ball and a star for fun. */
export function kidsCard(
  kind: 'churidar' | 'shirt' | 'lehenga' | 'jacket',
  title: string,
  body: string,
  trim: string,
): string {
  const art = DRAW[kind]!(body, trim);
  return card(
    title,
    body,
    `<g transform="translate(50 70) scale(.75)">${art}</g>` +
      `<circle cx="330" cy="430" r="26" fill="${PALETTE.rose}"/><path d="M304 430h52M330 404v52" stroke="#fff" stroke-width="4"/>` +
      `<path d="M70 60l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="${PALETTE.goldLight}"/>`,
  );
}

/**
 * Wide pictures for the site: the home banners, showroom interiors and
 * fronts, the Grand Opening photos, the family advertisement and the logo.
 * Flat, light illustrations in the shop's maroon and gold; no text inside.
 */
import {
  CLOTH,
  PALETTE,
  SKIN,
  type Rng,
  balloon,
  bag,
  bunting,
  child,
  diya,
  garland,
  garment,
  man,
  paisley,
  pick,
  seeded,
  sparkle,
  strands,
  svgDocument,
  vgrad,
  woman,
} from './shapes.js';

const P = PALETTE;

function family(rng: Rng, x: number, y: number, s: number): string {
  const bags = [P.maroon, P.goldLight, P.rose, '#0e6f86'];
  return (
    man({
      x,
      y,
      scale: s,
      skin: pick(rng, SKIN),
      cloth: pick(rng, ['#efe2c2', '#1f2d55', '#0e6f86', '#6a3a8c']),
      trim: P.gold,
      bag: bags[0]!,
    }) +
    child(
      {
        x: x + 95 * s,
        y,
        scale: s * 0.62,
        skin: pick(rng, SKIN),
        cloth: pick(rng, ['#e8772a', '#18807c', '#6a3a8c']),
        trim: '#1f2d55',
      },
      false,
    ) +
    child(
      {
        x: x + 170 * s,
        y,
        scale: s * 0.55,
        skin: pick(rng, SKIN),
        cloth: pick(rng, ['#d6246e', '#d09a1c', '#98d4b4']),
        trim: P.goldLight,
        bag: bags[2]!,
      },
      true,
    ) +
    woman({
      x: x + 255 * s,
      y,
      scale: s,
      skin: pick(rng, SKIN),
      cloth: pick(rng, ['#b01f2a', '#7a1626', '#d6246e', '#1d5b3c']),
      trim: P.goldLight,
      bag: bags[1]!,
    })
  );
}

function rangoli(cx: number, cy: number, r: number): string {
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x = cx + Math.cos(a) * r * 0.62;
    const y = cy + Math.sin(a) * r * 0.62;
    petals += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r * 0.32}" ry="${r * 0.16}" transform="rotate(${i * 45} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 2 ? P.rose : P.marigold}"/>`;
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${P.goldLight}" opacity=".35"/>${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${P.maroon}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="${P.goldLight}"/>`;
}

/** An arch of scallops across the top of a picture. */
function scallops(width: number, y: number, colour: string): string {
  let d = `M0 0H${width}V${y}`;
  for (let x = width; x > 0; x -= 60) d += `a30 22 0 0 1-60 0`;
  return `<path d="${d}z" fill="${colour}"/>`;
}

export type BannerKind = 'festival' | 'family' | 'wedding' | 'outing';

/** The four home banner slides, 1200×500. */
export function banner(kind: BannerKind, title: string): string {
  const rng = seeded(kind);
  const W = 1200;
  const H = 500;
  if (kind === 'festival') {
    return svgDocument(
      W,
      H,
      title,
      vgrad('sky', '#fff6e6', P.blush),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        scallops(W, 34, P.maroon) +
        bunting(0, W, 60) +
        garland(0, W, 40, 50) +
        rangoli(230, 300, 120) +
        [120, 200, 280, 360].map((x) => diya(x, 470, 1.2)).join('') +
        `<rect x="560" y="420" width="560" height="80" fill="${P.gold}" opacity=".25"/>` +
        garment('saree', 'Red Banarasi Silk Saree', 540, 40, 0.86, 'a') +
        garment('saree', 'Mustard Tant Saree', 820, 40, 0.86, 'b') +
        sparkle(500, 150, 18) +
        sparkle(1150, 200, 14) +
        sparkle(470, 360, 10, P.rose),
    );
  }
  if (kind === 'wedding') {
    const pillars = [80, 1080]
      .map(
        (x) =>
          `<rect x="${x}" y="90" width="40" height="410" fill="${P.gold}"/><rect x="${x - 10}" y="80" width="60" height="20" fill="${P.goldLight}"/>`,
      )
      .join('');
    return svgDocument(
      W,
      H,
      title,
      vgrad('sky', '#fdeee6', '#f3d9cc'),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<path d="M60 90Q600-30 1140 90z" fill="${P.maroon}"/>` +
        pillars +
        strands(140, 1060, 96, 60, 40) +
        garland(120, 1080, 150, 60, 8) +
        garment('saree', 'Red Banarasi Bridal Saree', 330, 60, 0.86, 'a') +
        garment('men-punjabi', 'Cream Embroidered Punjabi', 560, 50, 0.86, 'b') +
        [190, 260, 960, 1030].map((x) => diya(x, 480, 1.1)).join('') +
        sparkle(250, 260, 16) +
        sparkle(980, 260, 16) +
        paisley(170, 300, 1.2, P.maroon, P.goldLight) +
        paisley(960, 300, 1.2, P.maroon, P.goldLight),
    );
  }
  if (kind === 'family') {
    const shelves = [0, 1, 2]
      .map(
        (row) =>
          `<rect x="620" y="${120 + row * 100}" width="520" height="10" fill="${P.wood}"/>` +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<rect x="${640 + i * 56}" y="${90 + row * 100}" width="44" height="30" rx="3" fill="${pick(rng, CLOTH)}"/><path d="M${640 + i * 56} ${112 + row * 100}h44" stroke="${P.goldLight}" stroke-width="3"/>`,
          ).join(''),
      )
      .join('');
    return svgDocument(
      W,
      H,
      title,
      vgrad('sky', '#fbf3ea', '#f1e2d2'),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<rect x="600" y="60" width="560" height="310" rx="8" fill="${P.woodDark}" opacity=".12"/>` +
        shelves +
        garland(0, W, 20, 30) +
        `<rect y="440" width="${W}" height="60" fill="${P.gold}" opacity=".2"/>` +
        family(rng, 180, 470, 1.25) +
        sparkle(120, 120, 16) +
        sparkle(560, 90, 12),
    );
  }
  // A family walking to the showroom on a sunny day.
  return svgDocument(
    W,
    H,
    title,
    vgrad('sky', '#d8ecf5', '#fdf4e8'),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="1080" cy="90" r="46" fill="${P.goldLight}"/>` +
      `<g transform="translate(560 40) scale(.75)">${storefront(seeded('outing-shop'))}</g>` +
      `<rect y="440" width="${W}" height="60" fill="#d9c6a5"/>` +
      family(rng, 160, 480, 1.2) +
      sparkle(90, 90, 14) +
      sparkle(480, 140, 12),
  );
}

/** Shelves of folded cloth, a rail of sarees, a counter and lamps, in 800×600. */
export function interior(rng: Rng): string {
  const flip = rng() < 0.5;
  const cells = [0, 1, 2]
    .map((row) =>
      Array.from({ length: 6 }, (_, col) => {
        const x = 70 + col * 110;
        const y = 80 + row * 96;
        let stack = '';
        for (let k = 0; k < 3; k++) {
          stack += `<rect x="${x + 8}" y="${y + 56 - k * 20}" width="82" height="18" rx="3" fill="${pick(rng, CLOTH)}"/><path d="M${x + 8} ${y + 70 - k * 20}h82" stroke="${P.goldLight}" stroke-width="2"/>`;
        }
        return stack;
      }).join(''),
    )
    .join('');
  const frame =
    `<rect x="60" y="60" width="680" height="300" fill="${P.woodDark}"/><rect x="66" y="66" width="668" height="288" fill="#f3e6d3"/>` +
    [0, 1, 2].map((row) => `<rect x="60" y="${154 + row * 96}" width="680" height="8" fill="${P.wood}"/>`).join('') +
    [1, 2, 3, 4, 5].map((c) => `<rect x="${64 + c * 110}" y="66" width="6" height="288" fill="${P.wood}"/>`).join('');
  const rail =
    `<path d="M520 380h250" stroke="#8b8f96" stroke-width="4"/>` +
    Array.from({ length: 5 }, (_, i) => {
      const c = pick(rng, CLOTH);
      const x = 540 + i * 46;
      return `<path d="M${x} 380h36l8 150h-52z" fill="${c}"/><path d="M${x - 8} 516h52" stroke="${P.goldLight}" stroke-width="5"/>`;
    }).join('');
  const counter =
    `<rect x="90" y="420" width="400" height="110" rx="6" fill="${P.wood}"/><rect x="90" y="410" width="400" height="14" rx="4" fill="#cfe3ea"/>` +
    `<path d="M110 450h360" stroke="${P.goldLight}" stroke-width="4"/>` +
    `<rect x="150" y="388" width="90" height="22" rx="3" fill="${pick(rng, CLOTH)}"/><rect x="260" y="392" width="90" height="18" rx="3" fill="${pick(rng, CLOTH)}"/>`;
  const lamps = [200, 400, 600]
    .map(
      (x) =>
        `<path d="M${x} 0v30" stroke="#6b5b4b" stroke-width="2"/><path d="M${x - 22} 52a22 22 0 0 1 44 0z" fill="${P.gold}"/><ellipse cx="${x}" cy="56" rx="40" ry="10" fill="#ffe9a8" opacity=".6"/>`,
    )
    .join('');
  const art = frame + cells + rail + counter + garland(60, 740, 52, 14, 6);
  return (
    `${vgrad('wall', '#fbf3e8', '#f2e2cf')}|<rect width="800" height="600" fill="url(#wall)"/><rect y="530" width="800" height="70" fill="#d9c6a5"/>` +
    `<path d="M0 560h800M0 590h800" stroke="#c9b48f" stroke-width="2"/>${flip ? `<g transform="matrix(-1 0 0 1 800 0)">${art}</g>` : art}${lamps}`
  );
}

/** A showroom's front: sign board, striped awning, windows with garments, 800×600. */
export function storefront(rng: Rng): string {
  const stripes = Array.from(
    { length: 16 },
    (_, i) => `<path d="M${80 + i * 40} 250h40v26a20 14 0 0 1-40 0z" fill="${i % 2 ? P.goldLight : P.maroon}"/>`,
  ).join('');
  const windows = [110, 530]
    .map(
      (x, i) =>
        `<rect x="${x}" y="300" width="160" height="190" fill="#dceef3"/><rect x="${x}" y="300" width="160" height="190" fill="none" stroke="${P.woodDark}" stroke-width="6"/>` +
        garment(
          i ? 'men-punjabi' : 'saree',
          i
            ? `${pick(rng, ['Cream', 'Navy', 'Maroon'])} Punjabi`
            : `${pick(rng, ['Red', 'Teal', 'Mustard', 'Rani Pink'])} Silk Saree`,
          x + 18,
          300,
          0.34,
          `w${i}`,
        ),
    )
    .join('');
  const upper = [140, 300, 460, 620]
    .map(
      (x) => `<rect x="${x}" y="40" width="60" height="60" rx="4" fill="#dceef3" stroke="${P.wood}" stroke-width="4"/>`,
    )
    .join('');
  return (
    `<rect x="70" y="20" width="660" height="500" fill="#f6ead8"/>${upper}` +
    `<rect x="90" y="120" width="620" height="110" rx="6" fill="${P.maroon}"/><rect x="100" y="130" width="600" height="90" rx="4" fill="none" stroke="${P.goldLight}" stroke-width="4"/>` +
    paisley(120, 142, 0.8, P.goldLight, P.maroon) +
    paisley(626, 142, 0.8, P.goldLight, P.maroon) +
    Array.from({ length: 9 }, (_, i) => `<circle cx="${250 + i * 38}" cy="175" r="7" fill="${P.goldLight}"/>`).join(
      '',
    ) +
    garland(90, 710, 118, 22, 6) +
    stripes +
    windows +
    `<rect x="320" y="300" width="160" height="220" fill="#fff8ec"/><rect x="320" y="300" width="160" height="220" fill="none" stroke="${P.woodDark}" stroke-width="6"/>` +
    `<path d="M320 300h160v30h-160z" fill="#b8b2a7"/><path d="M320 310h160M320 320h160" stroke="#9a948a"/>` +
    `<rect x="300" y="520" width="200" height="14" fill="#c9b48f"/><rect x="290" y="534" width="220" height="14" fill="#bca47c"/>` +
    [90, 690]
      .map(
        (x) =>
          `<path d="M${x - 20} 520h40l-6 30h-28z" fill="${P.woodDark}"/><circle cx="${x}" cy="500" r="26" fill="${P.leaf}"/><circle cx="${x - 14}" cy="486" r="14" fill="#4f9a62"/>`,
      )
      .join('')
  );
}

/** A showroom front on its street, with sky and pavement. */
export function front(rng: Rng): string {
  return (
    `${vgrad('sky', '#cfe6f2', '#fbf5ea')}|<rect width="800" height="600" fill="url(#sky)"/><circle cx="720" cy="60" r="30" fill="${P.goldLight}"/>` +
    `<rect y="548" width="800" height="52" fill="#cbbd9f"/>${storefront(rng)}`
  );
}

/** The 18 Grand Opening photos: six kinds of moment, coloured differently each time. */
export function opening(n: number): string {
  const rng = seeded(`opening-${n}`);
  const kind = n % 6;
  const balloons = (xs: number[]) =>
    xs.map((x, i) => balloon(x, 150 + (i % 2) * 30, pick(rng, [P.maroon, P.goldLight, P.rose, '#0e6f86']))).join('');
  if (kind === 0 || kind === 1) {
    const extra =
      kind === 0
        ? `<path d="M300 400h200" stroke="#c0232c" stroke-width="10"/><path d="M400 400l-30-22v44zM400 400l30-22v44z" fill="#c0232c"/><circle cx="400" cy="400" r="9" fill="${P.goldLight}"/>`
        : balloons([60, 110, 160, 640, 690, 740]);
    return `${vgrad('sky', '#d8ecf5', '#fbf5ea')}|<rect width="800" height="600" fill="url(#sky)"/><rect y="548" width="800" height="52" fill="#cbbd9f"/>${storefront(rng)}${extra}${strands(330, 470, 300, 50, 24)}`;
  }
  if (kind === 2) {
    const people = Array.from({ length: 6 }, (_, i) =>
      (i % 2 ? man : woman)({
        x: 90 + i * 125,
        y: 590,
        scale: 0.85 + rng() * 0.2,
        skin: pick(rng, SKIN),
        cloth: pick(rng, CLOTH),
        trim: P.goldLight,
        ...(rng() < 0.5 ? { bag: pick(rng, [P.maroon, P.goldLight]) } : {}),
      }),
    ).join('');
    return `${vgrad('wall', '#fbf3e8', '#f2e2cf')}|<rect width="800" height="600" fill="url(#wall)"/>${bunting(0, 800, 40)}${garland(0, 800, 70, 40)}${balloons([90, 710])}${people}`;
  }
  if (kind === 3) {
    const flames = [-60, -30, 0, 30, 60]
      .map((dx) => `<path d="M${400 + dx} 150c6 8 7 14 0 18-7-4-6-10 0-18z" fill="${P.goldLight}"/>`)
      .join('');
    return (
      `${vgrad('wall', '#fdeee6', '#f3d9cc')}|<rect width="800" height="600" fill="url(#wall)"/>${strands(40, 760, 0, 120, 40)}` +
      `<ellipse cx="400" cy="170" rx="110" ry="40" fill="#ffe9a8" opacity=".5"/><path d="M330 172h140l-20 16h-100z" fill="${P.gold}"/><rect x="394" y="186" width="12" height="330" fill="${P.gold}"/>` +
      `<path d="M350 520h100l-14-30h-72z" fill="${P.gold}"/>${flames}` +
      woman({
        x: 230,
        y: 590,
        scale: 1,
        skin: pick(rng, SKIN),
        cloth: pick(rng, ['#b01f2a', '#1d5b3c']),
        trim: P.goldLight,
      }) +
      man({ x: 580, y: 590, scale: 1, skin: pick(rng, SKIN), cloth: pick(rng, ['#efe2c2', '#6a3a8c']), trim: P.gold }) +
      sparkle(120, 300, 14) +
      sparkle(690, 280, 14)
    );
  }
  if (kind === 4) {
    const customers =
      woman({
        x: 200,
        y: 600,
        scale: 0.95,
        skin: pick(rng, SKIN),
        cloth: pick(rng, CLOTH),
        trim: P.goldLight,
        bag: P.maroon,
      }) +
      child({ x: 300, y: 600, scale: 0.55, skin: pick(rng, SKIN), cloth: pick(rng, CLOTH), trim: P.goldLight }, true);
    const [defs, body] = interior(rng).split('|');
    return `${defs}|${body}${customers}`;
  }
  const sweets = Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="${250 + i * 50}" cy="${390 - (i % 2) * 8}" r="16" fill="${pick(rng, ['#f6d27a', '#f3efe6', '#e79a4c', '#f0b8c8'])}"/>`,
  ).join('');
  const boxes = [140, 560]
    .map(
      (x) =>
        `<rect x="${x}" y="380" width="100" height="80" fill="${pick(rng, [P.maroon, '#0e6f86', P.rose])}"/><path d="M${x + 50} 380v80M${x} 420h100" stroke="${P.goldLight}" stroke-width="8"/><path d="M${x + 50} 380c-20-30-40-10-20 0zM${x + 50} 380c20-30 40-10 20 0z" fill="${P.goldLight}"/>`,
    )
    .join('');
  return (
    `${vgrad('wall', '#fbf3e8', '#f2e2cf')}|<rect width="800" height="600" fill="url(#wall)"/>${garland(0, 800, 40, 60)}${bunting(0, 800, 120)}` +
    `<rect x="100" y="460" width="600" height="20" fill="${P.wood}"/><rect x="120" y="480" width="16" height="100" fill="${P.woodDark}"/><rect x="664" y="480" width="16" height="100" fill="${P.woodDark}"/>` +
    `<ellipse cx="400" cy="410" rx="200" ry="40" fill="#f7f3ec" stroke="${P.gold}" stroke-width="4"/>${sweets}${boxes}${sparkle(90, 260, 16)}${sparkle(720, 260, 16)}`
  );
}

/** A scene body (defs|markup) as an SVG document of the given display size over an 800×600 drawing. */
export function scene(width: number, height: number, title: string, drawing: string): string {
  const [defs, body] = drawing.split('|');
  return svgDocument(
    width,
    height,
    title,
    defs ?? '',
    `<svg viewBox="0 0 800 600" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${body ?? ''}</svg>`,
  );
}

/** The family shopping advertisement, 1200×600. */
export function advertisement(title: string): string {
  const rng = seeded('advertisement');
  const corners = [
    [40, 40],
    [1080, 40],
    [40, 460],
    [1080, 460],
  ]
    .map(([x, y]) => paisley(x!, y!, 1, P.goldLight, P.maroon))
    .join('');
  return svgDocument(
    1200,
    600,
    title,
    vgrad('bg', '#fff3e4', '#f6dcc9'),
    `<rect width="1200" height="600" fill="url(#bg)"/><rect x="16" y="16" width="1168" height="568" rx="18" fill="none" stroke="${P.maroon}" stroke-width="12"/>` +
      `<rect x="34" y="34" width="1132" height="532" rx="12" fill="none" stroke="${P.gold}" stroke-width="4"/>` +
      corners +
      garland(60, 1140, 44, 60, 8) +
      `<circle cx="600" cy="330" r="220" fill="${P.goldLight}" opacity=".3"/>` +
      family(rng, 380, 560, 1.3) +
      bag(250, 560, 80, 100, P.maroon) +
      bag(960, 560, 90, 110, '#0e6f86') +
      bag(1040, 560, 60, 80, P.rose) +
      sparkle(200, 220, 20) +
      sparkle(1000, 220, 20) +
      sparkle(930, 330, 12, P.rose) +
      sparkle(260, 330, 12, P.rose),
  );
}

/** The shop's emblem: a gold paisley on a maroon disc (the favicon's colours). */
export function logo(title: string): string {
  return svgDocument(
    96,
    96,
    title,
    '',
    `<circle cx="48" cy="48" r="46" fill="${P.maroon}"/><circle cx="48" cy="48" r="40" fill="none" stroke="${P.goldLight}" stroke-width="3"/>` +
      paisley(24, 18, 0.72, P.goldLight, P.maroon) +
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<circle cx="${(48 + Math.cos(a) * 34).toFixed(1)}" cy="${(48 + Math.sin(a) * 34).toFixed(1)}" r="2" fill="${P.goldLight}"/>`;
      }).join(''),
  );
}

/** The picture shared links show (1200×630), rasterised to JPEG by the build. */
export function shareImage(title: string): string {
  return svgDocument(
    1200,
    630,
    title,
    vgrad('bg', '#fff6e6', P.blush),
    `<rect width="1200" height="630" fill="url(#bg)"/>${scallops(1200, 30, P.maroon)}${garland(0, 1200, 40, 40)}` +
      `<g transform="translate(90 170) scale(3)"><circle cx="48" cy="48" r="46" fill="${P.maroon}"/><circle cx="48" cy="48" r="40" fill="none" stroke="${P.goldLight}" stroke-width="3"/>${paisley(24, 18, 0.72, P.goldLight, P.maroon)}</g>` +
      garment('saree', 'Red Banarasi Silk Saree', 440, 90, 0.98, 'a') +
      garment('men-punjabi', 'Cream Embroidered Punjabi', 700, 100, 0.98, 'b') +
      garment('men-tshirt', 'Teal Cotton T-Shirt', 930, 140, 0.64, 'c'),
  );
}

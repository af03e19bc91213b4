/** Helpers of the staff-tool tests: a catalogue folder of their own, the commands run as the staff run them. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A fresh folder holding a copy of the sample catalogue (`catalogue/`) and an empty `photos/products/`. */
export function workspace(): { dir: string; catalogue: string; photos: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-'));
  const catalogue = path.join(dir, 'catalogue');
  cpSync('site/data/catalogue', catalogue, {
    recursive: true,
    filter: (f) => !/\.ts$/.test(f) && !f.includes('words'),
  });
  const photos = path.join(dir, 'photos');
  mkdirSync(path.join(photos, 'products'), { recursive: true });
  return { dir, catalogue, photos };
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run catalogue -- …args` (the same file, without npm's banner), in `env`'s catalogue and photo folders. */
export function catalogue(args: string[], env: Record<string, string> = {}): Run {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/catalogue.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A small JPEG made here (maroon to gold), so no binary is committed. */
export async function jpeg(file: string, width = 800, height = 1000): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop stop-color="#800000"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
}

/** Rows as a spreadsheet saves them: BOM, CRLF, every cell quoted when it needs to be. */
export function csv(rows: string[][]): string {
  const cell = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return `\ufeff${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** A fresh folder holding a copy of the shop config (`shop.json`) and the content files (`content/`). */
export function shopFiles(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync('site/data/shop.json', path.join(dir, 'shop.json'));
  cpSync('site/data/content', path.join(dir, 'content'), { recursive: true, filter: (f) => !/\.ts$/.test(f) });
  return dir;
}

/** Runs a staff script (tools/check.ts, site/build/build.ts, …) as `npm run` would, on the shop files of `dir`. */
export function runOnShopFiles(script: string, dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      SHOP_CONFIG: path.join(dir, 'shop.json'),
      SHOP_CONTENT: path.join(dir, 'content'),
      SHOP_DIST: path.join(dir, 'dist'),
    },
  });
}

/**
 * A copy of the staff commands (tools/, src/, package.json; the packages linked) in a folder named as a shop's PC
 * names it, with a space and Bengali letters: a command that compared its own path naively would do nothing there.
 */
export function toolsCopy(prefix: string): { dir: string; root: string } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const dir = path.join(root, 'Shop Files দোকান', 'showroom');
  mkdirSync(dir, { recursive: true });
  cpSync('tools', path.join(dir, 'tools'), { recursive: true, filter: (f) => !f.includes('hosting') });
  cpSync('src', path.join(dir, 'src'), { recursive: true });
  cpSync('package.json', path.join(dir, 'package.json'));
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return { dir, root };
}

/** `npm run staff -- …args` (the same file, without npm's banner), run in `dir` with `env` added. */
export function staff(dir: string, args: string[], env: Record<string, string | undefined> = {}): Run {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/staff.ts', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: cleanEnv(env),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** This process's environment without the Firebase settings a developer may have, plus `env`. */
export function cleanEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(FIRESTORE_|GOOGLE_|GCLOUD_|FIREBASE_)/.test(key)),
  );
  return Object.fromEntries(Object.entries({ ...base, ...env }).filter(([, v]) => v !== undefined));
}

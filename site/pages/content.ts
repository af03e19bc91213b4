/**
 * Reads and validates the content files. Any problem throws one Error naming
 * the file and every bad field, e.g.
 *   Invalid content file site/data/content/home.json:
 *     slides[2].alt: expected text
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { decodeJsonFile, parseJsonText } from '../../src/config/json-text.js';
import type { ShopConfig } from '../../src/config/schema.js';
import { CONTENT_FILES, contentSchemas, type BilingualContent as Content, type ContentFile } from './content-schema.js';

export const CONTENT_DIR = 'site/data/content';

function fieldName(pathParts: ReadonlyArray<PropertyKey>): string {
  return pathParts.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content file ${file}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Throws a ContentError for a fact the pages need but the (schema-valid) content lacks. */
export function need<T>(value: T | undefined, dir: string, file: ContentFile, field: string, expected: string): T {
  if (value === undefined) throw new ContentError(path.join(dir, `${file}.json`), [`${field}: ${expected}`]);
  return value;
}

async function readOne<K extends ContentFile>(
  dir: string,
  file: K,
  schema: z.ZodType<Content[K]>,
): Promise<Content[K]> {
  const name = path.join(dir, `${file}.json`);
  // A byte order mark is dropped; a typing slip throws its line, column and fix, ready to print.
  const data = parseJsonText(decodeJsonFile(await readFile(name), name), name);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    name,
    result.error.issues.map((issue) => `${fieldName(issue.path) || '(root)'}: ${issue.message}`),
  );
}

/**
 * Loads every content file of `dir`, checked against the shop config (each
 * showroom has its content and no content names an unknown showroom) and
 * against the known picture names.
 */
export async function loadContent(shop: ShopConfig, images: ReadonlySet<string>, dir = CONTENT_DIR): Promise<Content> {
  const schemas = contentSchemas(images);
  const content = {} as Content;
  for (const file of CONTENT_FILES) {
    (content as Record<ContentFile, unknown>)[file] = await readOne(
      dir,
      file,
      schemas[file] as z.ZodType<Content[typeof file]>,
    );
  }
  const ids = new Set(shop.showrooms.map((s) => s.id));
  const showroomFile = path.join(dir, 'showrooms.json');
  const unknown = Object.keys(content.showrooms).filter((id) => !ids.has(id));
  const missing = [...ids].filter((id) => !(id in content.showrooms));
  if (unknown.length || missing.length) {
    throw new ContentError(showroomFile, [
      ...unknown.map((id) => `${id}: no showroom with this id in the shop config`),
      ...missing.map((id) => `${id}: missing (the shop config has this showroom)`),
    ]);
  }
  const bannerIds = content.home.showroomBanner.showrooms;
  const bad = bannerIds.flatMap((id, i) =>
    ids.has(id) ? [] : [`showroomBanner.showrooms[${i}]: no showroom "${id}" in the shop config`],
  );
  if (bad.length) throw new ContentError(path.join(dir, 'home.json'), bad);
  return content;
}

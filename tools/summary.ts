/** What an import or a push changes, as the staff read it: counts first, then the titles. */
import { OPTIONAL_FIELDS } from '../src/product.js';
import type { CatalogueRecord } from './rows.js';

export interface Changes {
  added: CatalogueRecord[];
  changed: CatalogueRecord[];
  removed: CatalogueRecord[];
  unchanged: CatalogueRecord[];
}

/** Every field the tools write; a change in any of them (a price, a showroom) makes the product "changed". */
const FIELDS = ['title', 'des', 'img', ...OPTIONAL_FIELDS] as const;
const value = (r: CatalogueRecord, field: (typeof FIELDS)[number]) =>
  field === 'availability' && r.availability === 'in stock' ? undefined : JSON.stringify(r[field]);
const same = (a: CatalogueRecord, b: CatalogueRecord) => FIELDS.every((f) => value(a, f) === value(b, f));

/** Compares by id: `after` is what the file (or Firestore) will hold, `before` what it holds now. */
export function compare(before: readonly CatalogueRecord[], after: readonly CatalogueRecord[]): Changes {
  const old = new Map(before.map((r) => [r.id, r]));
  const kept = new Set(after.map((r) => r.id));
  const changes: Changes = { added: [], changed: [], removed: [], unchanged: [] };
  for (const record of after) {
    const was = old.get(record.id);
    if (!was) changes.added.push(record);
    else (same(was, record) ? changes.unchanged : changes.changed).push(record);
  }
  changes.removed = before.filter((r) => !kept.has(r.id));
  return changes;
}

/** Titles listed per kind of change; the rest is counted, so a 10 000-row import stays readable. */
const LISTED = 10;

export function describe(changes: Changes, what: string, removedLabel = 'removed'): string {
  const counts = `${what}: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} ${removedLabel}, ${changes.unchanged.length} unchanged`;
  const lines = [counts];
  for (const [label, records] of [
    ['added', changes.added],
    ['changed', changes.changed],
    [removedLabel, changes.removed],
  ] as const) {
    for (const r of records.slice(0, LISTED)) lines.push(`  ${label}: ${r.title} (${r.id})`);
    if (records.length > LISTED) lines.push(`  … and ${records.length - LISTED} more ${label}`);
  }
  return lines.join('\n');
}

/**
 * The product form's values ↔ a product record, checked by the same code as the import and the build
 * (src/validate.ts: the limits and each optional field's rule), each problem named beside its field.
 */
import type { Lang } from '../../src/i18n.js';
import { asciiDigits } from '../../src/links.js';
import { LIMITS, pickOptional } from '../../src/validate.js';
import type { ProductRecord } from './records.js';
import { STRINGS } from './strings.js';

export interface FormValues {
  title: string;
  title_bn: string;
  des: string;
  des_bn: string;
  price: string;
  availability: 'in stock' | 'sold out';
  showrooms: string[];
}

export type FormField = keyof FormValues;

export function valuesOf(record: ProductRecord | null): FormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(record?.title),
    title_bn: text(record?.title_bn),
    des: text(record?.des),
    des_bn: text(record?.des_bn),
    price: typeof record?.price === 'number' ? String(record.price) : text(record?.price),
    availability: record?.availability === 'sold out' ? 'sold out' : 'in stock',
    showrooms: Array.isArray(record?.showrooms) ? (record.showrooms as string[]) : [],
  };
}

/**
 * The record the form describes, on top of `before` (fields the form does not show, `img` and `photo` among
 * them, stay as they were). Empty optional fields are left out, as the import leaves an empty cell.
 */
export function recordOf(values: FormValues, before: ProductRecord | null): ProductRecord {
  const record: ProductRecord = { ...before, title: values.title.trim(), des: values.des.trim() };
  for (const field of ['title_bn', 'des_bn', 'price', 'availability', 'showrooms'] as const) delete record[field];
  if (values.title_bn.trim()) record.title_bn = values.title_bn.trim();
  if (values.des_bn.trim()) record.des_bn = values.des_bn.trim();
  const price = asciiDigits(values.price).replace(/[\s,]/g, '');
  // Whatever was typed goes to the check: "2,450.50" must be refused there, not rounded here.
  if (price) record.price = /^-?\d+(\.\d+)?$/.test(price) ? Number(price) : price;
  if (values.availability === 'sold out') record.availability = 'sold out';
  if (values.showrooms.length) record.showrooms = values.showrooms;
  return record;
}

/** Each field's problem, in the app's language; empty when the record can be saved. */
export function problemsOf(record: ProductRecord, lang: Lang): Partial<Record<FormField, string>> {
  const t = STRINGS[lang];
  const problems: Partial<Record<FormField, string>> = {};
  const title = record.title as string;
  if (!title) problems.title = t.required;
  else if (title.length > LIMITS.title) problems.title = t.tooLong(LIMITS.title);
  if ((record.des as string).length > LIMITS.des) problems.des = t.tooLong(LIMITS.des);
  for (const field of pickOptional(record).bad) problems[field] = t.problems[field];
  return problems;
}

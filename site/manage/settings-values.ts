/**
 * The shop's details as the owners edit them (`settings/shop`, the schema of site/data/shop.json): checked by the
 * same schema as `npm run check` (src/config/schema.ts), each problem named as it names it (src/config/fields.ts,
 * "Bethuadahari, first phone number ("phones")") in English, and in Bengali words for a Bengali screen.
 */
import type { Lang } from '../../src/i18n.js';
import { describeField } from '../../src/config/fields.js';
import { plainMessage } from '../../src/config/plain-message.js';
import { shopConfigSchema } from '../../src/config/schema.js';

type Key = string | number;
/** The details as stored: site/data/shop.json's shape, read loosely (the schema says what is wrong). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ShopData = Record<string, any>;

/** A showroom shows this many phone inputs (the schema allows 1 to 3). */
export const PHONES = 3;

/** `['showrooms', 1, 'phones', 0]` → `showrooms[1].phones[0]`: the key of a field and of its problem. */
export const keyOf = (path: readonly Key[]): string =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${k}` : k), '');

/** The value at `key` (`hours.text.bn`). */
export function valueAt(data: ShopData, key: string): unknown {
  return [...key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)]
    .map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!))
    .reduce<unknown>(
      (v, k) => (v !== null && typeof v === 'object' ? (v as Record<Key, unknown>)[k] : undefined),
      data,
    );
}

/** A copy of `data` with `key` set to `value` (objects on the way made when missing). */
export function withValue(data: ShopData, key: string, value: unknown): ShopData {
  const copy = structuredClone(data);
  const path = [...key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  let at: Record<Key, unknown> = copy;
  for (const [i, k] of path.entries()) {
    if (i === path.length - 1) at[k] = value;
    else at = (at[k] ??= typeof path[i + 1] === 'number' ? [] : {}) as Record<Key, unknown>;
  }
  return copy;
}

/** The phone inputs of showroom `i`, padded to PHONES. */
export const phoneInputs = (data: ShopData, i: number): string[] => {
  const phones = Array.isArray(data.showrooms?.[i]?.phones) ? (data.showrooms[i].phones as unknown[]) : [];
  return Array.from({ length: PHONES }, (_, j) => (typeof phones[j] === 'string' ? (phones[j] as string) : ''));
};

/** What is saved: empty phone inputs left out, offers without empty lines. */
export function cleaned(data: ShopData): ShopData {
  const out = structuredClone(data);
  if (Array.isArray(out.showrooms))
    out.showrooms = out.showrooms.map((s: ShopData) => ({
      ...s,
      phones: (Array.isArray(s.phones) ? (s.phones as string[]) : []).map((p) => p.trim()).filter(Boolean),
    }));
  if (Array.isArray(out.offers)) out.offers = (out.offers as string[]).map((o) => o.trim()).filter(Boolean);
  return out;
}

/** A problem's path in the cleaned data → the input it belongs to (a phone after an empty input moves up). */
function inputPath(data: ShopData, path: readonly Key[]): Key[] {
  const [top, i, field, k] = path;
  // No number at all: the problem goes beside the first input.
  if (top === 'showrooms' && typeof i === 'number' && field === 'phones' && k === undefined)
    return ['showrooms', i, 'phones', 0];
  if (top === 'showrooms' && typeof i === 'number' && field === 'phones' && typeof k === 'number') {
    const filled = phoneInputs(data, i)
      .map((p, j) => (p.trim() ? j : -1))
      .filter((j) => j !== -1);
    return ['showrooms', i, 'phones', filled[k] ?? k];
  }
  return [...path];
}

const BN_ORDINALS = ['প্রথম', 'দ্বিতীয়', 'তৃতীয়', 'চতুর্থ', 'পঞ্চম', 'ষষ্ঠ', 'সপ্তম', 'অষ্টম', 'নবম', 'দশম'];
const bnOrdinal = (i: number) => BN_ORDINALS[i] ?? `${(i + 1).toLocaleString('bn-IN')} নম্বর`;
const BN_LANG: Record<string, string> = { bn: 'বাংলায়', en: 'ইংরেজিতে' };
const BN_FIELDS: Record<string, string> = {
  callNumber: 'কল বোতামের নম্বর',
  chatNumber: 'WhatsApp নম্বর',
  'hours.opens': 'খোলার সময়',
  'hours.closes': 'বন্ধের সময়',
  'hours.text': 'খোলা-বন্ধের সময়, পাতায় যেমন লেখা',
  offers: 'অফারের লেখা',
  street: 'রাস্তা',
  locality: 'শহর বা গ্রাম',
  postalCode: 'পিন কোড',
  tagline: 'এক লাইনের পরিচয়',
};

/** The field in Bengali words ("বেথুয়াডহরি, প্রথম ফোন নম্বর"); null for a field the form does not name. */
function bengaliWords(path: readonly Key[], data: ShopData): string | null {
  const [top, ...rest] = path;
  if (top === 'showrooms' && typeof rest[0] === 'number') {
    const name = String(data.showrooms?.[rest[0]]?.name?.bn ?? `${bnOrdinal(rest[0])} শোরুম`);
    const [, sub, more] = rest;
    if (sub === 'phones') return `${name}, ${typeof more === 'number' ? `${bnOrdinal(more)} ` : ''}ফোন নম্বর`;
    const words = BN_FIELDS[String(sub)];
    return words ? `${name}, ${words}${typeof more === 'string' ? `, ${BN_LANG[more] ?? more}` : ''}` : null;
  }
  if (top === 'offers') return typeof rest[0] === 'number' ? `${bnOrdinal(rest[0])} অফারের লেখা` : BN_FIELDS.offers!;
  if (top === 'hours' && rest[0] === 'text')
    return `${BN_FIELDS['hours.text']}${typeof rest[1] === 'string' ? `, ${BN_LANG[rest[1]] ?? rest[1]}` : ''}`;
  return BN_FIELDS[keyOf(path)] ?? null;
}

/** The schema's message in Bengali; null for one the form has no words for (then the English one is shown). */
function bengaliMessage(message: string): string | null {
  if (/Indian phone number/.test(message))
    return '১০ অঙ্কের ভারতীয় ফোন নম্বর লিখুন, সামনে +91 দিতে পারেন (যেমন +91 98300 12345)';
  if (/24-hour time/.test(message)) return '২৪ ঘণ্টার হিসেবে সময় লিখুন, যেমন 10:00 বা 21:30';
  if (/no Bengali letters/.test(message)) return 'বাংলা অক্ষরে লিখুন';
  if (/6-digit PIN/.test(message)) return '৬ অঙ্কের পিন কোড লিখুন, যেমন 741201';
  if (/is empty|>=1 characters|missing|>=1 items/.test(message)) return 'খালি রাখা যাবে না: কিছু লিখুন';
  if (/<=3 items/.test(message)) return 'সর্বোচ্চ ৩টি নম্বর';
  return null;
}

/**
 * Each input's problem (keyed by keyOf of its path), in `lang`: the field in words, then what is wrong. English
 * reads as `npm run check` prints it.
 */
export function settingsProblems(data: ShopData, lang: Lang): Record<string, string> {
  const result = shopConfigSchema.safeParse(cleaned(data));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path as Key[];
    const shown = inputPath(data, path);
    // Every offer is a line of one box: its problem goes beside the box, naming which line.
    const at = path[0] === 'offers' ? 'offers' : keyOf(shown);
    const english = `${describeField(shown, data).words}: ${plainMessage(issue.message)}.`;
    const words = lang === 'bn' ? bengaliWords(shown, data) : null;
    const message = words && bengaliMessage(issue.message);
    const text = words && message ? `${words}: ${message}।` : english;
    problems[at] = problems[at] ? `${problems[at]} ${text}` : text;
  }
  return problems;
}

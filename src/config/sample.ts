/**
 * What a sample value is: the one definition `npm run check` and `npm run deploy` use. The repository ships with
 * made-up contact details (the real ones are withheld), so a fresh clone builds and runs; they must not reach the
 * public site, where every WhatsApp preview, canonical link and sitemap would point at them.
 *
 * A value is a sample when it is
 * - a phone number in the block +91 99999 000xx, or
 * - an address that uses a name reserved for examples (RFC 2606, RFC 6761): the word "example" standing on its own
 *   (example.com, showroom.example, …-example), or a host ending in .invalid or .test.
 */
import { indianDigits } from '../links.js';
import { describeField } from './fields.js';

const SAMPLE_PHONE = /^9199999000\d\d$/;
const RESERVED = /(?:^|[^\p{L}\p{N}])example(?:$|[^\p{L}\p{N}])|\.(?:invalid|test)(?:$|[/:?#])/iu;

export function isSampleValue(value: string): boolean {
  const digits = indianDigits(value);
  return digits !== null ? SAMPLE_PHONE.test(digits) : RESERVED.test(value);
}

export interface SampleValue {
  /** The field in words, as the other messages name it. */
  field: string;
  value: string;
  /** What to put there instead. */
  fill: string;
}

/** Every sample value still in the shop config (parsed or as read), in the file's order. */
export function sampleValues(config: unknown): SampleValue[] {
  const found: SampleValue[] = [];
  const walk = (value: unknown, path: Array<string | number>): void => {
    if (typeof value === 'string') {
      if (!isSampleValue(value)) return;
      const { words, fill } = describeField(path, config);
      found.push({ field: words, value, fill: fill ?? 'the real value' });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      // The map links the schema adds are made from the address, never typed: not the staff's to change.
      for (const [key, item] of Object.entries(value))
        if (key !== 'mapEmbed' && key !== 'directions') walk(item, [...path, key]);
    }
  };
  walk(config, []);
  return found;
}

/** The list as the staff read it: one paragraph per value. */
export function describeSampleValues(file: string, samples: readonly SampleValue[]): string {
  const count = samples.length === 1 ? 'a sample value' : `${samples.length} sample values`;
  return (
    `${file} still has ${count}, made up for trying the site out. Put the shop's real details in their place ` +
    `(docs/shop-guide.md, section 4, "Change phone numbers, the address of the site and the hours"):\n` +
    samples.map((s) => `  ${s.field}: ${JSON.stringify(s.value)}\n    Put ${s.fill}.`).join('\n')
  );
}

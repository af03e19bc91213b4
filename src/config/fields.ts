/**
 * The fields of site/data/shop.json in words, for the messages the staff read: `showrooms[1].phones[0]` →
 * `Bethuadahari, first phone number ("phones")`. The showroom is named by its English name when the file has one;
 * the field's own name in the file follows in quotes, so it can be found with Notepad's Find.
 */
type Key = string | number;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
const ordinal = (index: number) => ORDINALS[index] ?? `number ${index + 1}`;

const LANGUAGE: Record<string, string> = { en: 'in English', bn: 'in Bengali' };

/** One field: its words, and what to put there when it still holds a sample value. */
interface Field {
  words: string;
  fill?: string;
}

const PHONE_FILL = 'a real phone number, such as +91 98300 12345';

/** Top-level fields and the fields inside hours, social and each showroom. */
const TOP: Record<string, Field> = {
  sampleContactDetails: { words: 'the sample-details switch' },
  name: { words: "the shop's name" },
  tagline: { words: "the shop's tagline" },
  siteUrl: {
    words: "the site's public address",
    fill: "the site's real address, such as https://your-project.web.app (Firebase Hosting) or your own domain",
  },
  callNumber: { words: 'the number the Call buttons dial', fill: PHONE_FILL },
  chatNumber: { words: 'the WhatsApp number', fill: `the shop's WhatsApp number, such as +91 98300 12345` },
  email: { words: "the shop's e-mail address", fill: "the shop's real e-mail address, such as shop@gmail.com" },
  hours: { words: 'the opening hours' },
  social: { words: 'the social pages' },
  offers: { words: 'the offer texts' },
  showrooms: { words: 'the showrooms' },
  firebase: { words: 'the Firebase settings' },
};

const INSIDE: Record<string, Record<string, Field>> = {
  hours: {
    opens: { words: 'opening time' },
    closes: { words: 'closing time' },
    text: { words: 'the hours as written on the pages' },
  },
  social: {
    facebook: {
      words: "the shop's Facebook page",
      fill: "the address of the shop's Facebook page, such as https://www.facebook.com/yourshop",
    },
    youtube: {
      words: "the shop's YouTube channel",
      fill: "the address of the shop's YouTube channel, such as https://www.youtube.com/@yourshop",
    },
    youtubeEmbed: {
      words: 'the video on the home page',
      fill: 'the embed address of one of your YouTube playlists (YouTube › Share › Embed), or delete the line',
    },
  },
  showroom: {
    id: { words: 'short name' },
    name: { words: 'name' },
    route: { words: 'page address' },
    street: { words: 'street' },
    locality: { words: 'town' },
    district: { words: 'district' },
    region: { words: 'state' },
    postalCode: { words: 'PIN code' },
    tagline: { words: 'tagline' },
    phones: { words: 'phone numbers' },
    mapHeight: { words: 'map height' },
    geo: { words: 'map position (latitude and longitude)' },
  },
};

function showroomName(data: unknown, index: number): string {
  const showrooms = (data as { showrooms?: unknown } | null)?.showrooms;
  const name = Array.isArray(showrooms)
    ? (showrooms[index] as { name?: { en?: unknown } } | null)?.name?.en
    : undefined;
  return typeof name === 'string' && name.trim() ? name.trim() : `the ${ordinal(index)} showroom`;
}

/** The words for a field of the shop config and, for a field that holds a sample value, what to put there. */
export function describeField(path: readonly Key[], data?: unknown): Field {
  const [top, ...rest] = path;
  if (top === undefined) return { words: 'the file as a whole' };
  const key = String(top);
  const field = TOP[key];
  if (!field) return { words: `the field "${key}"` };
  const quoted = (words: string, name: Key) => `${words} ("${String(name)}")`;
  if (rest.length === 0) return { ...field, words: quoted(field.words, key) };

  if (key === 'showrooms' && typeof rest[0] === 'number') {
    const [index, sub, ...more] = rest as [number, Key?, ...Key[]];
    const name = showroomName(data, index);
    if (sub === undefined) return { words: `${name.endsWith(' showroom') ? name : `${name} showroom`} ("showrooms")` };
    const part = INSIDE.showroom![String(sub)];
    if (!part) return { words: `${name}, the field "${String(sub)}"` };
    if (sub === 'phones' && typeof more[0] === 'number') {
      return { words: `${name}, ${ordinal(more[0])} phone number ("phones")`, fill: PHONE_FILL };
    }
    return { words: `${name}, ${quoted(part.words, sub)}${language(more)}` };
  }
  if (key === 'offers' && typeof rest[0] === 'number')
    return { words: `the ${ordinal(rest[0])} offer text ("offers")` };
  if (key === 'firebase') return { words: `Firebase setting "${String(rest[0])}"` };
  const part = INSIDE[key]?.[String(rest[0])];
  // The social pages say whose they are; the hours' parts need "the opening hours" before them.
  const within = key === 'social' ? '' : `${field.words}, `;
  if (part) return { ...part, words: `${within}${quoted(part.words, rest[0]!)}${language(rest.slice(1))}` };
  if (key === 'tagline') return { words: `${quoted(field.words, key)}${language(rest)}` };
  return { words: `${field.words}, the field "${rest.map(String).join(' › ')}"` };
}

/** ", in English" for a bilingual text's language key. */
function language(rest: readonly Key[]): string {
  const lang = rest[0];
  if (lang === undefined) return '';
  return LANGUAGE[String(lang)] ? `, ${LANGUAGE[String(lang)]}` : `, the field "${rest.map(String).join(' › ')}"`;
}

/** `showrooms[1].phones[0]` → ['showrooms', 1, 'phones', 0]. */
export function fieldPath(field: string): Key[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

import type { Lang } from '../_runtime/lang.js';
import { strings } from './strings.js';

/** What a third-party frame shows, for the placeholder's wording. */
export type FrameKind = 'map' | 'page' | 'video' | 'content';

export interface Provider {
  /** Shown to the shopper: "Google Maps", "Facebook", "YouTube", or the host name. */
  name: string;
  kind: FrameKind;
}

/** The URL when `value` is an absolute https URL, else null: frames never load over http or from other schemes. */
export function httpsUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

const KNOWN: Array<{ host: RegExp; path?: RegExp; provider: Provider }> = [
  { host: /(^|\.)google\.[a-z.]+$/, path: /^\/maps/, provider: { name: 'Google Maps', kind: 'map' } },
  { host: /^maps\.google\.[a-z.]+$/, provider: { name: 'Google Maps', kind: 'map' } },
  { host: /(^|\.)openstreetmap\.org$/, provider: { name: 'OpenStreetMap', kind: 'map' } },
  { host: /(^|\.)facebook\.com$/, provider: { name: 'Facebook', kind: 'page' } },
  { host: /(^|\.)(youtube\.com|youtube-nocookie\.com)$/, provider: { name: 'YouTube', kind: 'video' } },
];

/** Names the service behind a frame from its URL; `name` (the provider attribute) overrides the name. */
export function providerOf(url: URL | null, name?: string, lang: Lang = 'en'): Provider {
  const known = url && KNOWN.find((k) => k.host.test(url.hostname) && (!k.path || k.path.test(url.pathname)));
  const provider: Provider = known?.provider ?? {
    name: url?.hostname.replace(/^www\./, '') ?? strings[lang].unknownProvider,
    kind: 'content',
  };
  const override = name?.trim();
  return override ? { ...provider, name: override } : provider;
}

/** The load button's text: "Load the map from Google Maps", "Show the Facebook page", … */
export function loadLabel(provider: Provider, lang: Lang = 'en'): string {
  return strings[lang].load[provider.kind](provider.name);
}

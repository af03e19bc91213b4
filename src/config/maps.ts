/**
 * A showroom's map frame and directions link, made from its address so the address is written once (in
 * site/data/shop.json): Google Maps' embed (`output=embed`) and its documented directions link (`api=1`).
 */
type Text = string | { en: string };
export interface PostalAddress {
  street: Text;
  locality: Text;
  district: Text;
  region: Text;
  postalCode: string;
}

/** Maps search in English: the address as the map knows it, whatever the page's language. */
const en = (text: Text): string => (typeof text === 'string' ? text : text.en);

const mapQuery = (s: PostalAddress): string =>
  encodeURIComponent(`${en(s.street)}, ${en(s.locality)}, ${en(s.district)} ${s.postalCode}`);

export const mapEmbedUrl = (s: PostalAddress): string => `https://www.google.com/maps?q=${mapQuery(s)}&output=embed`;

export const directionsUrl = (s: PostalAddress): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${mapQuery(s)}`;

/** Google Maps' documented search link for the address ("View on the map"), with the state named too. */
export const mapSearchUrl = (s: PostalAddress): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${en(s.street)}, ${en(s.locality)}, ${en(s.district)} ${s.postalCode}, ${en(s.region)}`)}`;

/** The showroom with its map and directions URLs. */
export const withMapLinks = <T extends PostalAddress>(s: T): T & { mapEmbed: string; directions: string } => ({
  ...s,
  mapEmbed: mapEmbedUrl(s),
  directions: directionsUrl(s),
});

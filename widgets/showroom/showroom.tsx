import { shop } from '../../src/config/shop.js';
import type { Showroom as ShowroomData } from '../../src/config/schema.js';
import { indianDigits, telHref } from '../../src/links.js';
import { safeImageUrl } from '../../src/validate.js';
import { hostOf, type WidgetProps } from '../_runtime/define.js';
import { sharedStrings } from '../_runtime/strings.js';
import { errorOnce } from '../_runtime/warn.js';
import { EmbedFrame } from '../embed/embed-frame.js';
import { Gallery, useChildPhotos } from '../zoom-gallery/gallery.js';
import { strings as table } from './strings.js';
import { widgetLang } from '../_runtime/lang.js';

/**
 * `<shop-showroom>`: one showroom's card from the shop config: name, address, phone links, directions, the map
 * behind a click-to-load placeholder, and its photos in a zoomable gallery. A child with `slot="card"` is the page's
 * own card for the showroom: it stays where it is, in place of the name, address and buttons, and the widget adds the
 * map and the photos under it.
 *
 * @attr {string} showroom - Id of the showroom in the shop config: `ranaghat` | `bethuadahari` | `karimpur`. Required.
 * @attr {number} heading-level - Level of the showroom's heading, 1 to 6 (number). Default 2.
 * @attr {string} name - Name shown in the heading, instead of the config's. Default: the config's name.
 * @attr {string} phones - Comma-separated phone numbers, instead of the config's. Default: the config's phones.
 * @attr {string} lang - `bn` or `en`: the language of every text it shows or announces. Default: the nearest `lang` in the page (crossing shadow roots), else `en`.
 *
 * @event shop-embed-load - The shopper loaded the map: `{ src }`.
 * @event shop-zoom-open - A photo opened zoomed: `{ index, src }`.
 * @event shop-zoom-close - The zoomed photo closed: `{ index, src }`.
 *
 * @cssprop --shop-brand - Colour of the heading, links and buttons. Default `#800000` (maroon).
 * @cssprop --shop-brand-contrast - Text on the brand colour. Default `#ffffff`.
 * @cssprop --shop-surface - Card background. Default `#ffffff`.
 * @cssprop --shop-focus - Focus ring colour. Default `#1a5fb4`.
 * @cssprop --shop-radius - Corner radius of the card, map and photos. Default `10px`.
 * @cssprop --shop-zoom-gallery-min - Narrowest photo in the grid (two photos a row on a phone). Default `140px`.
 * @cssprop --shop-zoom-backdrop - Backdrop behind a zoomed photo. Default `rgba(255, 255, 255, 0.96)`.
 *
 * @part card - The whole card.
 * @part name - The heading.
 * @part address - The postal address.
 * @part phone - A "Call …" link.
 * @part directions - The directions link.
 * @part placeholder - The map's click-to-load box.
 * @part load - The "Load the map" button.
 * @part frame - The map frame, once loaded.
 * @part grid - The list of photos.
 * @part expand - The "Expand image" button around a photo.
 * @part image - A photo.
 * @part caption - A photo's caption.
 */
export interface ShowroomProps extends WidgetProps {
  showroom?: string;
  headingLevel?: number;
  name?: string;
  phones?: string;
}

const TAG = '<shop-showroom>';
const IDS = shop.showrooms.map((s) => s.id);

function pickShowroom(id: string | undefined): ShowroomData | undefined {
  const found = shop.showrooms.find((s) => s.id === id?.trim().toLowerCase());
  if (!found) {
    errorOnce(
      id === undefined
        ? `${TAG}: the showroom attribute is missing (one of ${IDS.join(', ')}); showing the element's own content.`
        : `${TAG}: showroom "${id}" is not one of ${IDS.join(', ')}; showing the element's own content.`,
    );
  }
  return found;
}

function pickLevel(value: number | undefined): number {
  if (value === undefined) return 2;
  if (Number.isInteger(value) && value >= 1 && value <= 6) return value;
  errorOnce(`${TAG}: heading-level must be a whole number from 1 to 6; using 2.`);
  return 2;
}

function pickPhones(value: string | undefined, fallback: readonly string[]): string[] {
  if (value === undefined) return [...fallback];
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const good = parts.filter((p) => telHref(p));
  if (good.length === parts.length && good.length > 0) return good;
  const bad = parts.filter((p) => !telHref(p));
  errorOnce(
    good.length > 0
      ? `${TAG}: phones has entries that are not phone numbers (${bad.join(', ')}); they are left out.`
      : `${TAG}: phones "${value}" has no phone number; using the showroom's numbers.`,
  );
  return good.length > 0 ? good : [...fallback];
}

/** "+91 99999 00011" → "99999 00011": how a shopper in India reads and dials it. */
function displayPhone(phone: string): string {
  const digits = indianDigits(phone)!.slice(2);
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** Whether the page gave its own card for the showroom (`slot="card"`). */
const hasOwnCard = (host: HTMLElement | undefined) =>
  !!host && [...host.children].some((child) => child.slot === 'card');

export function Showroom(props: ShowroomProps) {
  const host = hostOf(props.container);
  const photos = useChildPhotos(host, TAG);
  const lang = widgetLang(props);
  const strings = table[lang];
  const found = pickShowroom(props.showroom);
  // The shop config writes names and addresses in both languages; the map links stay as built from the English.
  const data = found && {
    ...found,
    name: found.name[lang],
    street: found.street[lang],
    locality: found.locality[lang],
    district: found.district[lang],
    region: found.region[lang],
    tagline: found.tagline?.[lang],
  };
  const level = pickLevel(props.headingLevel);
  if (!data) {
    return (
      <div class="root">
        <slot name="card" />
        <slot />
      </div>
    );
  }
  const name = props.name?.trim() || data.name;
  const title = strings.title(name);
  const phones = pickPhones(props.phones, data.phones);
  const directions = safeImageUrl(data.directions, document.baseURI);
  const Heading = `h${level}` as 'h2';
  const ownCard = hasOwnCard(host);
  const map = (
    <div class="showroom__map">
      <EmbedFrame
        src={data.mapEmbed}
        title={strings.map(title)}
        height={data.mapHeight}
        width={undefined}
        provider={undefined}
        link={null}
        host={host}
        tag={TAG}
        lang={lang}
        note={!ownCard}
      />
    </div>
  );
  const gallery = photos.length > 0 && (
    <div class="showroom__photos">
      <Gallery photos={photos} label={strings.photos(title)} host={host} lang={lang} />
    </div>
  );

  // The page's own card stays as it is, styled by the page (outside .root, whose text styles it would inherit):
  // the upgrade repaints nothing the shopper already sees, and adds no text larger than a button's (the card says
  // what the map is and that it loads only when asked, so the placeholder holds only its button).
  if (ownCard) {
    return (
      <>
        <slot name="card" />
        <div class="root showroom--own-card">
          {map}
          {gallery}
        </div>
      </>
    );
  }

  return (
    <article class="root showroom" part="card" aria-labelledby="shop-showroom-name">
      <Heading id="shop-showroom-name" class="showroom__name" part="name">
        {title}
      </Heading>
      {data.tagline && <p class="showroom__tagline">{data.tagline}</p>}
      <div class="showroom__details">
        <address class="showroom__address" part="address">
          {data.street}
          <br />
          {data.locality}, {data.district}
          <br />
          {data.region} {data.postalCode}
          <br />
          {strings.country}
        </address>
        <ul class="showroom__actions">
          {phones.map((phone) => (
            <li key={phone}>
              <a class="button" part="phone" href={telHref(phone)!}>
                {strings.call(displayPhone(phone))}
              </a>
            </li>
          ))}
          {directions && (
            <li>
              <a
                class="button button--solid"
                part="directions"
                href={directions}
                target="_blank"
                rel="noopener noreferrer"
              >
                {strings.directions}
                <span class="visually-hidden">{` ${strings.directionsTo(title)} ${sharedStrings[lang].newTab}`}</span>
              </a>
            </li>
          )}
        </ul>
      </div>
      {map}
      {gallery}
    </article>
  );
}

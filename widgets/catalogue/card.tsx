/**
 * One product card, the only source of its markup: the widget renders it in its shadow root, and the site build
 * renders it to HTML (preact-render-to-string) for the prerendered listing, so the two cannot drift. Its look is
 * `card.css`, used in the shadow root and joined into the site's stylesheet for the prerendered copy.
 */
import { bengaliRuns } from '../../src/bengali.js';
import { shopContact } from '../../src/config/contact.js';
import type { Product } from '../../src/product.js';
import { desIn, formatPrice, isSoldOut, titleIn } from '../../src/selling.js';
import type { Lang } from '../_runtime/lang.js';
import { sharedStrings } from '../_runtime/strings.js';
import { strings } from './strings.js';

/**
 * Cards whose pictures load at once: the first row on a phone (two columns), which is in the first screen and
 * holds the page's largest picture; lazy loading would wait for layout before even asking for it.
 */
export const FIRST_ROW = 2;

export type ContactChannel = 'call' | 'whatsapp';

export interface ProductCardProps {
  product: Product;
  /** Load the photo at once (the first row, in view without scrolling) instead of when scrolled near. */
  eager: boolean;
  /** `tel:` link, or null to leave out Call Book. */
  tel: string | null;
  /** WhatsApp link, or null to leave out Whatsapp Book. */
  chat: string | null;
  /** The product's own page, which the picture and the title link to; null or absent: no link. */
  href?: string | null;
  /** Called with the card's product; one function for every card, so unchanged cards need no new render. */
  onContact?: (product: Product, channel: ContactChannel) => void;
  /** Kept in the listing but not shown: the search left it out (see the catalogue's kept cards). */
  hidden?: boolean;
  /**
   * Language of the card: on `bn`, the Bengali name and description where the product has them (else the English,
   * marked `lang="en"`), prices in Bengali digits. Default English.
   */
  lang?: Lang;
  /**
   * The address of a showroom's page from its English route (`/Ranaghat_showroom`): the widget's points at the
   * shop's site in its language; default the route itself (the site's Bengali pages move their links to /bn/).
   */
  showroomHref?: (route: string) => string;
}

/**
 * Text with its Bengali runs marked, so screen readers and fonts pick Bengali for them. A plain call, not a
 * component: a search can mount a hundred cards at once, and each component instance costs.
 */
const text = (value: string, lang: Lang) =>
  bengaliRuns(value).map((run) => {
    if (run.bengali) return lang === 'bn' ? run.text : <span lang="bn">{run.text}</span>;
    // An English title on a Bengali page is read in English (the catalogue keeps its products' own words).
    return lang === 'bn' && /[a-z]/i.test(run.text) ? <span lang="en">{run.text}</span> : run.text;
  });

export function ProductCard({ hidden, ...content }: ProductCardProps) {
  return (
    <li class="card" part="card" hidden={hidden}>
      <CardContent {...content} />
    </li>
  );
}

/**
 * What is inside a card's `<li>`. Its own component, so the catalogue can memoise it apart from the `<li>`: a search
 * that hides or shows a kept card then changes one attribute instead of rendering the card again.
 */
export function CardContent({
  product,
  eager,
  tel,
  chat,
  href,
  onContact,
  lang = 'en',
  showroomHref = (route) => route,
}: Omit<ProductCardProps, 'hidden'>) {
  const t = strings[lang];
  const title = titleIn(product, lang).text;
  const soldOut = isSoldOut(product);
  const places = (product.showrooms ?? []).flatMap((id) => shopContact.showrooms.filter((s) => s.id === id));
  // The picture links too (a shopper taps what is biggest), but only the title link is read and tabbed to.
  const linked = (picture: preact.JSX.Element) =>
    href ? (
      <a class="card__picture" href={href} tabIndex={-1} aria-hidden="true">
        {picture}
      </a>
    ) : (
      picture
    );
  return (
    <>
      {product.img ? (
        linked(
          // loading before src: Preact sets attributes in this order, and a src set
          // first starts the download before the browser learns it may wait.
          <img
            loading={eager ? 'eager' : 'lazy'}
            // The first row holds the page's largest picture: asked for before the scripts and the rest.
            fetchpriority={eager ? 'high' : undefined}
            decoding="async"
            class="card__image"
            part="image"
            width={400}
            height={500}
            alt={title}
            src={product.img}
          />,
        )
      ) : (
        <div class="card__image card__image--none" role="img" aria-label={t.noPhoto} />
      )}
      <h2 class="card__title" part="title">
        {href ? (
          <a class="card__link" part="link" href={href}>
            {text(title, lang)}
          </a>
        ) : (
          text(title, lang)
        )}
      </h2>
      {soldOut && (
        <p class="card__badge" part="sold-out">
          {t.soldOut}
        </p>
      )}
      <p class="card__des">{text(desIn(product, lang).text, lang)}</p>
      <p class="card__price" part="price">
        {product.price === undefined ? t.askPrice : formatPrice(product.price, lang)}
      </p>
      {places.length > 0 && (
        <p class="card__places" part="showrooms">
          {t.atBefore}
          {places.flatMap((place, i) => [
            i > 0 ? ', ' : null,
            <a key={place.id} class="card__place" part="showroom" href={showroomHref(place.route)}>
              {place.name[lang]}
            </a>,
          ])}
          {t.atAfter}
        </p>
      )}
      <div class="card__actions">
        {tel && (
          <a class="button" part="call" href={tel} onClick={() => onContact?.(product, 'call')}>
            {t.call}
            <span class="visually-hidden">: {text(title, lang)}</span>
          </a>
        )}
        {chat && (
          <a
            class="button button--solid"
            part="whatsapp"
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onContact?.(product, 'whatsapp')}
          >
            {soldOut ? t.likeThis : t.whatsapp}
            <span class="visually-hidden">
              : {text(title, lang)}
              {` ${sharedStrings[lang].newTab}`}
            </span>
          </a>
        )}
      </div>
    </>
  );
}

/** One collection's products: the site's own search, sold-out filter, and each product's quick actions. */
import { useEffect, useMemo, useState } from 'react';
import { COLLECTIONS, type Collection, type Product } from '../../src/product.js';
import { buildIndex, loadWords, onWordsChange, search } from '../../src/search.js';
import { validateRecords } from '../../src/validate.js';
import type { Firestore } from 'firebase/firestore';
import { Text } from './marks.js';
import { photoUrl } from './photo.js';
import type { Item } from './store.js';
import type { Strings } from './strings.js';

interface Props {
  db: Firestore;
  t: Strings;
  lang: 'bn' | 'en';
  name: Collection;
  items: Item[] | undefined;
  canWrite: boolean;
  onCollection(name: Collection): void;
  onAdd(): void;
  onEdit(item: Item): void;
  onAvailability(item: Item, soldOut: boolean): void;
  onDelete(item: Item): void;
}

const CATALOGUE_BASE = new URL('/catalogue/', location.href);

/** Each stored photo read once per visit (object URLs), so scrolling and searching do not read it again. */
const photoUrls = new Map<string, Promise<string | null>>();

/** A new photo's object URL (its `photos/{id}` doc), for a product the build has not given an `img` yet. */
function usePhoto(db: Firestore, id: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof id !== 'string') return undefined;
    let read = photoUrls.get(id);
    if (!read) photoUrls.set(id, (read = photoUrl(db, id)));
    let live = true;
    void read.then((found) => {
      // Not there yet (still on its way from another phone): asked again next time.
      if (!found) photoUrls.delete(id);
      if (live) setUrl(found);
    });
    return () => void (live = false);
  }, [db, id]);
  return url;
}

export function ProductList(props: Props) {
  const { t, name, items, canWrite } = props;
  const [query, setQuery] = useState('');
  const [soldOnly, setSoldOnly] = useState(false);
  const [, setWords] = useState(0);
  useEffect(() => {
    void loadWords();
    return onWordsChange(() => setWords((n) => n + 1));
  }, []);
  const byId = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);
  const index = useMemo(
    () =>
      buildIndex(
        validateRecords(
          (items ?? []).map((item) => ({ ...item.record, id: item.id })),
          CATALOGUE_BASE,
        ).products,
      ),
    [items],
  );
  const shown = search(index, query).filter((p) => !soldOnly || p.availability === 'sold out');

  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title" class="visually-hidden">
        {t.products}
      </h2>
      <div class="toolbar">
        <label class="field">
          <span>{t.collection}</span>
          <select
            value={name}
            onInput={(e) => props.onCollection((e.currentTarget as HTMLSelectElement).value as Collection)}
          >
            {COLLECTIONS.map((c) => (
              <option value={c} key={c}>
                {t.collections[c]}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>{t.search}</span>
          <input
            type="search"
            value={query}
            placeholder={t.searchHint}
            onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={soldOnly}
            onInput={(e) => setSoldOnly((e.currentTarget as HTMLInputElement).checked)}
          />
          <span>{t.onlySoldOut}</span>
        </label>
        {canWrite && (
          <button type="button" class="button button--primary" onClick={props.onAdd}>
            {t.add}
          </button>
        )}
      </div>
      <p role="status" class="count">
        {items ? (shown.length ? t.count(shown.length) : t.none) : t.loading}
      </p>
      <ul class="products">
        {shown.map((product) => (
          <Row key={product.id} product={product} item={byId.get(product.id)!} {...props} />
        ))}
      </ul>
    </section>
  );
}

function Row({
  product,
  item,
  db,
  t,
  lang,
  canWrite,
  onEdit,
  onAvailability,
  onDelete,
}: Props & { product: Product; item: Item }) {
  const soldOut = product.availability === 'sold out';
  const title = lang === 'bn' && product.title_bn ? product.title_bn : product.title;
  const photo = usePhoto(db, item.record.photo);
  const thumb = photo ?? product.img;
  return (
    <li class="product" data-id={item.id}>
      {thumb ? (
        <img class="product__thumb" loading="lazy" src={thumb} alt="" width={64} height={64} />
      ) : (
        <span class="product__thumb product__thumb--none" aria-hidden="true" />
      )}
      <div class="product__text">
        <span class="product__title">
          <Text lang={lang}>{title}</Text>
        </span>
        <span class="product__meta">
          {typeof product.price === 'number'
            ? `₹${product.price.toLocaleString(lang === 'bn' ? 'bn-IN' : 'en-IN')}`
            : ''}
          {soldOut && <span class="badge badge--sold">{t.soldOut}</span>}
          {item.pending && <span class="badge badge--pending">{t.pending}</span>}
        </span>
      </div>
      {canWrite && (
        <div class="product__actions">
          <button type="button" class="button" onClick={() => onEdit(item)} aria-label={`${t.edit}: ${title}`}>
            {t.edit}
          </button>
          <button
            type="button"
            class="button"
            onClick={() => onAvailability(item, !soldOut)}
            aria-label={`${soldOut ? t.markBack : t.markSold}: ${title}`}
          >
            {soldOut ? t.markBack : t.markSold}
          </button>
          <button
            type="button"
            class="button button--danger"
            onClick={() => onDelete(item)}
            aria-label={`${t.remove}: ${title}`}
          >
            {t.remove}
          </button>
        </div>
      )}
    </li>
  );
}

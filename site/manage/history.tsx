/**
 * A product's earlier versions from `history/` (each save's record after it, who saved it and when). Restore
 * writes the chosen version back as a new save, which history records in its turn.
 */
import { useEffect, useState } from 'react';
import { collection, onSnapshot, query, where, type Firestore, type Timestamp } from 'firebase/firestore';
import type { Lang } from '../../src/i18n.js';
import { HISTORY, type ProductRecord } from './records.js';
import { Text } from './marks.js';
import type { Item } from './store.js';
import type { Strings } from './strings.js';

interface Version {
  id: string;
  after: ProductRecord | null;
  by: string;
  at: Timestamp | null;
}

export const whenText = (at: Timestamp | null | undefined, lang: Lang) =>
  at ? at.toDate().toLocaleString(lang === 'bn' ? 'bn-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '';

export function History({
  db,
  t,
  lang,
  item,
  onRestore,
  onBack,
}: {
  db: Firestore;
  t: Strings;
  lang: Lang;
  item: Item;
  onRestore(record: ProductRecord): void;
  onBack(): void;
}) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  useEffect(
    () =>
      // One field's equality: Firestore's automatic index serves it, no composite index to deploy.
      onSnapshot(
        query(collection(db, HISTORY), where('productId', '==', item.id)),
        (snapshot) =>
          setVersions(
            snapshot.docs
              .map((d) => ({ id: d.id, ...(d.data() as Omit<Version, 'id'> & { collection: string }) }))
              .filter((v) => v.collection === item.collection)
              .sort((a, b) => (b.at?.toMillis() ?? Infinity) - (a.at?.toMillis() ?? Infinity)),
          ),
        () => setVersions([]),
      ),
    [db, item.id],
  );
  const title = (record: ProductRecord) => String((lang === 'bn' && record.title_bn) || record.title || item.id);
  return (
    <section class="card" aria-labelledby="history-title">
      <h2 id="history-title">
        {t.versionsTitle}: <Text lang={lang}>{title(item.record)}</Text>
      </h2>
      {versions === null && <p role="status">{t.loading}</p>}
      {versions?.length === 0 && <p>{t.versionsNone}</p>}
      <ol class="versions-list">
        {versions?.map((v, i) => (
          <li class="version-entry" key={v.id}>
            <p class="version-entry__who">
              <Text lang={lang}>{t.versionBy(v.by, whenText(v.at, lang))}</Text>
            </p>
            {v.after ? (
              <p>
                <Text lang={lang}>{title(v.after)}</Text>
                {/* On a Bengali screen the English name too: a change to it is a version as well. */}
                {lang === 'bn' && v.after.title_bn && v.after.title ? (
                  <>
                    {' · '}
                    <span lang="en">{String(v.after.title)}</span>
                  </>
                ) : null}
                {typeof v.after.price === 'number' &&
                  ` · ₹${v.after.price.toLocaleString(lang === 'bn' ? 'bn-IN' : 'en-IN')}`}
                {v.after.availability === 'sold out' && ` · ${t.soldOut}`}
              </p>
            ) : (
              <p>{t.versionDeleted}</p>
            )}
            {i === 0 ? (
              <p class="hint">{t.versionNow}</p>
            ) : (
              v.after && (
                <button
                  type="button"
                  class="button"
                  aria-label={`${t.restore}: ${whenText(v.at, lang)}`}
                  onClick={() => onRestore(v.after!)}
                >
                  {t.restore}
                </button>
              )
            )}
          </li>
        ))}
      </ol>
      <button type="button" class="button" onClick={onBack}>
        {t.back}
      </button>
    </section>
  );
}

/**
 * When the site was last published, what is waiting for the next publish, the last failure in plain words, and
 * "Publish now" (`publishing/request`, which the publish job reads and clears).
 */
import { useEffect, useState } from 'react';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import type { Lang } from '../../src/i18n.js';
import { Text } from './marks.js';
import type { Catalogue } from './store.js';
import type { Strings } from './strings.js';

interface Publish {
  at?: Timestamp;
  ok?: boolean;
  message?: string;
}

const when = (at: Timestamp | undefined, lang: Lang) =>
  at ? at.toDate().toLocaleString(lang === 'bn' ? 'bn-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '';

export function Publishing({
  db,
  t,
  lang,
  catalogue,
  by,
}: {
  db: Firestore;
  t: Strings;
  lang: Lang;
  catalogue: Catalogue;
  by: string;
}) {
  const [last, setLast] = useState<Publish | null>(null);
  const [lastFailure, setLastFailure] = useState<Publish | null>(null);
  const [stateAt, setStateAt] = useState<Timestamp | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const stops = [
      onSnapshot(
        query(collection(db, 'publishes'), orderBy('at', 'desc'), limit(10)),
        (snapshot) => {
          const all = snapshot.docs.map((d) => d.data() as Publish);
          const failed = all.findIndex((p) => p.ok === false);
          const good = all.findIndex((p) => p.ok === true);
          // The site holds the last publish that worked; a failed attempt after it changed nothing there.
          setLast(good === -1 ? null : all[good]!);
          setLastFailure(failed !== -1 && (good === -1 || failed < good) ? all[failed]! : null);
        },
        () => {},
      ),
      onSnapshot(
        doc(db, 'publishing', 'state'),
        (snapshot) => setStateAt((snapshot.data()?.at as Timestamp) ?? null),
        () => {},
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [db]);
  const waiting = Object.values(catalogue)
    .flat()
    .filter((item) => {
      const at = item.record.updatedAt;
      return item.pending || (at && (!stateAt || at.toMillis() > stateAt.toMillis()));
    }).length;
  const publish = () => {
    setAsked(true);
    void setDoc(doc(db, 'publishing', 'request'), { requestedAt: serverTimestamp(), requestedBy: by });
  };
  return (
    <section class="card" aria-labelledby="publishing-title">
      <h2 id="publishing-title">{t.publishing}</h2>
      <p>
        <Text lang={lang}>{last?.at ? `${t.lastPublished}: ${when(last.at, lang)}` : t.neverPublished}</Text>
      </p>
      <p class="waiting">{t.waiting(waiting)}</p>
      {lastFailure && (
        <p class="problem">
          <Text lang={lang}>{`${t.lastFailure} ${lastFailure.message ?? ''}`}</Text>
        </p>
      )}
      <p class="hint">{t.nextPublish}</p>
      <button type="button" class="button button--primary" onClick={publish}>
        {t.publishNow}
      </button>
      <p role="status">{asked ? t.publishAsked : ''}</p>
    </section>
  );
}

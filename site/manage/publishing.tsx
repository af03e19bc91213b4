/**
 * When the site was last published and what that publish put on it, what waits for the next publish (each product
 * by name: new, changed, deleted, sold out; and the shop's details), the last failure in plain words, and "Publish
 * now" (`publishing/request`, which the publish job reads and clears). What waits is found as the publish finds it:
 * the hash of each product the phone has (src/product-hash.ts, the publish's own code) against the hashes the last
 * publish kept in `publishing/state`.
 */
import { Fragment, useEffect, useState } from 'react';
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
import { COLLECTIONS } from '../../src/product.js';
import { canonical, leftOutOfSite, productKey, productRecord, sha256 } from '../../src/product-hash.js';
import { Text } from './marks.js';
import { TRASH, type ProductRecord } from './records.js';
import type { Catalogue } from './store.js';
import type { Strings } from './strings.js';

/** What a publish changes, as `publishes/{id}.changes` holds it: products as "Collection/id". */
interface Changes {
  added: string[];
  changed: string[];
  removed: string[];
  soldOut: string[];
  settings: boolean;
}

interface Publish {
  at?: Timestamp;
  ok?: boolean;
  message?: string;
  changes?: Partial<Changes>;
}

interface State {
  at?: Timestamp;
  products?: Record<string, string>;
  settingsHash?: string;
}

/** The names listed of one kind of change; the rest are counted. */
const LISTED = 10;

const when = (at: Timestamp | undefined, lang: Lang) =>
  at ? at.toDate().toLocaleString(lang === 'bn' ? 'bn-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** Each text hashed once per visit: the list changes one product at a time. */
const hashes = new Map<string, Promise<string>>();
function hashOf(value: unknown): Promise<string> {
  const text = canonical(value);
  let hash = hashes.get(text);
  if (!hash) hashes.set(text, (hash = sha256(text)));
  return hash;
}

/** What the next publish would change, from the phone's products (and settings) and the last publish's state. */
async function whatWaits(
  catalogue: Catalogue,
  state: State | null,
  settings: Record<string, unknown> | null,
): Promise<Changes> {
  const before = state?.products ?? {};
  const now = new Map<string, { hash: string; soldOut: boolean }>();
  for (const name of COLLECTIONS)
    for (const item of catalogue[name] ?? []) {
      const record = productRecord(item.id, item.record);
      if (leftOutOfSite(record)) continue;
      now.set(productKey(name, item.id), { hash: await hashOf(record), soldOut: record.availability === 'sold out' });
    }
  const keys = [...now.keys()].sort();
  const added = keys.filter((key) => !(key in before));
  const changed = keys.filter((key) => key in before && before[key] !== now.get(key)!.hash);
  const removed = Object.keys(before)
    .filter((key) => !now.has(key))
    .sort();
  const soldOut = keys.filter((key) => now.get(key)!.soldOut && (added.includes(key) || changed.includes(key)));
  let settingsChanged = false;
  if (settings) {
    // The settings as the publish reads them: without who saved them when.
    const { updatedAt: _at, updatedBy: _by, ...saved } = settings;
    settingsChanged = (await hashOf(saved)) !== state?.settingsHash;
  }
  return { added, changed, removed, soldOut, settings: settingsChanged };
}

function ChangeList({
  t,
  lang,
  id,
  title,
  changes,
  nameOf,
  children,
}: {
  t: Strings;
  lang: Lang;
  id: string;
  title: string;
  changes: Partial<Changes>;
  nameOf(key: string): string;
  children?: unknown;
}) {
  const kinds = [
    [t.changeAdded, changes.added],
    [t.changeChanged, changes.changed],
    [t.changeRemoved, changes.removed],
    [t.changeSoldOut, changes.soldOut],
  ] as const;
  return (
    <section class="changes" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
      <dl>
        {kinds.map(([label, keys]) =>
          keys?.length ? (
            <div class="changes__row" key={label}>
              <dt>{label}</dt>
              <dd>
                {keys.slice(0, LISTED).map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 && ', '}
                    <Text lang={lang}>{nameOf(key)}</Text>
                  </Fragment>
                ))}
                {keys.length > LISTED && `, ${t.andMore(keys.length - LISTED)}`}
              </dd>
            </div>
          ) : null,
        )}
        {changes.settings && (
          <div class="changes__row">
            <dt>{t.settings}</dt>
            <dd>{t.changeChanged}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

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
  // undefined: not read yet; null: there is none.
  const [state, setState] = useState<State | null | undefined>(undefined);
  const [settings, setSettings] = useState<Record<string, unknown> | null | undefined>(undefined);
  // A deleted product's record by "Collection/id" (undefined: not read yet, and no list is shown without names).
  const [trash, setTrash] = useState<Map<string, ProductRecord> | undefined>(undefined);
  const [waiting, setWaiting] = useState<Changes | null>(null);
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
        (snapshot) => setState((snapshot.data() as State | undefined) ?? null),
        () => setState(null),
      ),
      onSnapshot(
        doc(db, 'settings', 'shop'),
        (snapshot) => setSettings(snapshot.data() ?? null),
        () => setSettings(null),
      ),
      // A deleted product's names, for "deleted": the trash keeps its record 30 days.
      onSnapshot(
        collection(db, TRASH),
        (snapshot) =>
          setTrash(
            new Map(
              snapshot.docs.map((d) => {
                const entry = d.data() as { collection?: string; productId?: string; record?: ProductRecord };
                return [productKey(String(entry.collection), String(entry.productId)), entry.record ?? {}];
              }),
            ),
          ),
        () => setTrash(new Map()),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [db]);

  const loaded =
    state !== undefined &&
    settings !== undefined &&
    trash !== undefined &&
    COLLECTIONS.every((name) => catalogue[name]);
  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    void whatWaits(catalogue, state, settings).then((found) => current && setWaiting(found));
    return () => void (current = false);
  }, [loaded, catalogue, state, settings]);

  const live = new Map(
    COLLECTIONS.flatMap((name) => (catalogue[name] ?? []).map((item) => [productKey(name, item.id), item.record])),
  );
  const nameOf = (key: string) => {
    const record = live.get(key) ?? trash?.get(key);
    const title = (lang === 'bn' && record?.title_bn) || record?.title;
    return typeof title === 'string' && title ? title : key.slice(key.indexOf('/') + 1);
  };
  const count = waiting
    ? waiting.added.length + waiting.changed.length + waiting.removed.length + (waiting.settings ? 1 : 0)
    : 0;
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
      {last?.changes && loaded && (
        <ChangeList t={t} lang={lang} id="last-changes" title={t.lastChanges} changes={last.changes} nameOf={nameOf} />
      )}
      <ChangeList t={t} lang={lang} id="waiting-changes" title={t.waitingTitle} changes={waiting ?? {}} nameOf={nameOf}>
        <p class="waiting">{waiting ? t.waiting(count) : t.loading}</p>
      </ChangeList>
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

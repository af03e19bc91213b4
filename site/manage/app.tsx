/** The shop manager: sign-in, then the products, the publishing status, and (owners) the shop's details. */
import { useEffect, useState } from 'react';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { doc, getDoc, getDocFromCache, getDocFromServer, type DocumentSnapshot } from 'firebase/firestore';
import type { Lang } from '../../src/i18n.js';
import { COLLECTIONS, type Collection } from '../../src/product.js';
import { Conflict } from './conflict.js';
import type { Connection, PageData } from './firebase.js';
import { ProductForm } from './form.js';
import { ProductList } from './list.js';
import { addPhoto, type PreparedPhoto } from './photo.js';
import { History } from './history.js';
import { Text } from './marks.js';
import { Publishing } from './publishing.js';
import type { Settings as SettingsForm } from './settings.js';
import { StaffList } from './staff.js';
import { restoreProduct, saveProduct, trashProduct, type ProductRecord, type Written } from './records.js';
import { SignIn } from './signin.js';
import { useCatalogue, useOnline, type Item } from './store.js';
import { STRINGS, type Strings } from './strings.js';

type Role = 'checking' | 'staff' | 'owner' | 'none';
type View =
  | { kind: 'list' }
  | { kind: 'publishing' }
  | { kind: 'settings' }
  | { kind: 'staff' }
  | { kind: 'history'; item: Item }
  | { kind: 'form'; collection: Collection; item: Item | null; opened: ProductRecord | null }
  | {
      kind: 'conflict';
      collection: Collection;
      item: Item;
      mine: ProductRecord;
      theirs: ProductRecord;
      photo: PreparedPhoto | null;
    };

interface Toast {
  /** In the screen's language at the time it shows (the language may be switched meanwhile). */
  text: (t: Strings, lang: Lang) => string;
  undo?: () => void;
}

const LANG_KEY = 'manager-lang';

export function useLang(): [Lang, (lang: Lang) => void] {
  const [lang, setLang] = useState<Lang>(() => (localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'bn'));
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = STRINGS[lang].app;
    localStorage.setItem(LANG_KEY, lang);
  }, [lang]);
  return [lang, setLang];
}

export function Header({
  t,
  lang,
  setLang,
  children,
}: {
  t: Strings;
  lang: Lang;
  setLang(l: Lang): void;
  children?: unknown;
}) {
  return (
    <header class="top">
      <h1>{t.app}</h1>
      <button type="button" class="button" lang={t.otherLangCode} onClick={() => setLang(lang === 'bn' ? 'en' : 'bn')}>
        {t.otherLang}
      </button>
      {children}
    </header>
  );
}

/** The settings form, loaded when an owner opens it: its schema check (zod) stays out of everyone's first load. */
function Settings(props: Parameters<typeof SettingsForm>[0]) {
  const [Form, setForm] = useState<typeof SettingsForm | null>(null);
  useEffect(() => void import('./settings.js').then((module) => setForm(() => module.Settings)), []);
  return Form ? <Form {...props} /> : <p role="status">{props.t.loading}</p>;
}

const millis = (record: ProductRecord | null | undefined) => record?.updatedAt?.toMillis?.() ?? null;

async function freshest(snapshotOf: () => Promise<DocumentSnapshot>, cached: () => Promise<DocumentSnapshot>) {
  // Offline, the server cannot be asked: the phone's copy is the freshest there is.
  if (navigator.onLine) {
    const server = await snapshotOf().catch(() => null);
    if (server) return server;
  }
  return cached().catch(() => null);
}

export function App({ connection, page }: { connection: Connection; page: PageData }) {
  const { auth, db } = connection;
  const [lang, setLang] = useLang();
  const t = STRINGS[lang];
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [role, setRole] = useState<Role>('checking');
  const [view, setView] = useState<View>({ kind: 'list' });
  const [name, setName] = useState<Collection>('Saree');
  const [toast, setToast] = useState<Toast | null>(null);
  const online = useOnline();
  const canWrite = role === 'staff' || role === 'owner';
  const catalogue = useCatalogue(db, canWrite);
  const me = user?.email?.toLowerCase() ?? '';

  useEffect(() => onAuthStateChanged(auth, setUser), [auth]);
  useEffect(() => {
    if (!user?.email) return;
    setRole('checking');
    getDoc(doc(db, 'staff', user.email.toLowerCase()))
      .then((snapshot) => {
        const found = snapshot.data()?.role;
        setRole(found === 'owner' ? 'owner' : snapshot.exists() ? 'staff' : 'none');
      })
      .catch(() => setRole('none'));
  }, [user]);

  const watch = (written: Written) =>
    written.sent.catch((error: { code?: string }) =>
      setToast({ text: (now) => `${now.signInFailed} (${error.code ?? 'error'})` }),
    );

  const write = (
    collection: Collection,
    item: Item | null,
    before: ProductRecord | null,
    record: ProductRecord,
    photo: PreparedPhoto | null,
  ) => {
    watch(
      saveProduct(db, {
        collection,
        id: item?.id ?? null,
        before,
        after: record,
        by: me,
        ...(photo ? { prepare: (batch) => ({ photo: addPhoto(db, batch, photo, me) }) } : {}),
      }),
    );
    setToast({ text: (now) => now.saved });
    setView({ kind: 'list' });
  };

  const save = async (record: ProductRecord, photo: PreparedPhoto | null) => {
    if (view.kind !== 'form') return;
    const { item, opened, collection } = view;
    if (!item) return write(collection, null, null, record, photo);
    const ref = doc(db, item.collection, item.id);
    const fresh = await freshest(
      () => getDocFromServer(ref),
      () => getDocFromCache(ref),
    );
    const theirs = (fresh?.data() as ProductRecord | undefined) ?? null;
    // Changed on the server since the form opened, by someone else: never overwrite it silently.
    if (theirs && millis(theirs) !== millis(opened) && theirs.updatedBy !== me) {
      setView({ kind: 'conflict', collection, item, mine: record, theirs, photo });
      return;
    }
    write(collection, item, theirs ?? opened, { ...theirs, ...record }, photo);
  };

  const availability = (item: Item, soldOut: boolean) => {
    const after: ProductRecord = { ...item.record };
    if (soldOut) after.availability = 'sold out';
    else delete after.availability;
    watch(saveProduct(db, { collection: item.collection, id: item.id, before: item.record, after, by: me }));
  };

  const remove = (item: Item) => {
    const trashed = trashProduct(db, { collection: item.collection, id: item.id, record: item.record, by: me });
    watch(trashed);
    setToast({
      text: (now, shown) =>
        now.removed(String((shown === 'bn' && item.record.title_bn) || item.record.title || item.id)),
      undo: () => {
        watch(
          restoreProduct(db, {
            trashId: trashed.id,
            collection: item.collection,
            id: item.id,
            record: item.record,
            by: me,
          }),
        );
        setToast(null);
      },
    });
  };

  const header = (
    <Header t={t} lang={lang} setLang={setLang}>
      {user && (
        <button type="button" class="button" onClick={() => void signOut(auth)}>
          {t.signOut}
        </button>
      )}
    </Header>
  );

  let body: unknown;
  if (user === undefined) body = <p role="status">{t.loading}</p>;
  else if (user === null) body = <SignIn auth={auth} t={t} lang={lang} />;
  else if (role === 'checking') body = <p role="status">{t.checking}</p>;
  else if (role === 'none')
    body = (
      <p class="problem notice" role="alert">
        {t.notStaff}{' '}
        <span class="hint" lang="en">
          ({user.email})
        </span>
      </p>
    );
  else if (view.kind === 'form')
    body = (
      <ProductForm
        db={db}
        t={t}
        lang={lang}
        showrooms={page.showrooms as never}
        before={view.opened}
        onSave={(record, photo) => void save(record, photo)}
        onCancel={() => setView({ kind: 'list' })}
        onHistory={view.item ? () => setView({ kind: 'history', item: (view as { item: Item }).item }) : undefined}
      />
    );
  else if (view.kind === 'history') {
    const { item } = view;
    body = (
      <History
        db={db}
        t={t}
        lang={lang}
        item={item}
        onBack={() => setView({ kind: 'list' })}
        onRestore={(record) => {
          const current = catalogue[item.collection]?.find((i) => i.id === item.id)?.record ?? null;
          watch(saveProduct(db, { collection: item.collection, id: item.id, before: current, after: record, by: me }));
          setToast({ text: (now) => now.restored });
          setView({ kind: 'list' });
        }}
      />
    );
  } else if (view.kind === 'conflict') {
    const { collection, item, mine, theirs, photo } = view;
    body = (
      <Conflict
        t={t}
        lang={lang}
        mine={mine}
        theirs={theirs}
        onKeepMine={() => write(collection, item, theirs, { ...theirs, ...mine }, photo)}
        onKeepTheirs={() => setView({ kind: 'list' })}
      />
    );
  } else
    body = (
      <>
        <nav class="tabs" aria-label={t.app}>
          <button
            type="button"
            class="tab"
            aria-current={view.kind === 'list' ? 'page' : undefined}
            onClick={() => setView({ kind: 'list' })}
          >
            {t.products}
          </button>
          <button
            type="button"
            class="tab"
            aria-current={view.kind === 'publishing' ? 'page' : undefined}
            onClick={() => setView({ kind: 'publishing' })}
          >
            {t.publishing}
          </button>
          {role === 'owner' &&
            (['settings', 'staff'] as const).map((kind) => (
              <button
                type="button"
                class="tab"
                key={kind}
                aria-current={view.kind === kind ? 'page' : undefined}
                onClick={() => setView({ kind })}
              >
                {kind === 'settings' ? t.settings : t.staffTab}
              </button>
            ))}
        </nav>
        {view.kind === 'publishing' ? (
          <Publishing db={db} t={t} lang={lang} catalogue={catalogue} by={me} />
        ) : view.kind === 'settings' && role === 'owner' ? (
          <Settings db={db} t={t} lang={lang} page={page} by={me} />
        ) : view.kind === 'staff' && role === 'owner' ? (
          <StaffList db={db} t={t} lang={lang} me={me} onDone={(text) => setToast({ text })} />
        ) : (
          <ProductList
            db={db}
            t={t}
            lang={lang}
            name={name}
            items={catalogue[name]}
            canWrite={canWrite}
            onCollection={setName}
            onAdd={() => setView({ kind: 'form', collection: name, item: null, opened: null })}
            onEdit={(item) => setView({ kind: 'form', collection: item.collection, item, opened: item.record })}
            onAvailability={availability}
            onDelete={remove}
          />
        )}
      </>
    );

  return (
    <>
      {header}
      <main id="main">
        {!online && (
          <p class="notice" role="status">
            {t.offline}
          </p>
        )}
        {body}
      </main>
      <div class="toast" role="status" aria-live="polite">
        {toast && (
          <>
            <span>
              <Text lang={lang}>{toast.text(t, lang)}</Text>
            </span>
            {toast.undo && (
              <button type="button" class="button" onClick={toast.undo}>
                {t.undo}
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
}

export { COLLECTIONS };

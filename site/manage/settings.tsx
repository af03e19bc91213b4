/**
 * The shop's details (owners): the offer texts, the phone numbers, the hours and each showroom's address, saved
 * to `settings/shop` for the next publish. First shown: the saved document, or else the details the site was
 * built with (the page carries them), with a note that they are not saved yet.
 */
import { useEffect, useState } from 'react';
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { Lang } from '../../src/i18n.js';
import type { PageData } from './firebase.js';
import { Text } from './marks.js';
import { cleaned, phoneInputs, settingsProblems, valueAt, withValue, type ShopData } from './settings-values.js';
import type { Strings } from './strings.js';

export const SETTINGS = ['settings', 'shop'] as const;
/** The fields this form has an input for; a problem elsewhere (a field of the file only) is listed at the top. */
const SHOWN =
  /^(offers|callNumber|chatNumber|hours\.(opens|closes|text\.(bn|en))|showrooms\[\d+\]\.(phones\[\d\]|(street|locality)\.(bn|en)|postalCode))$/;

export function Settings({
  db,
  t,
  lang,
  page,
  by,
}: {
  db: Firestore;
  t: Strings;
  lang: Lang;
  page: PageData;
  by: string;
}) {
  const [data, setData] = useState<ShopData | null>(null);
  const [fromSite, setFromSite] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const site = () => {
      setFromSite(true);
      setData(page.shop ? structuredClone(page.shop) : {});
    };
    getDoc(doc(db, ...SETTINGS)).then((snapshot) => {
      if (!snapshot.exists()) return site();
      const { updatedAt: _at, updatedBy: _by, ...saved } = snapshot.data();
      setData(saved);
    }, site);
  }, [db]);
  useEffect(() => {
    if (tried && data) setProblems(settingsProblems(data, lang));
  }, [data, lang]);

  if (!data)
    return (
      <p role="status" class="card">
        {t.loading}
      </p>
    );

  const set = (key: string, value: unknown) => {
    setStatus('');
    setData((now) => withValue(now!, key, value));
  };

  const field = (key: string, label: string, input: (id: string, invalid: boolean) => unknown) => {
    const problem = problems[key];
    const id = `s-${key}`;
    return (
      <div class={`field${problem ? ' field--bad' : ''}`} key={key}>
        <label for={id}>
          <Text lang={lang}>{label}</Text>
        </label>
        {input(id, Boolean(problem))}
        {problem && (
          <p class="problem" id={`${id}-problem`}>
            <Text lang={lang}>{problem}</Text>
          </p>
        )}
      </div>
    );
  };
  const text = (key: string, label: string, options: { mode?: 'tel' | 'numeric'; lang?: Lang } = {}) =>
    field(key, label, (id, invalid) => (
      <input
        id={id}
        value={String(valueAt(data, key) ?? '')}
        inputMode={options.mode}
        lang={options.lang}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onInput={(e) => set(key, (e.currentTarget as HTMLInputElement).value)}
      />
    ));
  const both = (key: string, label: string) => (
    <>
      {text(`${key}.bn`, `${label} ${t.inBengali}`, { lang: 'bn' })}
      {text(`${key}.en`, `${label} ${t.inEnglish}`, { lang: 'en' })}
    </>
  );

  const save = (e: Event) => {
    e.preventDefault();
    const found = settingsProblems(data, lang);
    setTried(true);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      setStatus('');
      document.getElementById(`s-${first}`)?.focus();
      return;
    }
    const record: ShopData = { ...cleaned(data), updatedAt: serverTimestamp(), updatedBy: by };
    if (page.firebase && !record.firebase) record.firebase = page.firebase;
    setDoc(doc(db, ...SETTINGS), record).then(
      () => setFromSite(false),
      () => setStatus(t.settingsRefused),
    );
    setStatus(t.settingsSaved);
  };

  const elsewhere = Object.keys(problems).filter((key) => !SHOWN.test(key));
  const showrooms: ShopData[] = Array.isArray(data.showrooms) ? data.showrooms : [];
  const offers: unknown[] = Array.isArray(data.offers) ? data.offers : [];
  return (
    <form class="card" onSubmit={save} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title">{t.settings}</h2>
      {fromSite && <p class="notice">{t.settingsFromSite}</p>}
      {tried && Object.keys(problems).length > 0 && (
        <p class="problem" role="alert">
          {t.fixFirst}
        </p>
      )}
      {elsewhere.length > 0 && (
        <div class="problem">
          <p>{t.otherProblems}</p>
          <ul>
            {elsewhere.map((key) => (
              <li key={key}>
                <Text lang={lang}>{problems[key]!}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      {field('offers', t.offersLabel, (id, invalid) => (
        <textarea
          id={id}
          rows={6}
          value={offers.map(String).join('\n')}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-problem` : `${id}-hint`}
          onInput={(e) => set('offers', (e.currentTarget as HTMLTextAreaElement).value.split('\n'))}
        />
      ))}
      <p class="hint" id="s-offers-hint">
        {t.offersHint}
      </p>
      {text('callNumber', t.callNumber, { mode: 'tel' })}
      {text('chatNumber', t.chatNumber, { mode: 'tel' })}
      <fieldset class="field">
        <legend>{t.hours}</legend>
        {text('hours.opens', t.opens, { mode: 'numeric' })}
        {text('hours.closes', t.closes, { mode: 'numeric' })}
        {both('hours.text', t.hoursText)}
      </fieldset>
      {showrooms.map((showroom, i) => (
        <fieldset class="field" key={String(showroom.id ?? i)}>
          <legend>
            <Text lang={lang}>{String(showroom.name?.[lang] ?? showroom.name?.en ?? '')}</Text>
          </legend>
          {phoneInputs(data, i).map((_, j) =>
            field(`showrooms[${i}].phones[${j}]`, t.phoneN(j), (id, invalid) => (
              <input
                id={id}
                type="tel"
                inputMode="tel"
                value={phoneInputs(data, i)[j]}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id}-problem` : undefined}
                onInput={(e) =>
                  set(
                    `showrooms[${i}].phones`,
                    phoneInputs(data, i).map((p, k) => (k === j ? (e.currentTarget as HTMLInputElement).value : p)),
                  )
                }
              />
            )),
          )}
          {both(`showrooms[${i}].street`, t.street)}
          {both(`showrooms[${i}].locality`, t.locality)}
          {text(`showrooms[${i}].postalCode`, t.postalCode, { mode: 'numeric' })}
        </fieldset>
      ))}
      <div class="actions">
        <button type="submit" class="button button--primary">
          {t.save}
        </button>
      </div>
      <p role="status">{status}</p>
    </form>
  );
}

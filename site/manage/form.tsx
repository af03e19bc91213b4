/** Add or change one product: every field with its problem beside it, and a photo from the camera. */
import { useEffect, useRef, useState } from 'react';
import type { Firestore } from 'firebase/firestore';
import type { Lang } from '../../src/i18n.js';
import type { ShopConfig } from '../../src/config/schema.js';
import { problemsOf, recordOf, valuesOf, type FormField, type FormValues } from './form-values.js';
import { Text } from './marks.js';
import { PhotoError, photoUrl, preparePhoto, type PreparedPhoto } from './photo.js';
import type { ProductRecord } from './records.js';
import type { Strings } from './strings.js';

interface Props {
  db: Firestore;
  t: Strings;
  lang: Lang;
  showrooms: ShopConfig['showrooms'];
  before: ProductRecord | null;
  onSave(record: ProductRecord, photo: PreparedPhoto | null): void;
  onCancel(): void;
  /** Shows the product's earlier versions (an existing product only). */
  onHistory?: (() => void) | undefined;
}

/** Where the photo is: being made (0..1), or made; worded when shown, in the screen's language at that time. */
type PhotoState = { done: number } | { kb: number; width: number; height: number } | null;

export function ProductForm({ db, t, lang, showrooms, before, onSave, onCancel, onHistory }: Props) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(before));
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoState, setPhotoState] = useState<PhotoState>(null);
  const [photoProblem, setPhotoProblem] = useState<PhotoError['problem'] | null>(null);
  const [tried, setTried] = useState(false);
  // Once saving was tried, each field's problem as the values are now, in the screen's language.
  const problems: Partial<Record<FormField, string>> = tried ? problemsOf(recordOf(values, before), lang) : {};
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const id = before?.photo;
    if (typeof id !== 'string') return undefined;
    let url: string | null = null;
    void photoUrl(db, id).then((u) => setPreview((url = u)));
    return () => void (url && URL.revokeObjectURL(url));
  }, []);

  const set = (field: FormField) => (e: Event) =>
    setValues((v) => ({ ...v, [field]: (e.currentTarget as HTMLInputElement).value }));

  const choose = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    setPhotoProblem(null);
    try {
      const ready = await preparePhoto(file, (done) => setPhotoState({ done }));
      setPhoto(ready);
      setPreview(URL.createObjectURL(new Blob([ready.bytes as BlobPart], { type: ready.type })));
      setPhotoState({ kb: Math.round(ready.bytes.length / 1000), width: ready.width, height: ready.height });
    } catch (error) {
      setPhotoState(null);
      setPhotoProblem(error instanceof PhotoError ? error.problem : 'damaged');
    }
  };

  const submit = (e: Event) => {
    e.preventDefault();
    const record = recordOf(values, before);
    const found = problemsOf(record, lang);
    setTried(true);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]!;
      (document.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus();
      return;
    }
    onSave(record, photo);
  };

  const field = (name: FormField, label: string, input: (id: string, invalid: boolean) => unknown) => {
    const problem = problems[name];
    return (
      <div class={`field${problem ? ' field--bad' : ''}`}>
        <label for={`f-${name}`}>{label}</label>
        {input(`f-${name}`, Boolean(problem))}
        {problem && (
          <p class="problem" id={`f-${name}-problem`}>
            <Text lang={lang}>{problem}</Text>
          </p>
        )}
      </div>
    );
  };
  const text = (name: 'title' | 'title_bn' | 'price', label: string, mode?: 'numeric') =>
    field(name, label, (id, invalid) => (
      <input
        id={id}
        name={name}
        value={values[name]}
        inputMode={mode}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onInput={set(name)}
      />
    ));
  const area = (name: 'des' | 'des_bn', label: string) =>
    field(name, label, (id, invalid) => (
      <textarea
        id={id}
        name={name}
        rows={4}
        value={values[name]}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onInput={set(name)}
      />
    ));

  return (
    <form class="card" onSubmit={submit} noValidate aria-labelledby="form-title">
      <h2 id="form-title" tabIndex={-1} ref={heading}>
        {before ? t.edit : t.add}
      </h2>
      {tried && Object.keys(problems).length > 0 && (
        <p class="problem" role="alert">
          {t.fixFirst}
        </p>
      )}
      <div class="field">
        <label for="f-photo">{t.photo}</label>
        {preview && <img class="preview" src={preview} alt="" />}
        <input id="f-photo" type="file" accept="image/*" capture="environment" onInput={choose} />
        <p role="status" class="hint">
          {photoState && (
            <Text lang={lang}>
              {'done' in photoState
                ? t.photoWorking(photoState.done)
                : t.photoReady(photoState.kb, photoState.width, photoState.height)}
            </Text>
          )}
        </p>
        {photoProblem && (
          <p class="problem" role="alert">
            <Text lang={lang}>{t.photoProblems[photoProblem]}</Text>
          </p>
        )}
      </div>
      {text('title_bn', t.title_bn)}
      {text('title', t.title)}
      {area('des_bn', t.des_bn)}
      {area('des', t.des)}
      {text('price', t.price, 'numeric')}
      <fieldset class="field">
        <legend>{t.availability}</legend>
        {(['in stock', 'sold out'] as const).map((a) => (
          <label class="check" key={a}>
            <input
              type="radio"
              name="availability"
              value={a}
              checked={values.availability === a}
              onInput={() => setValues((v) => ({ ...v, availability: a }))}
            />
            <span>{a === 'sold out' ? t.soldOut : t.inStock}</span>
          </label>
        ))}
      </fieldset>
      <fieldset class={`field${problems.showrooms ? ' field--bad' : ''}`}>
        <legend>{t.showrooms}</legend>
        {showrooms.map((s) => (
          <label class="check" key={s.id}>
            <input
              type="checkbox"
              name="showrooms"
              value={s.id}
              checked={values.showrooms.includes(s.id)}
              onInput={(e) => {
                const on = (e.currentTarget as HTMLInputElement).checked;
                setValues((v) => ({
                  ...v,
                  showrooms: on ? [...v.showrooms, s.id] : v.showrooms.filter((x) => x !== s.id),
                }));
              }}
            />
            <span>{s.name[lang]}</span>
          </label>
        ))}
        {problems.showrooms && (
          <p class="problem">
            <Text lang={lang}>{problems.showrooms}</Text>
          </p>
        )}
      </fieldset>
      <div class="actions">
        <button type="submit" class="button button--primary" disabled={photoState !== null && !photo && !photoProblem}>
          {t.save}
        </button>
        <button type="button" class="button" onClick={onCancel}>
          {t.cancel}
        </button>
        {onHistory && (
          <button type="button" class="button" onClick={onHistory}>
            {t.versions}
          </button>
        )}
      </div>
    </form>
  );
}

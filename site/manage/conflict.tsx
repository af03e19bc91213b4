/** Two people changed the same product: both versions, side by side, and the choice of which to keep. */
import { useEffect, useRef } from 'react';
import type { Lang } from '../../src/i18n.js';
import { Text } from './marks.js';
import type { ProductRecord } from './records.js';
import type { Strings } from './strings.js';

const SHOWN = ['title_bn', 'title', 'des_bn', 'des', 'price', 'availability'] as const;

/** A field's value as the rest of the manager shows it: the price in rupees, the stock in words, a dash for none. */
function shown(t: Strings, lang: Lang, field: (typeof SHOWN)[number], value: unknown): string {
  if (field === 'availability') return value === 'sold out' ? t.soldOut : t.inStock;
  if (field === 'price' && typeof value === 'number')
    return `₹${value.toLocaleString(lang === 'bn' ? 'bn-IN' : 'en-IN')}`;
  return value === '' || value === undefined || value === null ? '—' : String(value);
}

function Version({
  t,
  lang,
  title,
  record,
  other,
}: {
  t: Strings;
  lang: Lang;
  title: string;
  record: ProductRecord;
  other: ProductRecord;
}) {
  return (
    <section class="version" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {SHOWN.map((field) => {
          const value = record[field] ?? '';
          const differs = String(value) !== String(other[field] ?? '');
          return (
            <div key={field} class={differs ? 'version__row version__row--differs' : 'version__row'}>
              <dt>{t[field]}</dt>
              <dd>
                <Text lang={lang}>{shown(t, lang, field, value)}</Text>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function Conflict(props: {
  t: Strings;
  lang: Lang;
  mine: ProductRecord;
  theirs: ProductRecord;
  onKeepMine(): void;
  onKeepTheirs(): void;
}) {
  const { t, lang, mine, theirs } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section class="card conflict" role="alertdialog" aria-labelledby="conflict-title" aria-describedby="conflict-why">
      <h2 id="conflict-title" tabIndex={-1} ref={heading}>
        {t.conflictTitle}
      </h2>
      <p id="conflict-why">
        <Text lang={lang}>{t.conflictWhy(typeof theirs.updatedBy === 'string' ? theirs.updatedBy : t.someone)}</Text>
      </p>
      <div class="versions">
        <Version t={t} lang={lang} title={t.theirs} record={theirs} other={mine} />
        <Version t={t} lang={lang} title={t.mine} record={mine} other={theirs} />
      </div>
      <div class="actions">
        <button type="button" class="button button--primary" onClick={props.onKeepMine}>
          {t.keepMine}
        </button>
        <button type="button" class="button" onClick={props.onKeepTheirs}>
          {t.keepTheirs}
        </button>
      </div>
    </section>
  );
}

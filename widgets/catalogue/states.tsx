/** What the catalogue shows instead of (or above) its cards: loading, failure, a saved copy, no match. */
import { Fragment } from 'react';
import type { LoadFailure } from '../../src/sources/index.js';
import { LOCALE, type Lang } from '../_runtime/lang.js';
import { sharedStrings } from '../_runtime/strings.js';
import { strings as table } from './strings.js';

/** Six grey cards in the grid's shape while the data loads (when the page prerendered none). */
export function Skeleton() {
  return (
    <ul class="catalogue__grid" part="grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} class="card card--skeleton">
          <div class="card__image card__image--skeleton" />
          <div class="skeleton-line" />
          <div class="skeleton-line skeleton-line--short" />
        </li>
      ))}
    </ul>
  );
}

export function LoadError({
  kind,
  tel,
  onRetry,
  lang,
}: {
  kind: LoadFailure;
  tel: string | null;
  onRetry: () => void;
  lang: Lang;
}) {
  const strings = table[lang];
  return (
    <div class="catalogue__message catalogue__message--error" role="alert">
      <p>{strings.advice[kind]}</p>
      <div class="catalogue__actions">
        <button type="button" class="button button--solid" onClick={onRetry}>
          {strings.retry}
        </button>
        {tel && (
          <a class="button" href={tel}>
            {strings.callShop}
          </a>
        )}
      </div>
    </div>
  );
}

/** Over a saved copy of the catalogue: when it was saved, since some items may have sold since. */
export function StaleNotice({
  savedAt,
  kind,
  onRefresh,
  lang,
}: {
  savedAt: number;
  kind: LoadFailure;
  onRefresh: () => void;
  lang: Lang;
}) {
  const strings = table[lang];
  const saved = new Date(savedAt);
  return (
    <div class="catalogue__notice" part="notice">
      <p>
        {kind === 'offline' ? strings.offline : strings.notRefreshed}
        {strings.savedCopy}
        <time dateTime={saved.toISOString()}>
          {saved.toLocaleString(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })}
        </time>
        {strings.savedCopyAfter}
      </p>
      <button type="button" class="button" onClick={onRefresh}>
        {strings.refresh}
      </button>
    </div>
  );
}

interface NoMatchProps {
  noun: string;
  query: string;
  /** Nearest words the catalogue does contain, each searched for on a press. */
  suggestions: readonly string[];
  /** WhatsApp link asking the shop for the query, or null (no chat number, or no query). */
  ask: string | null;
  onSuggest: (word: string) => void;
  onClear: () => void;
  lang: Lang;
}

/**
 * Nothing to show: an empty collection, or a search that matched nothing, which is not a dead end: the
 * nearest spellings the catalogue has, a way back to everything, and a chat asking the shop for it.
 */
export function NoMatch({ noun, query, suggestions, ask, onSuggest, onClear, lang }: NoMatchProps) {
  const strings = table[lang];
  if (query === '') {
    return (
      <div class="catalogue__message">
        <p>{strings.empty(noun)}</p>
      </div>
    );
  }
  return (
    <div class="catalogue__message">
      <p>{strings.noMatch(query, noun)}</p>
      {suggestions.length > 0 && (
        <p>
          {strings.didYouMeanBefore}
          {suggestions.map((word, i) => (
            <Fragment key={word}>
              {i > 0 && ', '}
              <button type="button" class="catalogue__suggestion" part="suggestion" onClick={() => onSuggest(word)}>
                {word}
              </button>
            </Fragment>
          ))}
          {strings.didYouMeanAfter}
        </p>
      )}
      <div class="catalogue__actions">
        <button type="button" class="button" onClick={onClear}>
          {strings.clearSearch}
        </button>
        {ask && (
          <a class="button button--solid" part="ask" href={ask} target="_blank" rel="noopener noreferrer">
            {strings.ask(query)}
            <span class="visually-hidden">{` ${sharedStrings[lang].newTab}`}</span>
          </a>
        )}
      </div>
    </div>
  );
}

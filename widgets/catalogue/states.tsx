/** What the catalogue shows instead of (or above) its cards: loading, failure, a saved copy, no match. */
import type { LoadFailure } from '../../src/sources/index.js';
import { strings } from './strings.js';

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

export function LoadError({ kind, tel, onRetry }: { kind: LoadFailure; tel: string | null; onRetry: () => void }) {
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

/** Over a saved copy of the catalogue: when it was saved, since prices and stock may have changed. */
export function StaleNotice({
  savedAt,
  kind,
  onRefresh,
}: {
  savedAt: number;
  kind: LoadFailure;
  onRefresh: () => void;
}) {
  const saved = new Date(savedAt);
  return (
    <div class="catalogue__notice" part="notice">
      <p>
        {kind === 'offline' ? strings.offline : strings.notRefreshed}
        {strings.savedCopy}
        <time dateTime={saved.toISOString()}>
          {saved.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {strings.savedCopyAfter}
      </p>
      <button type="button" class="button" onClick={onRefresh}>
        {strings.refresh}
      </button>
    </div>
  );
}

/** Nothing to show: an empty collection, or a search that matched nothing (with a way back to everything). */
export function NoMatch({ noun, query, onClear }: { noun: string; query: string; onClear: () => void }) {
  return (
    <div class="catalogue__message">
      <p>{query === '' ? strings.empty(noun) : strings.noMatch(query)}</p>
      {query !== '' && (
        <button type="button" class="button" onClick={onClear}>
          {strings.clearSearch}
        </button>
      )}
    </div>
  );
}

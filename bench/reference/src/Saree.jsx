// `/saree`: the products read from Firestore on every visit, a search box, the first 78 cards, zoomable photos.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import mediumZoom from 'medium-zoom';
import shell from '@shell/shell.json';
import Card from './Card.jsx';
import { products } from './firestore.js';

const LIMIT = 78;
// The spec's rule: the query occurs in the title or the description, ignoring case.
const matches = (product, query) => `${product.title}\n${product.des}`.toLowerCase().includes(query);

export default function Saree() {
  const [all, setAll] = useState(null);
  const [error, setError] = useState(null);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const zoom = useRef(null);

  useEffect(() => {
    products('Saree').then(setAll, setError);
    zoom.current = mediumZoom({ margin: 24 });
    return () => zoom.current.detach();
  }, []);

  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    return all ? (q ? all.filter((p) => matches(p, q)) : all) : [];
  }, [all, query]);
  const shown = found.slice(0, LIMIT);
  const attach = useCallback((img) => img && zoom.current?.attach(img), []);

  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: shell.saree.before }} />
      <div className="catalogue">
        <label className="search">
          Search sarees
          <input
            type="search"
            value={query}
            placeholder="Search"
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          />
        </label>
        <p role="status">
          {error
            ? 'Could not load the sarees.'
            : all
              ? `Showing ${shown.length} of ${found.length} sarees`
              : 'Loading…'}
        </p>
        <ul className="products">
          {shown.map((product, i) => (
            <Card key={product.id} product={product} eager={i < 2} zoom={attach} />
          ))}
        </ul>
      </div>
    </>
  );
}

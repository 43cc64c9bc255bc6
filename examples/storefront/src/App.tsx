import { formatCurrency, type StoreSearchClient } from '@storesearch/sdk';
import { type ProductSearchHit, type ProductSearchResponse, searchProducts } from '@storesearch/sdk/products';
import type { Collector } from '@storesearch/sdk/ubi';
import { type FormEvent, useId, useState } from 'react';
import { trackClick, trackPurchase, trackSearch } from './shopperEvents';
import type { Shop } from './storesearch';

/** Props of App. */
export interface AppProps {
  /** The client the shopper's search goes through. */
  client: StoreSearchClient;
  /** The page's one analytics collector. */
  collector: Collector;
  /** The shop searched. */
  shop: Shop;
}

/** Where the shopper is: nothing asked yet, a search on its way, its answer, or a failure. */
type SearchState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching'; readonly query: string }
  | { readonly kind: 'found'; readonly search: ProductSearchResponse }
  | { readonly kind: 'failed'; readonly query: string };

/** One result: its title opens the product (a click), with its price. */
function ResultItem(props: { hit: ProductSearchHit; currency: string; onOpen: () => void }) {
  const { hit, currency, onOpen } = props;
  return (
    <li className="result">
      <button type="button" className="result-title" onClick={onOpen}>
        {hit.title}
      </button>
      <span className="price">{formatCurrency(hit.price, currency)}</span>
    </li>
  );
}

/** The product a shopper opened from the results, with its Buy button and the order's confirmation. */
function ProductPanel(props: {
  hit: ProductSearchHit;
  currency: string;
  bought: boolean;
  onBuy: () => void;
}) {
  const { hit, currency, bought, onBuy } = props;
  const headingId = useId();
  return (
    <section className="product" aria-labelledby={headingId}>
      <h2 id={headingId}>{hit.title}</h2>
      <p className="price">{formatCurrency(hit.price, currency)}</p>
      <button type="button" className="buy" onClick={onBuy} disabled={bought}>
        Buy
      </button>
      <p role="status">{bought ? `Thank you! Your order for ${hit.title} is placed.` : ''}</p>
    </section>
  );
}

/** What the results region says about the search. */
function summary(state: SearchState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'searching':
      return `Searching for “${state.query}”…`;
    case 'failed':
      return '';
    case 'found': {
      const { total, query } = state.search;
      if (total === 0) return `No results for “${query}”.`;
      return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”.`;
    }
  }
}

/**
 * The shop's search page, standing in for the search widget script: the shopper searches the store's catalogue,
 * opens a result and buys it, and each step is an analytics event the collector sends to storesearch.
 */
export function App({ client, collector, shop }: AppProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [opened, setOpened] = useState<ProductSearchHit | null>(null);
  const [bought, setBought] = useState(false);
  const searchId = useId();

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = query.trim();
    if (asked === '') return;
    setState({ kind: 'searching', query: asked });
    setOpened(null);
    setBought(false);
    try {
      const found = await searchProducts(client, {
        storeId: shop.storeId,
        storeType: shop.storeType,
        query: asked,
      });
      trackSearch(collector, found);
      setState({ kind: 'found', search: found });
    } catch {
      setState({ kind: 'failed', query: asked });
    }
  };

  const found = state.kind === 'found' ? state.search : null;
  return (
    <>
      <header className="shop-header">
        <h1>Acme Outdoor</h1>
        <p>Gear for every trail. Search powered by storesearch.</p>
      </header>
      <main className="shop-main">
        <search className="search">
          <form onSubmit={search}>
            <label htmlFor={searchId}>Search products</label>
            <div className="search-row">
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
              <button type="submit">Search</button>
            </div>
          </form>
        </search>
        <div className="layout">
          <section className="results" aria-label="Results">
            <p role="status">{summary(state)}</p>
            {state.kind === 'failed' && (
              <p role="alert">The search is unavailable right now. Please try again.</p>
            )}
            {found?.redirect && (
              <p>
                This search has its own page: <a href={found.redirect}>{found.redirect}</a>
              </p>
            )}
            {found && found.results.length > 0 && (
              <ol className="result-list">
                {found.results.map((hit) => (
                  <ResultItem
                    key={hit.id}
                    hit={hit}
                    currency={found.currency}
                    onOpen={() => {
                      trackClick(collector, found, hit);
                      setOpened(hit);
                      setBought(false);
                    }}
                  />
                ))}
              </ol>
            )}
          </section>
          {found && opened && (
            <ProductPanel
              hit={opened}
              currency={found.currency}
              bought={bought}
              onBuy={() => {
                trackPurchase(collector, found, opened);
                setBought(true);
              }}
            />
          )}
        </div>
      </main>
    </>
  );
}

import type { StockQuery, StockSearch, StockSearchResult } from '@dealer/stock-search';
import { createSearchResultCache } from './searchResultCache';

/** An engine double counting its searches; `version` is what it reports (null: it reports none). */
function engineDouble(initialVersion: string | null) {
  const state = { version: initialVersion, searches: [] as StockQuery[], versionLookups: 0 };
  const answer = (query: StockQuery): StockSearchResult => ({
    hits: [],
    found: state.searches.length,
    facets: {},
    facetStats: {},
    page: query.page ?? 1,
    pages: 1,
    ms: 1,
  });
  const engine: StockSearch = {
    search: async (query) => {
      state.searches.push(query);
      return answer(query);
    },
    upsert: async () => {},
    remove: async () => {},
    getBySlug: async () => null,
    ...(initialVersion === null
      ? {}
      : {
          indexVersion: async () => {
            state.versionLookups += 1;
            return state.version!;
          },
        }),
  };
  return { engine, state };
}

const coastline = { tenant: 'coastline', soldListingDays: 3 };
const harbour = { tenant: 'harbour', soldListingDays: 3 };

describe('the search result cache', () => {
  it('keeps an answer while the index version is unchanged and asks again once it changes', async () => {
    const { engine, state } = engineDouble('v1');
    const cachedSearch = createSearchResultCache(() => engine);
    const first = await cachedSearch(coastline, { sort: 'price_asc' });
    expect(await cachedSearch(coastline, { sort: 'price_asc' })).toBe(first);
    expect(state.searches).toHaveLength(1);
    state.version = 'v2';
    const second = await cachedSearch(coastline, { sort: 'price_asc' });
    expect(second).not.toBe(first);
    expect(state.searches).toHaveLength(2);
    expect(state.searches[1]).toEqual({ scope: coastline, sort: 'price_asc' });
  });

  it('asks for the version once for the queries a page sends together, and keys equal searches alike', async () => {
    const { engine, state } = engineDouble('v1');
    const cachedSearch = createSearchResultCache(() => engine);
    await Promise.all([
      cachedSearch(coastline, { refinements: { make: ['Mazda'], car_type: ['used'] } }),
      cachedSearch(coastline, { hitsPerPage: 1, facets: ['make'] }),
    ]);
    expect(state.versionLookups).toBe(1);
    await cachedSearch(coastline, { refinements: { car_type: ['used'], make: ['Mazda'] } });
    await cachedSearch(coastline, { hitsPerPage: 1, facets: ['make'] });
    expect(state.searches).toHaveLength(2);
    expect(state.versionLookups).toBe(3);
  });

  it('never answers one tenant, or one scope, with another’s answer', async () => {
    const { engine, state } = engineDouble('v1');
    const cachedSearch = createSearchResultCache(() => engine);
    await cachedSearch(coastline, {});
    await cachedSearch(harbour, {});
    await cachedSearch({ ...coastline, soldListingDays: 7 }, {});
    await cachedSearch({ ...coastline, baseRefinements: { car_type: ['used'] } }, {});
    expect(state.searches.map((query) => query.scope)).toEqual([
      coastline,
      harbour,
      { ...coastline, soldListingDays: 7 },
      { ...coastline, baseRefinements: { car_type: ['used'] } },
    ]);
  });

  it('keeps a versioned answer at most its TTL, and an engine without versions its short TTL', async () => {
    const versioned = engineDouble('v1');
    const unversioned = engineDouble(null);
    const options = { versionedTtlMs: 150, unversionedTtlMs: 40 };
    const fromVersioned = createSearchResultCache(() => versioned.engine, options);
    const fromUnversioned = createSearchResultCache(() => unversioned.engine, options);
    await fromVersioned(coastline, {});
    await fromUnversioned(coastline, {});
    await new Promise((resolve) => setTimeout(resolve, 80));
    await fromVersioned(coastline, {});
    await fromUnversioned(coastline, {});
    expect(versioned.state.searches).toHaveLength(1);
    expect(unversioned.state.searches).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await fromVersioned(coastline, {});
    expect(versioned.state.searches).toHaveLength(2);
  });
});

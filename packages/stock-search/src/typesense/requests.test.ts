import type { SearchResponse } from 'typesense';
import { CARS, fixture, NOW } from '../../test/fixtures/cars';
import type { StockQuery } from '../port';
import { MAX_FACET_VALUES, normalizeQuery, TYPO_MIN_LENGTH } from '../normalizeQuery';
import { REFINABLE, SORTS, type SortKey } from '../schema/fields';
import { toCarHit } from '../schema/values';
import { searchFilter } from './filters';
import {
  bySlugRequest,
  hitOf,
  MAX_SEARCHES_PER_REQUEST,
  searchRequests,
  sortBy,
  textParameters,
  toSearchResult,
  type StoredDocument,
} from './requests';
import { toDocument } from './schema';

const normalized = (query: Partial<StockQuery> = {}) =>
  normalizeQuery({ scope: { tenant: 'coastline', soldListingDays: 3 }, now: NOW, ...query });

describe('textParameters', () => {
  it('searches everything for no words, and every normalised word otherwise', () => {
    expect(textParameters([]).q).toBe('*');
    expect(textParameters(normalized({ query: 'HiLux  SR5!' }).tokens)).toMatchObject({
      q: 'hilux sr5',
      query_by: 'search_text',
      prefix: true,
    });
  });

  it('requires every word and tries typos only when the exact words find nothing', () => {
    expect(textParameters(['corola'])).toMatchObject({
      drop_tokens_threshold: 0,
      typo_tokens_threshold: 1,
      num_typos: 2,
      min_len_1typo: TYPO_MIN_LENGTH,
    });
  });

  it('switches typos off when a word holds a digit (stock numbers)', () => {
    expect(textParameters(['cst1030']).num_typos).toBe(0);
    expect(textParameters(['corola', '2020']).num_typos).toBe(0);
    expect(textParameters(['mazda', 'ute']).num_typos).toBe(2);
  });
});

describe('sortBy', () => {
  it.each(Object.keys(SORTS) as SortKey[])('%s: its fields with nulls last, then the id', (sort) => {
    const parts = sortBy({ sort, tokens: [] }).split(',');
    expect(parts.at(-1)).toBe('sort_id:asc');
    expect(parts.slice(0, -1)).toEqual(SORTS[sort].map((s) => `${s.field}(missing_values: last):${s.direction}`));
  });

  it('relevance with words ranks by text match first; an explicit sort ignores it', () => {
    expect(sortBy({ sort: 'relevance', tokens: ['toyota'] })).toBe('_text_match:desc,custom_rank(missing_values: last):desc,sort_id:asc');
    expect(sortBy({ sort: 'price_asc', tokens: ['toyota'] })).toBe('price(missing_values: last):asc,sort_id:asc');
  });
});

describe('searchRequests', () => {
  it('one main search: page, size, every facet and the numeric stats, the stored card only', () => {
    const query = normalized({ page: 2, hitsPerPage: 5 });
    const plan = searchRequests(query, 'stock');
    expect(plan.searches).toHaveLength(1);
    expect(plan.disjunctive).toEqual([]);
    const [main] = plan.searches;
    expect(main).toMatchObject({ collection: 'stock', page: 2, per_page: 5, include_fields: 'id,hit', filter_by: searchFilter(query) });
    const facets = String(main?.facet_by).split(',');
    for (const name of ['make', 'make_model', 'manufacturer_name', 'model_body', 'seats', 'price', 'km', 'year', 'created_at'])
      expect(facets).toContain(name);
    expect(new Set(facets).size).toBe(facets.length);
    expect(plan.common).toMatchObject({ q: '*', max_facet_values: MAX_FACET_VALUES });
  });

  it('one facet-only search per refined facet, without its own refinement', () => {
    const query = normalized({ facets: ['make', 'body', 'model'], refinements: { make: ['Toyota'], body: ['SUV'], colour: ['White'] } });
    const plan = searchRequests(query, 'stock');
    expect(plan.disjunctive).toEqual(['make', 'body']);
    const [main, make, body] = plan.searches;
    expect(plan.searches).toHaveLength(3);
    // The main search counts the unrefined facet (model) and the stats, with every refinement applied.
    expect(main?.facet_by?.toString().split(',')[0]).toBe('model');
    expect(main?.facet_by).not.toMatch(/(^|,)(make|body)(,|$)/);
    expect(main?.filter_by).toContain('`Toyota`');
    expect(make).toEqual({ collection: 'stock', filter_by: searchFilter(query, 'make'), facet_by: 'make', page: 1, per_page: 0 });
    expect(make?.filter_by).not.toContain('Toyota');
    expect(make?.filter_by).toContain('`SUV`');
    expect(make?.filter_by).toContain('`White`');
    expect(body?.filter_by).toContain('`Toyota`');
    expect(body?.filter_by).not.toContain('SUV');
    // The free text applies to all of them (common parameters).
    expect(searchRequests(normalized({ query: 'toyota', refinements: { model: ['Kluger'] }, facets: ['model'] }), 'stock').common.q).toBe(
      'toyota',
    );
  });

  it('a refinement of an attribute not asked for as a facet adds no search', () => {
    const plan = searchRequests(normalized({ facets: ['make'], refinements: { body: ['SUV'] } }), 'stock');
    expect(plan.searches).toHaveLength(1);
  });

  it('never needs more searches than a scoped key allows', () => {
    const everything = Object.fromEntries([...REFINABLE].map((a) => [a, a === 'seats' ? ['7'] : ['x']]));
    const plan = searchRequests(normalized({ refinements: everything }), 'stock');
    expect(plan.searches.length).toBeLessThanOrEqual(MAX_SEARCHES_PER_REQUEST);
  });

  it('getBySlug: same scope and availability, this slug, the whole stored car', () => {
    const query = normalized({ scope: { tenant: 'coastline', soldListingDays: 3, baseRefinements: { car_type: ['used'] } }, facets: [] });
    const request = bySlugRequest(query, '`toyota-hilux`', 'stock');
    expect(request.filter_by).toBe(`${searchFilter(query)} && (slug:=\`toyota-hilux\`)`);
    expect(request).toMatchObject({ per_page: 1, include_fields: 'id,hit,car', q: '*' });
  });
});

/** A Typesense search response as the server sends it, only with the fields we read. */
function response(partial: Partial<SearchResponse<StoredDocument>>): SearchResponse<StoredDocument> {
  return { found: 0, out_of: 60, page: 1, request_params: {}, search_time_ms: 1, hits: [], facet_counts: [], ...partial };
}
const stored = (id: string): { document: StoredDocument; highlight: object; text_match: number } => ({
  document: { id, hit: toDocument(fixture(id)).hit as string },
  highlight: {},
  text_match: 0,
});
const facet = (field_name: string, counts: [string, number][], stats: Record<string, number> = {}) => ({
  // Typesense names the collection field; the client types it as a document key.
  field_name: field_name as keyof StoredDocument,
  counts: counts.map(([value, count]) => ({ value, count, highlighted: value })),
  sampled: false,
  stats,
});

describe('toSearchResult', () => {
  it('maps hits to cards, marking sold ones just sold, and counts pages', () => {
    const query = normalized({ hitsPerPage: 2 });
    const result = toSearchResult(
      query,
      { disjunctive: [] },
      [response({ found: 5, hits: [stored('coastline-001'), stored(CARS.soldYesterday)] })],
      7,
    );
    expect(result.hits).toEqual([
      { ...toCarHit(fixture('coastline-001')), just_sold: false },
      { ...toCarHit(fixture(CARS.soldYesterday)), just_sold: true },
    ]);
    expect(result).toMatchObject({ found: 5, page: 1, pages: 3, ms: 7 });
  });

  it('merges the disjunctive counts over the main ones, sorted by count, numbers as plain values', () => {
    const query = normalized({ facets: ['make', 'body', 'seats'], refinements: { make: ['Toyota'] } });
    const plan = searchRequests(query, 'stock');
    const main = response({
      found: 3,
      facet_counts: [
        facet('body', [
          ['Ute', 1],
          ['SUV', 2],
        ]),
        // Main-search counts of a refined facet are ignored: its own search supplies them.
        facet('make', [['Toyota', 3]]),
        facet(
          'seats',
          [
            ['7', 2],
            ['5', 1],
          ],
          { min: 5, max: 7 },
        ),
      ],
    });
    const make = response({
      facet_counts: [
        facet('make', [
          ['Mazda', 4],
          ['Toyota', 3],
        ]),
      ],
    });
    const result = toSearchResult(query, plan, [main, make], 1);
    expect(result.facets).toEqual({
      make: [
        { value: 'Mazda', count: 4 },
        { value: 'Toyota', count: 3 },
      ],
      body: [
        { value: 'SUV', count: 2 },
        { value: 'Ute', count: 1 },
      ],
      seats: [
        { value: '7', count: 2 },
        { value: '5', count: 1 },
      ],
    });
    expect(result.facetStats.seats).toEqual({ min: 5, max: 7 });
  });

  it('breaks equal counts by value, and keeps requested facets with no values as empty lists', () => {
    const query = normalized({ facets: ['colour', 'tag'] });
    const result = toSearchResult(
      query,
      { disjunctive: [] },
      [
        response({
          facet_counts: [
            facet('colour', [
              ['White', 2],
              ['Black', 2],
              ['Red', 3],
            ]),
          ],
        }),
      ],
      1,
    );
    expect(result.facets.colour?.map((c) => c.value)).toEqual(['Red', 'Black', 'White']);
    expect(result.facets.tag).toEqual([]);
  });

  it('reports facet stats only for numbers with values among the matching cars', () => {
    const query = normalized({ facets: [] });
    const main = response({
      found: 2,
      facet_counts: [
        facet('price', [['25000', 1]], { min: 25_000, max: 61_000, avg: 43_000 }),
        facet('subscription_price', [], { min: 0, max: 0 }),
        facet('km', [['10', 1]], {}),
      ],
    });
    const result = toSearchResult(query, { disjunctive: [] }, [main], 1);
    expect(result.facetStats).toEqual({ price: { min: 25_000, max: 61_000 } });
    expect(result.facets).toEqual({});
  });

  it('an empty answer has no hits and no pages', () => {
    const result = toSearchResult(normalized(), { disjunctive: [] }, [response({ found: 0 })], 1);
    expect(result).toMatchObject({ hits: [], found: 0, pages: 0 });
    expect(() => toSearchResult(normalized(), { disjunctive: [] }, [], 1)).toThrow(/no result/);
  });

  it('hitOf refuses a document without its stored card', () => {
    expect(() => hitOf({ id: 'x' })).toThrow(/x has no stored hit/);
  });
});

/**
 * A StockQuery as one Typesense multi_search, and the answer back as a StockSearchResult. Pure:
 * the engine sends what searchRequests builds and hands the results to toSearchResult.
 */
import type { SearchParams, SearchResponse } from 'typesense';
import type { CarHit, FacetCount, StockSearchResult } from '../port';
import { MAX_FACET_VALUES, TYPO_MIN_LENGTH, type NormalizedQuery } from '../normalizeQuery';
import { REFINABLE, SORTS } from '../schema/fields';
import { searchFilter } from './filters';
import { FIELD_BY_NAME, typesenseField } from './schema';

/** One search of a multi_search: search parameters plus the collection (here, the alias). */
export type SearchRequest = Omit<SearchParams<Record<string, unknown>>, 'streamConfig'> & { collection?: string };

/** What a search reads back from a document. */
export interface StoredDocument {
  id?: string;
  hit?: string;
  car?: string;
}

/** Searches one request can hold: the main search plus one per refined facet. Scoped keys embed it as limit_multi_searches. */
export const MAX_SEARCHES_PER_REQUEST = 1 + REFINABLE.size;

/** Typesense accepts at most three sort fields. */
const MAX_SORT_FIELDS = 3;

/**
 * Free text, as the PostgreSQL engine reads it: the normalised words, every one required
 * (drop_tokens_threshold 0). Typos are tried only when the exact words find nothing
 * (typo_tokens_threshold 1), only for words of TYPO_MIN_LENGTH letters or more, and never when a
 * word holds a digit: Typesense sets typos per query, not per word, so a stock number switches
 * them off for the whole query (CST1030 must not find CST1031).
 */
export function textParameters(tokens: readonly string[]): Partial<SearchRequest> {
  const q = tokens.length ? tokens.join(' ') : '*';
  // Short words are kept exact by min_len_1typo; words with digits by num_typos 0.
  const typos = tokens.some((t) => /\p{N}/u.test(t)) ? 0 : 2;
  return {
    q,
    query_by: 'search_text',
    prefix: true,
    num_typos: typos,
    min_len_1typo: TYPO_MIN_LENGTH,
    typo_tokens_threshold: 1,
    drop_tokens_threshold: 0,
    // Hyphenated names are indexed in every form (schema.ts): no guessing at split or joined words.
    split_join_tokens: 'off',
    // Default 4: a short prefix ("to") would only try its four most frequent completions.
    max_candidates: 100,
  };
}

/** The sort's fields, nulls last, then the id so equal values keep one order across pages. */
export function sortBy(query: Pick<NormalizedQuery, 'sort' | 'tokens'>): string {
  const parts: string[] = [];
  if (query.tokens.length && query.sort === 'relevance') parts.push('_text_match:desc');
  for (const { field, direction } of SORTS[query.sort]) parts.push(`${typesenseField(field).name}(missing_values: last):${direction}`);
  parts.push('sort_id:asc');
  if (parts.length > MAX_SORT_FIELDS)
    throw new Error(`stock-search: sort '${query.sort}' needs more than ${MAX_SORT_FIELDS} Typesense sort fields.`);
  return parts.join(',');
}

export interface SearchPlan {
  /** Parameters every search shares. */
  common: Partial<SearchRequest>;
  /** The main search first, then one facet-only search per refined facet. */
  searches: SearchRequest[];
  /** For each search after the first, the attribute whose counts it supplies. */
  disjunctive: string[];
}

/**
 * Disjunctive faceting (PITFALLS: Typesense): the main search applies every filter and returns
 * the page, the facets nobody refined and the numeric stats; each requested facet that the
 * shopper refined is counted by its own search without its own refinement, with no hits.
 */
export function searchRequests(query: NormalizedQuery, collection: string): SearchPlan {
  const refined = new Set(query.refinements.map((r) => r.field.name));
  const mainFacets = [
    ...query.facets.filter((f) => !refined.has(f.name)).map((f) => typesenseField(f.name).name),
    ...query.numericFields.map((f) => typesenseField(f.name).name),
  ];
  const main: SearchRequest = {
    collection,
    filter_by: searchFilter(query),
    sort_by: sortBy(query),
    page: query.page,
    per_page: query.hitsPerPage,
    include_fields: 'id,hit',
  };
  if (mainFacets.length) main.facet_by = [...new Set(mainFacets)].join(',');
  const disjunctive = query.facets.filter((f) => refined.has(f.name)).map((f) => f.name);
  const searches = [
    main,
    ...disjunctive.map(
      (attribute): SearchRequest => ({
        collection,
        filter_by: searchFilter(query, attribute),
        facet_by: typesenseField(attribute).name,
        page: 1,
        per_page: 0,
      }),
    ),
  ];
  return {
    common: { ...textParameters(query.tokens), max_facet_values: MAX_FACET_VALUES },
    searches,
    disjunctive,
  };
}

/** The one search getBySlug makes: the same scope, base refinements and availability, this slug. */
export function bySlugRequest(query: NormalizedQuery, quotedSlug: string, collection: string): SearchRequest {
  return {
    collection,
    q: '*',
    query_by: 'search_text',
    filter_by: `${searchFilter({ ...query, refinements: [], ranges: [] })} && (slug:=${quotedSlug})`,
    sort_by: 'sort_id:asc',
    page: 1,
    per_page: 1,
    include_fields: 'id,hit,car',
  };
}

type FacetCounts = NonNullable<SearchResponse<StoredDocument>['facet_counts']>[number];

/** Most frequent first; equal counts by value, so the order never depends on the engine. */
const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

function countsOf(facet: FacetCounts): FacetCount[] {
  const field = FIELD_BY_NAME.get(String(facet.field_name));
  const numeric = field?.type === 'int64' || field?.type === 'float';
  return facet.counts
    .map((c) => ({ value: numeric ? String(Number(c.value)) : c.value, count: c.count }))
    .sort(byCount)
    .slice(0, MAX_FACET_VALUES);
}

/** A card from its stored JSON; just_sold is decided here (every listed sold car is inside the window). */
export function hitOf(stored: StoredDocument): CarHit {
  if (typeof stored.hit !== 'string') throw new Error(`stock-search: Typesense document ${String(stored.id)} has no stored hit.`);
  const hit = JSON.parse(stored.hit) as CarHit;
  return { ...hit, just_sold: hit.status === 'sold' };
}

/** Merges the main search and the disjunctive ones into the port's result. */
export function toSearchResult(
  query: NormalizedQuery,
  plan: Pick<SearchPlan, 'disjunctive'>,
  results: readonly SearchResponse<StoredDocument>[],
  ms: number,
): StockSearchResult {
  const [main, ...others] = results;
  if (!main) throw new Error('stock-search: Typesense returned no result for the main search.');

  const facets: Record<string, FacetCount[]> = {};
  for (const field of query.facets) facets[field.name] = [];
  const requested = new Set(query.facets.map((f) => f.name));
  const facetStats: StockSearchResult['facetStats'] = {};
  const numeric = new Set(query.numericFields.map((f) => f.name));

  for (const facet of main.facet_counts ?? []) {
    const attribute = FIELD_BY_NAME.get(String(facet.field_name))?.attribute;
    if (!attribute) continue;
    if (requested.has(attribute) && !plan.disjunctive.includes(attribute)) facets[attribute] = countsOf(facet);
    const { min, max } = facet.stats ?? {};
    // No values among the matching cars: no stats (as SQL's min/max of nothing is null).
    if (numeric.has(attribute) && facet.counts.length > 0 && Number.isFinite(min) && Number.isFinite(max))
      facetStats[attribute] = { min: min as number, max: max as number };
  }
  plan.disjunctive.forEach((attribute, i) => {
    const name = typesenseField(attribute).name;
    const facet = others[i]?.facet_counts?.find((f) => String(f.field_name) === name);
    facets[attribute] = facet ? countsOf(facet) : [];
  });

  const found = main.found;
  return {
    hits: (main.hits ?? []).map((h) => hitOf(h.document)),
    found,
    facets,
    facetStats,
    page: query.page,
    pages: Math.ceil(found / query.hitsPerPage),
    ms,
  };
}

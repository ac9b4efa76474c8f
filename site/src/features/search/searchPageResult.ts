/**
 * What a search page's props carry of a result (issue 11: the page data a phone downloads,
 * parses and hydrates). The engine's answer holds every facet and about 40 fields per hit; the
 * page needs the facets its filters show and the fields a card renders, and the hits travel as
 * rows under one list of field names instead of 21 objects repeating them. Later refinements
 * fetch /api/search, whose full answer fits SearchPageResult.
 */
import type { FacetCount, SearchState, StockSearchResult } from '@dealer/stock-search';
import { splitMakeModel } from '@dealer/domain';
import { CARD_HIT_FIELDS, cardHitOf, type CardHit } from '@/features/carCard/cardHit';
import { FILTER_LIST_ATTRIBUTES } from './labels';

/**
 * Facets the search page shows: make and its models, and the filter panel's lists (which also
 * cover the quick filters, the facet tiles and the count's car_type).
 */
export const PAGE_FACETS = ['make', 'make_model', ...FILTER_LIST_ATTRIBUTES] as const;

export interface SearchPageResult extends Omit<StockSearchResult, 'hits'> {
  hits: CardHit[];
}

/** SearchPageResult as the props carry it: each hit a row of CARD_HIT_FIELDS values, in order. */
export interface PackedSearchResult extends Omit<StockSearchResult, 'hits'> {
  hitRows: unknown[][];
}

/**
 * The result as the page's props carry it. Models (make_model) are listed only under a ticked
 * make (the make filter and the quick filters), so only the ticked makes' models come along; a
 * shopper ticking another make gets them with that search's answer.
 */
export function packSearchPageResult(result: StockSearchResult, state: SearchState): PackedSearchResult {
  const facets: Record<string, FacetCount[]> = {};
  for (const attribute of PAGE_FACETS) if (result.facets[attribute]) facets[attribute] = result.facets[attribute];
  const tickedMakes = new Set(state.refinements?.make ?? []);
  if (facets.make_model) facets.make_model = facets.make_model.filter((facet) => tickedMakes.has(splitMakeModel(facet.value).make));
  const { hits, ...rest } = result;
  return {
    ...rest,
    facets,
    hitRows: hits.map((hit) => {
      const card = cardHitOf(hit);
      return CARD_HIT_FIELDS.map((field) => card[field]);
    }),
  };
}

export function unpackSearchPageResult({ hitRows, ...rest }: PackedSearchResult): SearchPageResult {
  return {
    ...rest,
    hits: hitRows.map((row) => Object.fromEntries(CARD_HIT_FIELDS.map((field, i) => [field, row[i]])) as unknown as CardHit),
  };
}

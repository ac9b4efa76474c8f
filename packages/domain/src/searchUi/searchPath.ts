/**
 * Search paths (spec §2): `/search/{type}-cars`, `/search/new-cars`, ..., `/search/{make}`,
 * `/search/{make}/{model}` and the 7 Seater landing carry refinements in the path; the query
 * string carries the rest (InstantSearch routing). The URL is always the whole search state.
 */
import { slugSegment } from '../carCard/buttons';

export type Refinements = Record<string, string[]>;
export interface FacetValue {
  value: string;
  count: number;
}

/** Route params of a search route (`matchSiteRoute`): car_type / seats lists, or type, make, model slugs. */
export interface SearchRouteParams {
  car_type?: string;
  seats?: string;
  type?: string;
  make?: string;
  model?: string;
}

/** Attributes a `/search/{type}-cars` slug may name, tried in this order (`caravan` is the item type, not only the body). */
export const TYPE_SLUG_ATTRIBUTES = ['car_type', 'item_type', 'body', 'simple_body', 'categories'] as const;

/** `make_model` values are `Make > Model` (packages/stock-search fields). */
export const MAKE_MODEL_SEPARATOR = ' > ';

export function makeModelValue(make: string, model: string): string {
  return `${make}${MAKE_MODEL_SEPARATOR}${model}`;
}

export function splitMakeModel(value: string): { make: string; model: string } {
  const at = value.indexOf(MAKE_MODEL_SEPARATOR);
  return at < 0 ? { make: '', model: value } : { make: value.slice(0, at), model: value.slice(at + MAKE_MODEL_SEPARATOR.length) };
}

const bySlug = (values: readonly FacetValue[] | undefined, slug: string) =>
  (values ?? []).find((facet) => slugSegment(facet.value) === slug.toLowerCase())?.value ?? null;

/** `toyota` -> `Toyota`, `hilux` -> `HiLux` when nothing in stock names them (shows an empty result, not a 404). */
const titleCaseSlug = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export interface PathSearch {
  /** Refinements the path itself carries. */
  refinements: Refinements;
  /** Heading and SEO title, from the stocked names (e.g. `Toyota HiLux`, `Used Cars`, `Caravans`). */
  title: string;
}

/**
 * Resolves a search route's path into refinements, matching slugs against facet values of the
 * tenant's stock (`facets` of a search with no refinements). Null when a `{type}-cars` slug
 * names nothing the tenant stocks.
 */
export function pathSearch(params: SearchRouteParams, defaultTitle: string, facets: Record<string, FacetValue[]>): PathSearch | null {
  const list = (value: string) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  if (params.car_type) return { refinements: { car_type: list(params.car_type) }, title: defaultTitle };
  if (params.seats) return { refinements: { seats: list(params.seats) }, title: defaultTitle };
  if (params.type) {
    for (const attribute of TYPE_SLUG_ATTRIBUTES) {
      const value = bySlug(facets[attribute], params.type) ?? bySlug(facets[attribute], params.type.replace(/s$/, ''));
      if (!value) continue;
      // Leisure items read as `Caravans`, categories as themselves (`7 Seaters`), the rest as `SUV Cars`.
      const title =
        attribute === 'item_type'
          ? `${value.charAt(0).toUpperCase()}${value.slice(1)}s`
          : attribute === 'categories'
            ? value
            : `${value} Cars`;
      return { refinements: { [attribute]: [value] }, title };
    }
    return null;
  }
  if (params.make) {
    const make = bySlug(facets.make, params.make) ?? titleCaseSlug(params.make);
    if (!params.model) return { refinements: { make: [make] }, title: `${make} Cars` };
    const models = (facets.make_model ?? []).filter((facet) => splitMakeModel(facet.value).make === make);
    const found = models.find((facet) => slugSegment(splitMakeModel(facet.value).model) === params.model!.toLowerCase());
    const model = found ? splitMakeModel(found.value).model : titleCaseSlug(params.model);
    return { refinements: { make: [make], make_model: [makeModelValue(make, model)] }, title: `${make} ${model}` };
  }
  return { refinements: {}, title: defaultTitle };
}

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * Where a search state lives: on the route's own path when the state still holds every path
 * refinement unchanged (the query string then carries only the rest), else on `/search` with
 * everything in the query string (a shopper who unticks "Used" on /search/used-cars leaves it).
 */
export function searchLocation(
  pathname: string,
  pathRefinements: Refinements,
  refinements: Refinements,
): { pathname: string; refinements: Refinements } {
  const keepsPath = Object.entries(pathRefinements).every(([attribute, values]) => sameValues(refinements[attribute] ?? [], values));
  if (!keepsPath) return { pathname: '/search', refinements };
  const rest: Refinements = {};
  for (const [attribute, values] of Object.entries(refinements)) {
    if (!pathRefinements[attribute] && values.length > 0) rest[attribute] = values;
  }
  return { pathname, refinements: rest };
}

/** The whole state's refinements: the path's, then the query string's (the query adds attributes, never replaces the path's). */
export function mergeRefinements(pathRefinements: Refinements, queryRefinements: Refinements | undefined): Refinements {
  return { ...(queryRefinements ?? {}), ...pathRefinements };
}

/** Toggles one value of a refinement list; an emptied attribute is removed. */
export function toggleRefinement(refinements: Refinements, attribute: string, value: string): Refinements {
  const values = refinements[attribute] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const result = { ...refinements };
  if (next.length) result[attribute] = next;
  else delete result[attribute];
  // A model refinement without its make makes no sense: unticking a make drops its models.
  if (attribute === 'make' && values.includes(value) && result.make_model) {
    const models = result.make_model.filter((v) => splitMakeModel(v).make !== value);
    if (models.length) result.make_model = models;
    else delete result.make_model;
  }
  return result;
}

/**
 * The one list of searchable stock attributes (spec §3 "Filter attributes"). The PostgreSQL
 * index table, the Typesense collection schema and query validation all derive from it.
 */
export type FieldKind =
  /** One string value per car; refinable (checkbox lists) and faceted. */
  | 'string'
  /** Several string values per car (a car has many features). */
  | 'string[]'
  /** A number: range-filterable, sortable, with facet stats (min, max). */
  | 'number';

export interface StockField {
  name: string;
  kind: FieldKind;
  /** Offered as a facet (counts per value). Numbers always get facet stats instead. */
  facet: boolean;
}

const s = (name: string, facet = true): StockField => ({ name, kind: 'string', facet });
const sa = (name: string): StockField => ({ name, kind: 'string[]', facet: true });
const n = (name: string): StockField => ({ name, kind: 'number', facet: false });

export const STOCK_FIELDS: readonly StockField[] = [
  s('make'),
  s('model'),
  /** "Toyota > HiLux": model refinement that cannot confuse two makes' models of one name. */
  s('make_model'),
  s('badge'),
  s('body'),
  s('simple_body'),
  s('car_type'),
  s('status'),
  s('colour'),
  s('drive'),
  s('fuel'),
  s('transmission'),
  s('state'),
  s('city'),
  s('location_name'),
  s('dealership_name'),
  s('tag'),
  s('item_type'),
  sa('categories'),
  sa('filtered_features'),
  s('price_range'),
  s('weekly_price_range'),
  s('manufacturer.name'),
  s('model.name'),
  sa('model.body'),
  n('seats'),
  n('year'),
  n('km'),
  n('price'),
  n('subscription_price'),
  n('custom_rank'),
  n('created_at'),
];

export const FIELD_BY_NAME: ReadonlyMap<string, StockField> = new Map(STOCK_FIELDS.map((f) => [f.name, f]));

/** Refinable with a value list (refinementList[attr][i]=value). `seats` is numeric but refined by value (7 Seater). */
export const REFINABLE = new Set([...STOCK_FIELDS.filter((f) => f.kind !== 'number').map((f) => f.name), 'seats']);
/** Filterable by range (range[attr]=min:max). */
export const RANGEABLE = new Set(STOCK_FIELDS.filter((f) => f.kind === 'number').map((f) => f.name));

/** Sort options (the URL's sortBy), one typed table. Default: custom_rank descending (spec §7). */
export const SORTS = {
  relevance: [{ field: 'custom_rank', direction: 'desc' }],
  price_asc: [{ field: 'price', direction: 'asc' }],
  price_desc: [{ field: 'price', direction: 'desc' }],
  year_desc: [{ field: 'year', direction: 'desc' }],
  year_asc: [{ field: 'year', direction: 'asc' }],
  km_asc: [{ field: 'km', direction: 'asc' }],
  newest: [{ field: 'created_at', direction: 'desc' }],
} as const satisfies Record<string, readonly { field: string; direction: 'asc' | 'desc' }[]>;
export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = 'relevance';

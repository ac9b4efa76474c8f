/**
 * The StockSearch port's shapes (architecture: contracts): what a query asks, what a search
 * answers and what an engine indexes. Pages and API routes depend only on these; engines
 * (PostgreSQL by default, Typesense at scale) implement them. Re-exported by the package's index.
 */
import type { SortKey } from './schema/fields';

/** Spec §7 / §9: 21 hits a page. */
export const HITS_PER_PAGE = 21;

/** Whose stock a query sees and the tenant's rules for it. Every query carries one. */
export interface TenantScope {
  /** Tenant slug. A query never returns another tenant's car, whatever its other parameters. */
  tenant: string;
  /** Sold cars stay listed (Just Sold) this many days when shown on the dealer website (spec §4, default 3). */
  soldListingDays: number;
  /** The tenant's base filters, applied before anything the shopper chooses (e.g. { car_type: ['used'] }). */
  baseRefinements?: Record<string, string[]>;
}

export interface NumericRange {
  min?: number;
  max?: number;
}

export interface StockQuery {
  scope: TenantScope;
  /** Free text: prefix match and typo tolerance. */
  query?: string;
  /** Attribute -> accepted values (OR within an attribute, AND across attributes). */
  refinements?: Record<string, string[]>;
  /** Numeric attribute -> inclusive range. */
  ranges?: Record<string, NumericRange>;
  sort?: SortKey;
  /** 1-based. */
  page?: number;
  hitsPerPage?: number;
  /** Facets to count; default every facet attribute. */
  facets?: string[];
  /** The time availability is judged at (tests pin it); default now. */
  now?: Date;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** What a result card needs (spec §2 "Car card"); engines return these, never their own wire shapes. */
/** A caravan's specifications (spec §3); lengths and widths in feet, weights in kg. */
export interface CaravanSpecifications {
  body_width: number | null;
  body_length: number | null;
  tare_weight: number | null;
  axle_type: string | null;
  sleeps: number | null;
  aggregate_trailer_mass: number | null;
}

export interface CarHit {
  id: string;
  tenant: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'coming_soon' | 'sold';
  item_type: string;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
  km: number | null;
  colour: string | null;
  transmission: string | null;
  fuel: string | null;
  drive: string | null;
  body: string | null;
  seats: number | null;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  /** Sold within the tenant's listing window: the card shows Just Sold (spec §4). */
  just_sold: boolean;
  sold_date_timestamp: string | null;
  created_at: string;
  stocknum: string;
  primary_image_url: string | null;
  images: string[];
  photos_count: number;
  dealership_id: string;
  dealership_slug: string;
  dealership_name: string;
  location_name: string | null;
  city: string | null;
  state: string | null;
  /** Caravans only (the card shows sleeps, length and ATM); null for other vehicles. */
  specifications: CaravanSpecifications | null;
}

export interface StockSearchResult {
  hits: CarHit[];
  /** Cars matching the query (all pages). */
  found: number;
  facets: Record<string, FacetCount[]>;
  facetStats: Record<string, { min: number; max: number }>;
  page: number;
  pages: number;
  /** Engine time in milliseconds. */
  ms: number;
}

/** Everything an engine indexes for one car: the card fields plus the values it filters on. */
export interface IndexedCar extends CarHit {
  make_model: string;
  simple_body: string | null;
  categories: string[];
  filtered_features: string[];
  price_range: string | null;
  weekly_price_range: string | null;
  'manufacturer.name': string | null;
  'model.name': string | null;
  'model.body': string[];
  custom_rank: number;
  show_on_dealer_website: boolean;
  /** Free text searched by `query`. */
  search_text: string;
  /** The whole car as the CMS holds it, for the car page (getBySlug). */
  document: Record<string, unknown>;
}

export interface StockSearch {
  search(query: StockQuery): Promise<StockSearchResult>;
  upsert(cars: IndexedCar[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  /** The car with this slug in this tenant, if it is listed (available or just sold); else null. */
  getBySlug(scope: TenantScope, slug: string, now?: Date): Promise<IndexedCar | null>;
  /**
   * A token that changes whenever any of the tenant's indexed cars is written or removed, for
   * callers that keep answers while the stock is unchanged. Engines that cannot tell cheaply
   * leave it out (their callers keep answers for a short time instead).
   */
  indexVersion?(tenant: string): Promise<string>;
}
/** An engine as the CMS keeps it filled: the port plus the maintenance both engines offer. */
export interface StockIndexEngine extends StockSearch {
  /** Creates or migrates the index (idempotent); call once before indexing. */
  ensureSchema(): Promise<unknown>;
  /**
   * Removes every car not in `ids` (the end of a full rebuild). With `indexedBefore` (a time from
   * `indexTime()` taken when the rebuild started), only cars last indexed before it: a car indexed
   * while the rebuild ran is kept even if the rebuild's snapshot missed it. (Typesense stores no
   * indexing time and ignores it.)
   */
  removeAllExcept(ids: string[], options?: { indexedBefore?: Date }): Promise<void>;
  /** The index's own clock (the database's for PostgreSQL), to mark the start of a rebuild. */
  indexTime(): Promise<Date>;
  count(): Promise<number>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

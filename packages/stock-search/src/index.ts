/**
 * The StockSearch port (architecture: contracts). Engines (PostgreSQL, Typesense) come with the
 * stock search issue; pages and API routes depend only on these types.
 */
export const HITS_PER_PAGE = 21;

export interface StockQuery {
  tenant: string;
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, { min?: number; max?: number }>;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface CarHit {
  id: string;
  slug: string;
  name: string;
  [field: string]: unknown;
}

export interface StockSearchResult {
  hits: CarHit[];
  found: number;
  facets: Record<string, FacetCount[]>;
  facetStats: Record<string, { min: number; max: number }>;
  page: number;
  pages: number;
  ms: number;
}

export interface StockSearch {
  search(query: StockQuery): Promise<StockSearchResult>;
  upsert(cars: CarHit[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  getBySlug(tenant: string, slug: string): Promise<CarHit | null>;
}

/**
 * Per-tenant scoped search keys (architecture: "the browser may query it directly with the
 * tenant's scoped key"). Typesense embeds the parameters in the key, signed with the parent
 * search-only key, and ANDs the embedded filter_by with whatever filter the caller sends: a
 * shopper holding the key cannot see another tenant's cars, hidden cars, or cars outside the
 * tenant's base refinements.
 */
import { Client } from 'typesense';
import type { TenantScope } from '../port';
import { normalizeQuery } from '../normalizeQuery';
import { allOf, scopeFilters } from './filters';
import { MAX_SEARCHES_PER_REQUEST } from './requests';

export interface ScopedKeyOptions {
  /** Epoch seconds after which Typesense refuses the key. */
  expiresAt?: number;
}

export interface ScopedKeyParameters {
  filter_by: string;
  limit_multi_searches: number;
  expires_at?: number;
}

/**
 * What a tenant's key embeds. Availability of sold cars depends on the time of the search, so it
 * cannot be signed into a key: the engine adds it to every search (a direct browser query must
 * add it too, or it also sees sold cars past their listing window).
 */
export function scopedKeyParameters(scope: TenantScope, options: ScopedKeyOptions = {}): ScopedKeyParameters {
  // The same checks a search makes: the tenant is required, base refinements must name attributes.
  const normalized = normalizeQuery({ scope, facets: [] });
  const parameters: ScopedKeyParameters = {
    filter_by: allOf([...scopeFilters(normalized.tenant, normalized.base), 'show_on_dealer_website:=true']),
    limit_multi_searches: MAX_SEARCHES_PER_REQUEST,
  };
  if (options.expiresAt !== undefined) parameters.expires_at = Math.floor(options.expiresAt);
  return parameters;
}

/** A scoped search key for the tenant, derived (offline, HMAC) from a search-only key. */
export function scopedSearchKey(searchOnlyKey: string, scope: TenantScope, options: ScopedKeyOptions = {}): string {
  if (!searchOnlyKey) throw new Error('stock-search: a scoped key needs the parent search-only key.');
  // generateScopedSearchKey never touches the network; any node satisfies the client's configuration.
  const client = new Client({ apiKey: searchOnlyKey, nodes: [{ url: 'http://localhost:8108' }] });
  return client.keys().generateScopedSearchKey(searchOnlyKey, scopedKeyParameters(scope, options));
}

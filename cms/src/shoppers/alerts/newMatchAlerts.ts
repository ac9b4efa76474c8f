/**
 * New matches of saved searches (issue 14: "alerts … when a new matching car arrives"). A saved
 * search's criteria are run through the site's own stock search (same engine, same tenant scope,
 * so a match is a car the shopper would see on that results page), restricted to cars added after
 * `matched_through` and not sold. Exactly once, as price drops: the search row is locked and its
 * `matched_through` checked unchanged, one alert row per channel is inserted with ON CONFLICT
 * (dedupe_key) DO NOTHING, and `matched_through` moves to the newest match, in one transaction.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { parseSearchParams, tenantScope, type TenantScope } from '@dealer/stock-search';
import type { ShopperAlertChannel } from '../../collections/ShopperAlerts';
import { stockSearchOf } from '../../search/stockIndex';
import { inTransaction } from '../transaction';
import { ALERT_COLUMNS, alertRowOf, type AlertRow } from './alertRows';

/** Cars one alert names at most (NEW_MATCH_CARS_SHOWN in the domain's savedSearch.ts). */
const CARS_NAMED = 5;
/** A car for sale: new matches leave out sold cars (still listed for a few days as Just Sold). */
const FOR_SALE = ['in_stock', 'coming_soon'];

export interface NewMatches {
  /** Cars added after `matched_through` that match. */
  count: number;
  /** The newest of them, newest first (at most 5). */
  carIds: number[];
  /** The newest match's `created_at` (epoch seconds): the search's next `matched_through`. */
  newest: number;
}

const scopes = new Map<string, { scope: TenantScope; at: number }>();
const SCOPE_TTL_MS = 60_000;

async function scopeOf(payload: Payload, slug: string): Promise<TenantScope | null> {
  const cached = scopes.get(slug);
  if (cached && Date.now() - cached.at < SCOPE_TTL_MS) return cached.scope;
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, settings: true },
  });
  const tenant = docs[0];
  if (!tenant) return null;
  const scope = tenantScope(tenant.slug, {
    soldListingDays: tenant.settings?.soldListingDays,
    baseFilterLevel: tenant.settings?.baseFilterLevel,
    baseSearchFilters: (tenant.settings?.baseSearchFilters ?? []).map((f) => f.filter),
  });
  scopes.set(slug, { scope, at: Date.now() });
  return scope;
}

const epochSecondsOf = (value: unknown): number => {
  if (typeof value === 'number') return value;
  const ms = Date.parse(String(value));
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};

/** The cars added since `matchedThrough` that the saved search finds, or null when there are none (or it cannot run). */
export async function findNewMatches(
  payload: Payload,
  tenantSlug: string,
  criteria: string,
  matchedThrough: number,
  now: Date,
): Promise<NewMatches | null> {
  const parsed = parseSearchParams(criteria);
  if (!parsed.ok) {
    payload.logger.warn(`A saved search of ${tenantSlug} no longer reads (${Object.values(parsed.errors)[0]}); it gets no alerts.`);
    return null;
  }
  const scope = await scopeOf(payload, tenantSlug);
  if (!scope) return null;
  const { refinements = {}, ranges = {}, query } = parsed.state;
  const status = (refinements.status ?? FOR_SALE).filter((value) => FOR_SALE.includes(value));
  if (status.length === 0) return null;
  const since = Math.max(matchedThrough + 1, ranges.created_at?.min ?? -Infinity);
  const result = await stockSearchOf(payload).search({
    scope,
    query,
    refinements: { ...refinements, status },
    ranges: { ...ranges, created_at: { ...ranges.created_at, min: since } },
    sort: 'newest',
    hitsPerPage: CARS_NAMED,
    facets: [],
    now,
  });
  if (result.found === 0 || result.hits.length === 0) return null;
  return {
    count: result.found,
    carIds: result.hits.map((hit) => Number(hit.id)),
    newest: Math.max(...result.hits.map((hit) => epochSecondsOf(hit.created_at))),
  };
}

/**
 * In one transaction: the saved search locked and its `matched_through` checked unchanged (another
 * worker may have just alerted it), one row per channel inserted unless its dedupe key exists, and
 * `matched_through` moved to the newest match. Answers the rows inserted.
 */
export async function storeNewMatchAlerts(
  payload: Payload,
  searchId: number,
  matchedThrough: number,
  matches: NewMatches,
  channels: readonly ShopperAlertChannel[],
  now: Date,
): Promise<AlertRow[]> {
  const at = now.toISOString();
  return inTransaction(payload, async ({ execute }) => {
    const [search] = (
      await execute<{ tenant_id: number; shopper_id: number; matched_through: string }>(sql`
        select tenant_id, shopper_id, matched_through from saved_searches where id = ${searchId} for update`)
    ).rows;
    if (!search || Number(search.matched_through) !== matchedThrough) return [];
    const inserted: AlertRow[] = [];
    for (const channel of channels) {
      const dedupeKey = `new-match:${searchId}:${matches.newest}:${channel}`;
      const { rows } = await execute<Record<string, unknown>>(sql`
        insert into shopper_alerts
          (tenant_id, shopper_id, saved_search_id, kind, car_id, match_car_ids, match_count, channel, status, attempts, dedupe_key, updated_at, created_at)
        values
          (${search.tenant_id}, ${search.shopper_id}, ${searchId}, 'new-match'::"enum_shopper_alerts_kind", ${matches.carIds[0]},
           ${JSON.stringify(matches.carIds)}::jsonb, ${matches.count}, ${channel}::"enum_shopper_alerts_channel",
           'pending'::"enum_shopper_alerts_status", 0, ${dedupeKey}, ${at}::timestamptz, ${at}::timestamptz)
        on conflict (dedupe_key) do nothing
        returning ${ALERT_COLUMNS}`);
      inserted.push(...rows.map(alertRowOf));
    }
    await execute(sql`
      update saved_searches set matched_through = ${matches.newest}, last_alerted_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where id = ${searchId}`);
    return inserted;
  });
}

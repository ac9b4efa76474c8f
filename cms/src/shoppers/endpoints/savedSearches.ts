/**
 * The signed-in shopper's saved searches (issue 14: "saved searches from any results page"):
 * `POST /api/shoppers/saved-searches/save`, `/remove` and `/list`, called by the site with
 * `Authorization: Shopper <token>`. The new-match alerts read them (shoppers/alerts/).
 */
import { sql } from '@payloadcms/db-postgres';
import type { Endpoint, PayloadRequest } from 'payload';
import { parseSearchParams, toSearchParams, type SearchState } from '@dealer/stock-search';
import type { SavedSearch } from '../../payload-types';
import { refusal, type FieldError, type JsonObject } from '../http';
import { inTransaction } from '../transaction';
import { shopperCall } from './shopperSession';

export interface SavedSearchView {
  id: number;
  label: string;
  path: string;
  created_at: string;
}

const viewOf = (search: Pick<SavedSearch, 'id' | 'label' | 'path' | 'createdAt'>): SavedSearchView => ({
  id: search.id,
  label: search.label,
  path: search.path,
  created_at: search.createdAt,
});

/** A results page's address and its criteria, each up to about 2,000 characters, and a heading: above the 4 KB of other shopper calls. */
export const SAVED_SEARCH_BODY_MAX_BYTES = 10 * 1024;

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/** The search the shopper saves, as the alerts will run it: filters, ranges and words; page and order left out. */
function criteriaOf(value: unknown): { ok: true; criteria: string; state: SearchState } | { ok: false; message: string } {
  if (typeof value !== 'string') return { ok: false, message: 'The search must be a query string' };
  const parsed = parseSearchParams(value);
  if (!parsed.ok) return { ok: false, message: `The search could not be read: ${Object.values(parsed.errors)[0]}` };
  const state: SearchState = { query: parsed.state.query, refinements: parsed.state.refinements, ranges: parsed.state.ranges };
  return { ok: true, criteria: toSearchParams(state), state };
}

/**
 * `{ title, path, criteria }` → 201 `{ saved_search, created: true }`, or 200 `created: false` when
 * the same search is saved already (its label and page stay as first saved). More than
 * SAVED_SEARCH_LIMIT is 409 with the limit's text, checked under a lock on the shopper so two saves
 * at once cannot pass it.
 */
export async function saveSearch(req: PayloadRequest): Promise<Response> {
  const { SAVED_SEARCH_LIMIT, SAVED_SEARCH_TEXTS, SAVED_SEARCH_TITLE_MAX, isSearchPagePath, savedSearchLabel } = await import(
    '@dealer/domain/shoppers'
  );
  const check = (body: JsonObject): FieldError[] => {
    const errors: FieldError[] = [];
    const title = typeof body.title === 'string' ? body.title.trim() : null;
    if (!title) errors.push({ field: 'title', message: 'The title is required' });
    else if (title.length > SAVED_SEARCH_TITLE_MAX)
      errors.push({ field: 'title', message: `The title must be at most ${SAVED_SEARCH_TITLE_MAX} characters` });
    else if (/[<>]/.test(title)) errors.push({ field: 'title', message: 'The title must not contain HTML tags' });
    if (!isSearchPagePath(body.path)) errors.push({ field: 'path', message: SAVED_SEARCH_TEXTS.notSearch });
    const criteria = criteriaOf(body.criteria);
    if (!criteria.ok) errors.push({ field: 'criteria', message: criteria.message });
    return errors;
  };
  const call = await shopperCall(req, 'error', ['title', 'path', 'criteria'], check, SAVED_SEARCH_BODY_MAX_BYTES);
  if (!call.ok) return call.answer;
  const { payload } = req;
  const { shopper, tenant, body } = call;
  const { criteria, state } = criteriaOf(body.criteria) as { ok: true; criteria: string; state: SearchState };
  const label = savedSearchLabel(String(body.title), state, tenant.locale);

  const outcome = await inTransaction(payload, async ({ req: txReq, execute }) => {
    // One save at a time per shopper: the limit and the (shopper, criteria) index hold under races.
    await execute(sql`select pg_advisory_xact_lock(hashtext('saved-searches'), ${shopper.id})`);
    const mine = await payload.find({
      collection: 'saved-searches',
      where: { shopper: { equals: shopper.id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req: txReq,
      select: { label: true, path: true, criteria: true, createdAt: true },
    });
    const same = mine.docs.find((search) => search.criteria === criteria);
    if (same) return { kind: 'existing' as const, search: same };
    if (mine.docs.length >= SAVED_SEARCH_LIMIT) return { kind: 'full' as const };
    const created = await payload.create({
      collection: 'saved-searches',
      data: {
        tenant: tenant.id,
        shopper: shopper.id,
        label,
        path: body.path as string,
        criteria,
        // Cars added from now on are news; what the page shows already is not.
        matched_through: Math.floor(Date.now() / 1000),
      },
      depth: 0,
      overrideAccess: true,
      req: txReq,
    });
    return { kind: 'created' as const, search: created };
  });
  if (outcome.kind === 'full') return refusal('error', 409, SAVED_SEARCH_TEXTS.limit);
  return Response.json(
    { saved_search: viewOf(outcome.search as SavedSearch), created: outcome.kind === 'created' },
    { status: outcome.kind === 'created' ? 201 : 200 },
  );
}

/** `{ id }` → `{ success: true }`: removes the shopper's own saved search; another's, or none, changes nothing. */
export async function removeSavedSearch(req: PayloadRequest): Promise<Response> {
  const check = (body: JsonObject): FieldError[] =>
    idOf(body.id) === null ? [{ field: 'id', message: 'The saved search id must be a positive whole number' }] : [];
  const call = await shopperCall(req, 'success', ['id'], check);
  if (!call.ok) return call.answer;
  await req.payload.delete({
    collection: 'saved-searches',
    where: { and: [{ id: { equals: idOf(call.body.id) } }, { shopper: { equals: call.shopper.id } }] },
    depth: 0,
    overrideAccess: true,
  });
  return Response.json({ success: true });
}

/** `{ saved_searches: [{ id, label, path, created_at }] }`, newest first. */
export async function listSavedSearches(req: PayloadRequest): Promise<Response> {
  const call = await shopperCall(req, 'error', []);
  if (!call.ok) return call.answer;
  const { docs } = await req.payload.find({
    collection: 'saved-searches',
    where: { shopper: { equals: call.shopper.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { label: true, path: true, createdAt: true },
  });
  return Response.json({ saved_searches: docs.map((search) => viewOf(search as SavedSearch)) });
}

export const saveSearchEndpoint: Endpoint = { path: '/saved-searches/save', method: 'post', handler: saveSearch };
export const removeSavedSearchEndpoint: Endpoint = { path: '/saved-searches/remove', method: 'post', handler: removeSavedSearch };
export const listSavedSearchesEndpoint: Endpoint = { path: '/saved-searches/list', method: 'post', handler: listSavedSearches };

import type { Payload } from 'payload';
import { forgetOnChange } from '../../hooks/forgetOnChange';
import type { LeadTenantFacts } from '@dealer/domain/leads';
import type { Dealership, Location, Tenant } from '../../payload-types';

/** Australian states and territories and their time zones; any other tenant of en-AU is in Brisbane (spec §9 default QLD). */
const AU_STATE_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};
const LOCALE_ZONES: Record<string, string> = { 'en-NZ': 'Pacific/Auckland', 'en-US': 'America/Chicago' };

/** The dealer's time zone, from the tenant's locale and default state. */
export function tenantTimeZone(tenant: Pick<Tenant, 'locale' | 'state'>): string {
  const byLocale = tenant.locale ? LOCALE_ZONES[tenant.locale] : undefined;
  if (byLocale) return byLocale;
  return AU_STATE_ZONES[(tenant.state ?? '').trim().toUpperCase()] ?? 'Australia/Brisbane';
}

/** YYYY-MM-DD of `now` in `timeZone` (en-CA formats dates that way). */
export const dateIn = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** What the lead endpoint knows about a tenant: its schema facts and the documents the lead may name. */
export interface TenantLeadContext {
  tenant: Tenant;
  facts: LeadTenantFacts;
  dealerships: Dealership[];
  /** Visible locations only: a hidden one is not offered on the site. */
  locations: Location[];
}

/** A tenant's documents the lead endpoint reads: the tenant, its dealerships and visible locations. */
export interface TenantLeadDocuments {
  tenant: Tenant;
  dealerships: Dealership[];
  locations: Location[];
}

/** Loads a tenant's documents by slug, or null when there is no such tenant (access control off: the endpoint has checked the caller). */
export async function loadTenantLeadDocuments(payload: Payload, slug: string): Promise<TenantLeadDocuments | null> {
  const found = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0, limit: 1, pagination: false });
  const tenant = found.docs[0];
  if (!tenant) return null;
  const [dealerships, locations] = await Promise.all([
    payload.find({ collection: 'dealerships', where: { tenant: { equals: tenant.id } }, depth: 0, pagination: false, sort: 'id' }),
    payload.find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenant.id } }, { visible: { equals: true } }] },
      depth: 0,
      pagination: false,
      sort: 'id',
    }),
  ]);
  return { tenant, dealerships: dealerships.docs, locations: locations.docs };
}

/** The tenant's enquiry settings and the slugs a lead may name, as of `now` (its date in the dealer's zone). */
export function tenantLeadContextOf({ tenant, dealerships, locations }: TenantLeadDocuments, now: Date = new Date()): TenantLeadContext {
  const slugs = (docs: { slug?: string | null }[]) => docs.map((doc) => doc.slug).filter((slug): slug is string => Boolean(slug));
  return {
    tenant,
    dealerships,
    locations,
    facts: {
      messageOptional: Boolean(tenant.settings?.enquiryMessageOptional),
      termsNotice: Boolean(tenant.settings?.enquiryTermsNotice),
      locations: slugs(locations),
      dealerships: slugs(dealerships),
      today: dateIn(tenantTimeZone(tenant), now),
    },
  };
}

/**
 * How long a tenant's lead documents are reused (issue 10 performance: three queries per lead
 * saved). An edit in this CMS process clears them at once (`forgetTenantLeadDocuments`, hooked on
 * tenants, dealerships and locations); another CMS instance sees the edit within this time.
 */
export const TENANT_LEAD_DOCUMENTS_TTL_MS = 30_000;
const MAX_CACHED_TENANTS = 1_000;

interface CachedDocuments {
  expiresAt: number;
  documents: Promise<TenantLeadDocuments | null>;
}
const cachedDocuments = new Map<string, CachedDocuments>();

/** Drops every cached tenant's lead documents (after an edit of a tenant, dealership or location). */
export function forgetTenantLeadDocuments(): void {
  cachedDocuments.clear();
}

/** Clears the cache when a tenant, dealership or location changes (added to those collections' hooks). */
export const forgetTenantLeadDocumentsHooks = forgetOnChange(forgetTenantLeadDocuments);

/**
 * The lead context of the tenant called `slug`, or null when there is none. Its documents come
 * from a short-lived per-process cache (concurrent callers share one load; an unknown tenant and a
 * failed load are not kept); its facts' date is always `now`'s.
 */
export async function tenantLeadContext(
  payload: Payload,
  slug: string,
  now: Date = new Date(),
  clock: () => number = Date.now,
): Promise<TenantLeadContext | null> {
  let entry = cachedDocuments.get(slug);
  if (!entry || entry.expiresAt <= clock()) {
    const loaded: CachedDocuments = {
      expiresAt: clock() + TENANT_LEAD_DOCUMENTS_TTL_MS,
      documents: loadTenantLeadDocuments(payload, slug),
    };
    entry = loaded;
    cachedDocuments.delete(slug);
    if (cachedDocuments.size >= MAX_CACHED_TENANTS) cachedDocuments.delete(cachedDocuments.keys().next().value as string);
    cachedDocuments.set(slug, loaded);
    const forget = () => {
      if (cachedDocuments.get(slug) === loaded) cachedDocuments.delete(slug);
    };
    loaded.documents.then((documents) => documents ?? forget(), forget);
  }
  const documents = await entry.documents;
  return documents ? tenantLeadContextOf(documents, now) : null;
}

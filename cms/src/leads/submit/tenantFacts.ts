import type { Payload } from 'payload';
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

/** Loads a tenant's dealerships, visible locations and enquiry settings (with access control off: the endpoint has checked the caller). */
export async function loadTenantLeadContext(payload: Payload, tenant: Tenant, now: Date = new Date()): Promise<TenantLeadContext> {
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
  const slugs = (docs: { slug?: string | null }[]) => docs.map((doc) => doc.slug).filter((slug): slug is string => Boolean(slug));
  return {
    tenant,
    dealerships: dealerships.docs,
    locations: locations.docs,
    facts: {
      messageOptional: Boolean(tenant.settings?.enquiryMessageOptional),
      termsNotice: Boolean(tenant.settings?.enquiryTermsNotice),
      locations: slugs(locations.docs),
      dealerships: slugs(dealerships.docs),
      today: dateIn(tenantTimeZone(tenant), now),
    },
  };
}

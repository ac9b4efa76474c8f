/**
 * What a tenant's lead forms know about it (spec §5): whether the message is optional, whether the
 * terms notice shows, its visible locations and its dealerships. The server route checks a lead
 * against these facts; pages pass the same lists to the form's selects. Cached per tenant for a
 * minute, like the car page's tenant context it builds on.
 */
import { LRUCache } from 'lru-cache';
import type { Location } from '@dealer/cms/payload-types';
import { cmsFind } from '@/lib/cmsClient';
import { tenantCarContext } from '@/features/carDetail/loadCarDetail';
import type { LeadFormOptions } from './leadFormTypes';

const cache = new LRUCache<string, LeadFormOptions | 'none'>({ max: 200, ttl: 60_000 });

/** The tenant's lead form options, or null when there is no such tenant. */
export async function leadFormOptions(tenantSlug: string): Promise<LeadFormOptions | null> {
  const cached = cache.get(tenantSlug);
  if (cached) return cached === 'none' ? null : cached;
  const context = await tenantCarContext(tenantSlug);
  if (!context) {
    cache.set(tenantSlug, 'none');
    return null;
  }
  const locations = await cmsFind<Location>('locations', {
    where: { and: [{ tenant: { equals: context.site.tenant.id } }, { visible: { equals: true } }] },
    depth: 0,
    limit: 100,
    sort: '-primary',
  });
  const dealershipSlugs = new Map(context.dealerships.map((d) => [d.id, d.slug]));
  const options: LeadFormOptions = {
    messageOptional: Boolean(context.site.config.settings.enquiryMessageOptional),
    termsNotice: Boolean(context.site.config.settings.enquiryTermsNotice),
    locale: context.site.config.settings.locale,
    locations: locations.docs.map((location) => ({
      slug: location.slug ?? String(location.id),
      name: location.name,
      dealershipSlug: dealershipSlugs.get(typeof location.dealership === 'object' ? location.dealership.id : location.dealership) ?? null,
    })),
    dealerships: context.dealerships.map((dealership) => ({ slug: dealership.slug ?? String(dealership.id), name: dealership.name })),
  };
  cache.set(tenantSlug, options);
  return options;
}

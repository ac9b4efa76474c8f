/**
 * What reserving a car reads of the tenant and its dealership: the reserve flag and the deposit
 * merged as the site merges them (spec §1: dealership over tenant over defaults), the currency of
 * the tenant's locale, where its site is, and whether checkout needs a signed-in shopper.
 */
import type { Payload, PayloadRequest } from 'payload';
import { dealershipLayer, localeFormat, mergeSiteConfig, tenantPreviewOrigin, type DealershipOverrides, type Locale } from '@dealer/domain';
import { DEFAULT_SIGN_IN_GATES, isSignInGate } from '@dealer/domain/shoppers/gates';
import { cmsEnv } from '../env';
import type { Dealership, Tenant } from '../payload-types';

export interface ReserveTerms {
  reserveEnabled: boolean;
  /** Whole currency units. */
  deposit: number;
  currency: 'AUD' | 'NZD' | 'USD';
  locale: Locale;
}

export function reserveTermsOf(tenant: Pick<Tenant, 'features' | 'settings' | 'locale'>, dealership: Dealership | null): ReserveTerms {
  const config = mergeSiteConfig(
    { features: tenant.features ?? {}, settings: { locale: tenant.locale, reserveDeposit: tenant.settings?.reserveDeposit } },
    dealershipLayer(dealership as DealershipOverrides | null),
  );
  return {
    reserveEnabled: config.features.reserve,
    deposit: config.settings.reserveDeposit,
    currency: localeFormat(config.settings.locale).currency,
    locale: config.settings.locale,
  };
}

/** Spec §2 gated routes: unset is the default list, which gates checkout. */
export function checkoutNeedsSignIn(tenant: Pick<Tenant, 'settings'>): boolean {
  const stored = (tenant.settings as { signInGates?: unknown } | null | undefined)?.signInGates;
  const gates = Array.isArray(stored) ? stored.filter(isSignInGate) : DEFAULT_SIGN_IN_GATES;
  return gates.includes('checkout');
}

/** The addresses the tenant's site answers on: where a paid shopper may be sent back to. */
export function siteOriginsOf(tenant: Pick<Tenant, 'slug' | 'domains'>): string[] {
  const origins = new Set<string>();
  const local = tenantPreviewOrigin(tenant, { siteUrl: cmsEnv().SITE_URL });
  if (local) origins.add(local);
  for (const entry of tenant.domains ?? []) {
    const host = entry.domain
      .trim()
      .toLowerCase()
      .replace(/^www\./, '');
    if (!host) continue;
    origins.add(`https://${host}`);
    origins.add(`https://www.${host}`);
  }
  return [...origins];
}

export async function tenantOfSlug(payload: Payload, slug: string): Promise<Tenant | null> {
  const found = await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true });
  return found.docs[0] ?? null;
}

/** Inside a transaction, pass its `req`: a query on another connection waits for a pool slot the lock holders may all have. */
export async function dealershipOf(payload: Payload, id: number | null | undefined, req?: PayloadRequest): Promise<Dealership | null> {
  if (id == null) return null;
  return payload.findByID({ collection: 'dealerships', id, depth: 0, overrideAccess: true, disableErrors: true, req });
}

export const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null;

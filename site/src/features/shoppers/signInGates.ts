/**
 * Which of a tenant's pages need a signed-in shopper (spec §2 gated routes; issue 14), for the
 * proxy. Every tenant's gates, template and flags come from the CMS, kept per process and
 * refreshed every few seconds like the redirects (lastGoodSource): a request never waits on the
 * CMS beyond a refresh, and the CMS away leaves the last good list in use.
 */
import { mergeSiteConfig, routeEnabled, type FeatureFlags, type RouteFacts, type SiteTemplate } from '@dealer/domain';
import {
  DEFAULT_SIGN_IN_GATES,
  gatedSignInHref,
  gateForPath,
  isSignInGate,
  SIGN_IN_GATES,
  type SignInGate,
} from '@dealer/domain/shoppers/gates';
import { fetchAllCmsDocs, lastGoodSource } from '@/lib/lastGoodSource';
import { SESSION_COOKIE } from './shopperCookie';
import { STALE_REFRESH_DELAY_MS } from '@/lib/staleRefresh';

export interface TenantGates {
  gates: readonly SignInGate[];
  facts: RouteFacts;
}

interface TenantDoc {
  slug?: string | null;
  template?: SiteTemplate | null;
  features?: Partial<FeatureFlags> | null;
  settings?: { signInGates?: unknown } | null;
}

/** Tenant slug -> its gates and the facts that say which of its routes exist. */
export function tenantGatesOf(docs: readonly TenantDoc[]): Map<string, TenantGates> {
  const map = new Map<string, TenantGates>();
  for (const doc of docs) {
    if (!doc.slug) continue;
    const stored = doc.settings?.signInGates;
    // Unset (a tenant the CMS has not saved since the setting came) is the spec's default.
    const gates = Array.isArray(stored) ? stored.filter(isSignInGate) : DEFAULT_SIGN_IN_GATES;
    const { features } = mergeSiteConfig({ features: doc.features ?? {} });
    map.set(doc.slug, { gates, facts: { features, template: doc.template ?? undefined } });
  }
  return map;
}

export function tenantGatesSource({
  cmsUrl,
  fetch: fetchImpl = fetch,
  ttlMs = 3_000,
  refreshDelayMs = STALE_REFRESH_DELAY_MS,
  timeoutMs = 2_000,
}: {
  cmsUrl: string;
  fetch?: typeof fetch;
  ttlMs?: number;
  timeoutMs?: number;
  /** How long a refresh past the TTL waits (STALE_REFRESH_DELAY_MS; tests pass 0). */
  refreshDelayMs?: number;
}): () => Promise<Map<string, TenantGates>> {
  return lastGoodSource<Map<string, TenantGates>>({
    empty: new Map(),
    ttlMs,
    refreshDelayMs,
    minBackoffMs: 5_000,
    maxBackoffMs: 60_000,
    now: Date.now,
    log: console,
    failureLine: (message, kept) =>
      `Sign-in gates could not be loaded (${message}); ${kept ? 'keeping the last good list' : 'the default gates apply until they load'}; retrying with back-off`,
    recoveredLine: 'Sign-in gates loaded again from the CMS',
    load: async () =>
      tenantGatesOf(
        await fetchAllCmsDocs<TenantDoc>({
          urlOfPage: (page) =>
            `${cmsUrl}/api/tenants?limit=500&page=${page}&depth=0&sort=id` +
            '&select[slug]=true&select[template]=true&select[features]=true&select[settings][signInGates]=true',
          fetch: fetchImpl,
          timeoutMs,
        }),
      ),
  });
}

/**
 * Where the proxy sends a visitor of `pathname` (+ `search`) who has no session cookie: the
 * sign-in page, when the path is one of the tenant's gates and the tenant has that route (a route
 * it does not have stays its 404); else null. Having the cookie is enough here: the pages hold
 * nothing private, and every call that does checks the session in the CMS.
 */
export function gateRedirect(pathname: string, search: string, tenant: TenantGates | undefined): string | null {
  const gates = tenant?.gates ?? DEFAULT_SIGN_IN_GATES;
  if (!gateForPath(pathname, gates)) return null;
  if (tenant && !routeEnabled(pathname, tenant.facts)) return null;
  return gatedSignInHref(`${pathname}${search}`, gates);
}

/** Whether a path could be gated for any tenant: the proxy asks this before loading anything. */
export const mayBeGated = (pathname: string): boolean => gateForPath(pathname, SIGN_IN_GATES) !== null;

let processSource: (() => Promise<Map<string, TenantGates>>) | null = null;

/** The proxy's question: the sign-in address for this request, or null. */
export async function signInGateFor(tenantSlug: string, pathname: string, search: string, cookies: { has(name: string): boolean }) {
  if (!mayBeGated(pathname) || cookies.has(SESSION_COOKIE)) return null;
  processSource ??= tenantGatesSource({ cmsUrl: (process.env.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, '') });
  return gateRedirect(pathname, search, (await processSource()).get(tenantSlug));
}

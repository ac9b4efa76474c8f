/**
 * Tenants' custom domains from the CMS, cached per process. The map must survive the CMS being
 * briefly away (issue 9): a failed or non-2xx load keeps the last good answer, each load is
 * bounded by a timeout, and after a failure the CMS is asked again only after a back-off
 * (5 s doubling to 60 s), so requests never queue behind a dead CMS. One log line per streak.
 */
import { domainKey, hostName } from '@dealer/domain';
import { fetchAllCmsDocs, lastGoodSource } from '@/lib/lastGoodSource';
import { STALE_REFRESH_DELAY_MS } from '@/lib/staleRefresh';

export interface TenantDomainMap {
  /** Host name (no `www.`) -> tenant slug. */
  hosts: ReadonlyMap<string, string>;
  /** Tenant slug -> its primary domain (the first it lists), for canonical URLs. */
  primary: ReadonlyMap<string, string>;
}

export const EMPTY_DOMAIN_MAP: TenantDomainMap = { hosts: new Map(), primary: new Map() };

export class TenantDomainsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TenantDomainsError';
  }
}

interface TenantDomainsDoc {
  id: number;
  slug: string;
  domains?: { domain: string }[] | null;
}

/**
 * The domain map of the tenants listed, oldest tenant first: should two tenants list one domain
 * (the CMS refuses it, but a map must not depend on that), the tenant that had it first keeps it.
 */
export function domainMapOf(tenants: readonly TenantDomainsDoc[], warn: (line: string) => void = console.warn): TenantDomainMap {
  const hosts = new Map<string, string>();
  const primary = new Map<string, string>();
  for (const tenant of [...tenants].sort((a, b) => a.id - b.id)) {
    for (const { domain } of tenant.domains ?? []) {
      const key = domainKey(domain);
      if (!key) continue;
      const holder = hosts.get(key);
      if (holder && holder !== tenant.slug) {
        warn(`Tenant domains: ${key} is listed by ${holder} and ${tenant.slug}; ${holder} keeps it`);
        continue;
      }
      hosts.set(key, tenant.slug);
      if (!primary.has(tenant.slug)) primary.set(tenant.slug, hostName(domain));
    }
  }
  return { hosts, primary };
}

export interface TenantDomainSourceOptions {
  cmsUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  log?: { error: (line: string) => void; info: (line: string) => void; warn: (line: string) => void };
  /** How long a good answer is used before the CMS is asked again. */
  ttlMs?: number;
  timeoutMs?: number;
  /** First wait after a failure; doubles per failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a refresh past the TTL waits (STALE_REFRESH_DELAY_MS; tests pass 0). */
  refreshDelayMs?: number;
}

export type TenantDomainSource = () => Promise<TenantDomainMap>;

export function tenantDomainSource({
  cmsUrl,
  fetch: fetchImpl = fetch,
  now = Date.now,
  log = console,
  ttlMs = 60_000,
  refreshDelayMs = STALE_REFRESH_DELAY_MS,
  timeoutMs = 2_000,
  minBackoffMs = 5_000,
  maxBackoffMs = 60_000,
}: TenantDomainSourceOptions): TenantDomainSource {
  return lastGoodSource({
    empty: EMPTY_DOMAIN_MAP,
    ttlMs,
    refreshDelayMs,
    minBackoffMs,
    maxBackoffMs,
    now,
    log,
    failureLine: (message, kept) =>
      `Tenant domains could not be loaded (${message}); ${kept ? 'keeping the last good map' : 'no custom domain is served until it loads'}; retrying with back-off`,
    recoveredLine: 'Tenant domains loaded again from the CMS',
    load: async () => {
      // Pages of 500: the most the CMS gives an anonymous reader in one answer.
      const docs = await fetchAllCmsDocs<TenantDomainsDoc>({
        urlOfPage: (page) => `${cmsUrl}/api/tenants?limit=500&page=${page}&depth=0&sort=id&select[slug]=true&select[domains]=true`,
        fetch: fetchImpl,
        timeoutMs,
        makeError: (message) => new TenantDomainsError(message),
      });
      return domainMapOf(docs, log.warn);
    },
  });
}

let processSource: TenantDomainSource | null = null;

/** The process's domain map (CMS_URL read on first use). */
export function tenantDomains(): Promise<TenantDomainMap> {
  processSource ??= tenantDomainSource({ cmsUrl: (process.env.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, '') });
  return processSource();
}

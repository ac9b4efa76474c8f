/**
 * Every tenant's redirects from the CMS (issue 12 "SEO per tenant": managed in the CMS, served by
 * the proxy), kept per process and refreshed every few seconds, so an editor's change is live
 * within seconds and a request never waits on the CMS beyond the refresh. The CMS away: the last
 * good list stays in use (lastGoodSource).
 */
import { redirectPathKey, type RedirectRule } from '@dealer/domain';
import { fetchAllCmsDocs, lastGoodSource } from '@/lib/lastGoodSource';
import { STALE_REFRESH_DELAY_MS } from '@/lib/staleRefresh';

/** Tenant slug -> its rules by path key. */
export type RedirectMap = ReadonlyMap<string, ReadonlyMap<string, RedirectRule>>;

interface RedirectDoc {
  from?: string | null;
  to?: string | null;
  type?: 'permanent' | 'temporary' | null;
  tenant?: { slug?: string | null } | number | null;
}

export function redirectMapOf(docs: readonly RedirectDoc[]): RedirectMap {
  const map = new Map<string, Map<string, RedirectRule>>();
  for (const doc of docs) {
    const slug = typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.slug : null;
    if (!slug || !doc.from || !doc.to) continue;
    const rules = map.get(slug) ?? new Map<string, RedirectRule>();
    const from = redirectPathKey(doc.from);
    rules.set(from, { from, to: doc.to, status: doc.type === 'temporary' ? 302 : 301 });
    map.set(slug, rules);
  }
  return map;
}

export interface TenantRedirectSourceOptions {
  cmsUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  log?: { error: (line: string) => void; info: (line: string) => void };
  ttlMs?: number;
  timeoutMs?: number;
  /** How long a refresh past the TTL waits (STALE_REFRESH_DELAY_MS; tests pass 0). */
  refreshDelayMs?: number;
}

export function tenantRedirectSource({
  cmsUrl,
  fetch: fetchImpl = fetch,
  now = Date.now,
  log = console,
  ttlMs = 3_000,
  refreshDelayMs = STALE_REFRESH_DELAY_MS,
  timeoutMs = 2_000,
}: TenantRedirectSourceOptions): () => Promise<RedirectMap> {
  return lastGoodSource<RedirectMap>({
    empty: new Map(),
    ttlMs,
    refreshDelayMs,
    minBackoffMs: 5_000,
    maxBackoffMs: 60_000,
    now,
    log,
    failureLine: (message, kept) =>
      `Redirects could not be loaded (${message}); ${kept ? 'keeping the last good list' : 'none is served until they load'}; retrying with back-off`,
    recoveredLine: 'Redirects loaded again from the CMS',
    load: async () => {
      const docs = await fetchAllCmsDocs<RedirectDoc>({
        urlOfPage: (page) =>
          `${cmsUrl}/api/redirects?limit=500&page=${page}&depth=1&sort=id` +
          '&select[from]=true&select[to]=true&select[type]=true&select[tenant]=true&populate[tenants][slug]=true',
        fetch: fetchImpl,
        timeoutMs,
      });
      return redirectMapOf(docs);
    },
  });
}

let processSource: (() => Promise<RedirectMap>) | null = null;

/** The redirect rule of a tenant's path, or null. */
export async function tenantRedirect(tenantSlug: string, pathname: string): Promise<RedirectRule | null> {
  processSource ??= tenantRedirectSource({ cmsUrl: (process.env.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, '') });
  return (await processSource()).get(tenantSlug)?.get(redirectPathKey(pathname)) ?? null;
}

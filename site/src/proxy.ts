import { NextResponse, type NextRequest } from 'next/server';
import { tenantSlugFromHost } from '@dealer/domain';

/**
 * Serves each tenant from its own host: rewrites `/path` to `/_sites/{tenant}/path`.
 * Custom domains come from the CMS (tenants' `domains`), cached for a minute.
 */
const DOMAIN_TTL_MS = 60_000;
let domainCache: { at: number; map: Map<string, string> } | null = null;

async function tenantDomains(): Promise<Map<string, string>> {
  if (domainCache && Date.now() - domainCache.at < DOMAIN_TTL_MS) return domainCache.map;
  const map = new Map<string, string>();
  try {
    const cms = (process.env.CMS_URL ?? 'http://localhost:3001').replace(/\/$/, '');
    const response = await fetch(`${cms}/api/tenants?limit=500&depth=0&select[slug]=true&select[domains]=true`);
    if (response.ok) {
      const body = (await response.json()) as { docs: { slug: string; domains?: { domain: string }[] | null }[] };
      for (const tenant of body.docs) {
        for (const { domain } of tenant.domains ?? []) map.set(domain.toLowerCase().replace(/^www\./, ''), tenant.slug);
      }
      domainCache = { at: Date.now(), map };
    }
  } catch (error) {
    console.error(`Tenant domains could not be loaded: ${(error as Error).message}`);
  }
  return map;
}

export async function proxy(request: NextRequest) {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const slug = tenantSlugFromHost({
    host,
    domains: await tenantDomains(),
    defaultTenant: process.env.DEFAULT_TENANT ?? 'coastline',
  });
  const url = request.nextUrl.clone();
  // No tenant: a name that can never be a slug, so the page answers 404.
  url.pathname = `/_sites/${slug ?? '_unknown'}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Not for Next internals, API routes, or files with an extension (robots.txt, images).
  matcher: ['/((?!api/|_next/|_sites/|favicon\\.ico|.*\\.[a-z0-9]+$).*)'],
};

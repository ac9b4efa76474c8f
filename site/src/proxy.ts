import { NextResponse, type NextRequest } from 'next/server';
import { tenantSlugFromHost } from '@dealer/domain';
import { tenantDomains } from '@/features/tenant/tenantDomains';

/**
 * Serves each tenant from its own host: rewrites `/path` to `/_sites/{tenant}/path`.
 * Custom domains come from the CMS (tenants' `domains`), cached for a minute.
 */
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

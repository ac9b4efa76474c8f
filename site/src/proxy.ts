import { NextResponse, type NextRequest } from 'next/server';
import { modelsPathForQuery } from '@dealer/domain';
import { isSitesPath, tenancyConfig, tenantFromRequest, varyHeader } from '@/features/tenant/tenantFromRequest';
import { pageSecurityHeaders, securityHeaderInput } from '@/lib/securityHeaders';

/** A rewrite target no tenant can have (slugs have no `_`): its page answers 404. */
const NOT_FOUND_PATH = '/_sites/_unknown';

/**
 * Serves each tenant from its own host: rewrites `/path` to `/_sites/{tenant}/path`. The tenant
 * comes from `tenantFromRequest` (issue 9); a direct `/_sites/...` request, or a host no tenant
 * serves, gets the 404 page. Every page response carries the security headers and `Vary`.
 */
export async function proxy(request: NextRequest) {
  const config = tenancyConfig();
  const { pathname } = request.nextUrl;
  const tenant = isSitesPath(pathname) ? null : await tenantFromRequest(request.headers, config);
  const url = request.nextUrl.clone();
  // `/models?body=suvs` is the static page of that group, so the served HTML holds only it.
  const sitePath = (pathname === '/models' && modelsPathForQuery(request.nextUrl.searchParams.get('body'))) || pathname;
  url.pathname = tenant ? `/_sites/${tenant.slug}${sitePath === '/' ? '' : sitePath}` : NOT_FOUND_PATH;
  const response = NextResponse.rewrite(url);
  for (const [name, value] of Object.entries(pageSecurityHeaders(securityHeaderInput(process.env, config.localhostTenants))))
    response.headers.set(name, value);
  // The same path is another tenant's page on another host: shared caches must key by host.
  response.headers.set('Vary', varyHeader(config));
  return response;
}

export const config = {
  // Not for Next internals, API routes, or files with an extension (robots.txt, images); always
  // for `/_sites/...`, which is only ever a rewrite target.
  matcher: ['/_sites/:path*', '/((?!api/|_next/|_sites/|favicon\\.ico|.*\\.[a-z0-9]+$).*)'],
};

import { NextResponse, type NextRequest } from 'next/server';
import { modelsPathForQuery, redirectLocation } from '@dealer/domain';
import { tenantRedirect } from '@/features/seo/tenantRedirects';
import { signInGateFor } from '@/features/shoppers/signInGates';
import { isSitesPath, tenancyConfig, tenantFromRequest, varyHeader } from '@/features/tenant/tenantFromRequest';
import { pageSecurityHeaders, securityHeaderInput } from '@/lib/securityHeaders';

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/** A rewrite target no tenant can have (slugs have no `_`): its page answers 404. */
const NOT_FOUND_PATH = '/_sites/_unknown';

/**
 * Each tenant's robots.txt, sitemap and vehicle feed come from its host: served by API routes (which learn the
 * tenant from `tenantFromRequest` themselves). Rewritten here, not in next.config: rewrites there
 * put Next.js's client-side rewrite matcher into every page's first load (3 KB gzipped).
 */
const SEO_FILES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^\/robots\.txt$/, () => '/api/seo/robots'],
  [/^\/sitemap\.xml$/, () => '/api/seo/sitemap'],
  [/^\/sitemap-(\d{1,6})\.xml$/, (match) => `/api/seo/sitemap?part=${match[1]}`],
  [/^\/feeds\/vehicles\.xml$/, () => '/api/seo/vehicle-feed'],
];

/**
 * Serves each tenant from its own host: rewrites `/path` to `/_sites/{tenant}/path`. The tenant
 * comes from `tenantFromRequest` (issue 9); a direct `/_sites/...` request, or a host no tenant
 * serves, gets the 404 page. Every page response carries the security headers and `Vary`.
 */
export async function proxy(request: NextRequest) {
  const config = tenancyConfig();
  const { pathname } = request.nextUrl;
  for (const [pattern, target] of SEO_FILES) {
    const match = pattern.exec(pathname);
    if (match) return NextResponse.rewrite(new URL(target(match), request.url));
  }
  const tenant = isSitesPath(pathname) ? null : await tenantFromRequest(request.headers, config);
  // The dealer's redirects (managed in the CMS) come first: an old address of theirs, with or
  // without an extension (`/specials.html`), goes where they said.
  const redirect = tenant ? await tenantRedirect(tenant.slug, pathname) : null;
  if (redirect) {
    const response = NextResponse.redirect(new URL(redirectLocation(redirect, request.nextUrl.search), request.url), redirect.status);
    response.headers.set('Vary', varyHeader(config));
    return response;
  }
  // A gated page (spec §2) without a session cookie: sign in first, then come back to it.
  const signIn = tenant ? await signInGateFor(tenant.slug, pathname, request.nextUrl.search, request.cookies) : null;
  if (signIn) {
    const response = NextResponse.redirect(new URL(signIn, request.url), 307);
    response.headers.set('Vary', `${varyHeader(config)}, Cookie`);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  // Other paths with an extension on a tenant's host are files (none is a page): served as they are.
  if (tenant && HAS_EXTENSION.test(pathname)) return NextResponse.next();
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
  // Not for Next internals or API routes; files with an extension only for the tenant's redirects
  // (and robots.txt, the sitemaps and the feed); always for `/_sites/...`, only ever a rewrite target.
  matcher: [
    '/_sites/:path*',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap-:part.xml',
    '/feeds/vehicles.xml',
    '/((?!api/|_next/|_sites/|favicon\\.ico).*)',
  ],
};

/**
 * The CMS's response headers against framing, sniffing and downgrade (issue 39): the admin is
 * where dealer staff sign in, so no other site may frame it (clickjacking), and over https the
 * browser is told to stay on https (HSTS). The policy's script rules are left to Payload and
 * Next.js, whose admin runs inline scripts without nonces; what it does restrict (frames, plugins,
 * `<base>`, form targets) needs none of that.
 */
export const ADMIN_CSP = ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"].join('; ');

/**
 * The embedded payment page's form posts here and is then redirected to the dealer's site (the
 * confirmation), which `form-action 'self'` would block: it keeps the rest of the policy.
 */
export const PAYMENT_PAGE_CSP = ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'"].join('; ');
const PAYMENT_PAGE_PATH = /^\/api\/payments\/embedded\//;

/** One year, the preload lists' minimum. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether staff reach the CMS over https: its public address says (CMS_PUBLIC_URL, else CMS_URL). */
export function servedOverHttps(env: Record<string, string | undefined>): boolean {
  return (env.CMS_PUBLIC_URL || env.CMS_URL || '').toLowerCase().startsWith('https://');
}

/** The headers every CMS response carries (`pathname`: the request's). */
export function cmsSecurityHeaders(env: Record<string, string | undefined>, pathname = '/'): Record<string, string> {
  return {
    'Content-Security-Policy': PAYMENT_PAGE_PATH.test(pathname) ? PAYMENT_PAGE_CSP : ADMIN_CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(servedOverHttps(env) ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

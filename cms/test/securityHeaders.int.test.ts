/**
 * Issue 39: the CMS's security headers and the staff cookie's Secure flag follow the address staff
 * reach it at (the headers on a running CMS: e2e cms.spec.ts).
 */
import { ADMIN_CSP, cmsSecurityHeaders, HSTS, PAYMENT_PAGE_CSP, servedOverHttps } from '../src/securityHeaders';
import { Users } from '../src/collections/Users';

describe('the CMS security headers', () => {
  it('refuse framing by other sites everywhere, and ask for https only where the CMS is served over it', () => {
    const http = cmsSecurityHeaders({ CMS_URL: 'http://localhost:3001' });
    expect(http).toEqual({
      'Content-Security-Policy': ADMIN_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(ADMIN_CSP).toContain("frame-ancestors 'self'");
    const https = cmsSecurityHeaders({ CMS_URL: 'http://cms:3001', CMS_PUBLIC_URL: 'https://cms.dealer-platform.example' });
    expect(https['Strict-Transport-Security']).toBe(HSTS);
  });

  it('the embedded payment page may send its form on to the dealer’s site; everything else posts only to the CMS', () => {
    const payment = cmsSecurityHeaders({}, '/api/payments/embedded/cs_embedded_1')['Content-Security-Policy'];
    expect(payment).toBe(PAYMENT_PAGE_CSP);
    expect(payment).not.toContain('form-action');
    expect(payment).toContain("frame-ancestors 'self'");
    expect(cmsSecurityHeaders({}, '/admin/login')['Content-Security-Policy']).toContain("form-action 'self'");
  });

  it('the public address decides https, the internal one only without it', () => {
    expect(servedOverHttps({ CMS_PUBLIC_URL: 'HTTPS://cms.example.com' })).toBe(true);
    expect(servedOverHttps({ CMS_URL: 'https://cms.internal' })).toBe(true);
    expect(servedOverHttps({ CMS_URL: 'https://cms.internal', CMS_PUBLIC_URL: 'http://localhost:3001' })).toBe(false);
    expect(servedOverHttps({})).toBe(false);
  });

  it('the staff cookie is Secure exactly when the CMS is served over https (here: http)', () => {
    const auth = Users.auth as { cookies?: { secure?: boolean } };
    expect(auth.cookies?.secure).toBe(servedOverHttps(process.env));
    expect(auth.cookies?.secure).toBe(false);
  });
});

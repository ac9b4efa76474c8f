import { contentSecurityPolicy, pageScriptPolicy, pageSecurityHeaders, securityHeaderInput } from './securityHeaders';

const env = (values: Record<string, string>) => ({ NODE_ENV: 'production', ...values }) as NodeJS.ProcessEnv;

describe('page security headers (issue 9)', () => {
  it('allows the CMS admin to frame the site (live preview) and nobody else', () => {
    const csp = contentSecurityPolicy(
      securityHeaderInput(env({ CMS_URL: 'http://cms.internal:3001', CMS_PUBLIC_URL: 'https://admin.example.com/' }), false),
    );
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/admin\.example\.com$/);
    expect(csp).not.toContain('cms.internal');
  });

  it('lets the pages run scripts from nowhere but the site and the chat providers’ own hosts, and Emotion’s styles', () => {
    const csp = contentSecurityPolicy(securityHeaderInput(env({ CMS_URL: 'http://localhost:3001' }), true));
    // Inline scripts: each page's own policy narrows them to their hashes (pageScriptPolicy).
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://cdn.livechatinc.com https://embed.tawk.to;");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://embed.tawk.to https://fonts.googleapis.com;");
    expect(csp).toContain("connect-src 'self' https://*.livechatinc.com wss://*.livechatinc.com https://*.tawk.to wss://*.tawk.to;");
    expect(csp).toContain("frame-src 'self' https://secure.livechatinc.com https://*.tawk.to;");
    expect(csp).toContain("object-src 'none'");
  });

  it('gives a page’s own policy only the hashes of its inline scripts (issue 39)', () => {
    expect(pageScriptPolicy(["'sha256-AAAA'", "'sha256-BBBB'"])).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB' https://cdn.livechatinc.com https://embed.tawk.to",
    );
  });

  it('allows images from the configured image hosts over https', () => {
    const csp = contentSecurityPolicy(
      securityHeaderInput(env({ CMS_URL: 'http://localhost:3001', IMAGE_HOSTS: 'cdn.example.com, Photos.Example.net' }), false),
    );
    expect(csp).toContain("img-src 'self' data: blob: http://localhost:3001 https://cdn.example.com https://photos.example.net https://");
  });

  it('allows the location maps only where configured', () => {
    const without = contentSecurityPolicy(securityHeaderInput(env({ CMS_URL: 'http://localhost:3001' }), true));
    expect(without).not.toContain('maps.example.com');
    expect(without).not.toContain('https://www.google.com');
    const csp = contentSecurityPolicy(
      securityHeaderInput(
        env({ CMS_URL: 'http://localhost:3001', STATIC_MAP_URL: 'https://maps.example.com/static/{map_key}.png', MAPS_CLIENT_KEY: 'k' }),
        true,
      ),
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/maps\.example\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.google\.com /);
  });

  it('sends HSTS only in a deployment (LOCALHOST_TENANTS off)', () => {
    const input = (localhostTenants: boolean) => securityHeaderInput(env({ CMS_URL: 'http://localhost:3001' }), localhostTenants);
    expect(pageSecurityHeaders(input(false))['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(pageSecurityHeaders(input(true))).not.toHaveProperty('Strict-Transport-Security');
    expect(pageSecurityHeaders(input(true))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

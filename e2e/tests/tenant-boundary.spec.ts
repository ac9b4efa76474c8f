/**
 * The site's tenant boundary (issue 9): one tenant's pages never show on another's host, forged
 * forwarding headers pick nothing, `.localhost` names serve nobody in a deployment, cached pages
 * vary by host, and every page passes its own Content-Security-Policy in Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, siteGet, siteUrl, test, waitForHydration } from './fixtures';
import { CMS_PORT, SITE_PORT } from '../playwright.config';

const ROOT = path.resolve(__dirname, '../..');

async function aCarOf(request: APIRequestContext, tenant: string): Promise<string> {
  const response = await siteGet(request, tenant, '/api/search?refinementList[car_type][0]=used');
  const body = (await response.json()) as { hits: { slug: string }[] };
  const slug = body.hits[0]?.slug;
  if (!slug) throw new Error(`${tenant} has no used car in the stock index`);
  return slug;
}

test.describe('direct /_sites/ paths', () => {
  for (const pathname of [
    '/_sites/harbour-mazda/offers',
    '/_sites/coastline/offers',
    '/%5Fsites/harbour-mazda/offers',
    '/_sites/harbour-mazda',
  ]) {
    test(`${pathname} on Coastline's host is a 404`, async ({ request }) => {
      const response = await siteGet(request, 'coastline', pathname);
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('Harbour Mazda');
    });
  }

  test("another tenant's car page and search page by /_sites/ path are 404s", async ({ request }) => {
    const car = await aCarOf(request, 'harbour-mazda');
    expect((await siteGet(request, 'harbour-mazda', `/cars/${car}`)).status()).toBe(200);
    expect((await siteGet(request, 'coastline', `/_sites/harbour-mazda/cars/${car}`)).status()).toBe(404);
    expect((await siteGet(request, 'coastline', '/_sites/harbour-mazda/search/used-cars')).status()).toBe(404);
  });
});

test.describe('a forged X-Forwarded-Host (TRUSTED_PROXY unset)', () => {
  const forged = (tenant: string) => ({
    host: `coastline.localhost:${SITE_PORT}`,
    'x-forwarded-host': `${tenant}.localhost:${SITE_PORT}`,
    'x-forwarded-proto': 'https',
  });

  test('serves the Host header’s tenant, never the forwarded one', async ({ request }) => {
    for (const pathname of ['/', '/offers', '/search/used-cars']) {
      const response = await request.get(`http://localhost:${SITE_PORT}${pathname}`, { headers: forged('harbour-mazda') });
      expect(response.status(), pathname).toBe(200);
      const html = await response.text();
      expect(html, pathname).toContain('Coastline Motor Group');
      expect(html, pathname).not.toContain('Harbour Mazda');
    }
  });

  test('does not pick the stock /api/search answers', async ({ request }) => {
    const response = await request.get(`http://localhost:${SITE_PORT}/api/search`, { headers: forged('harbour-mazda') });
    const body = (await response.json()) as { hits: { tenant: string }[] };
    expect(body.hits.length).toBeGreaterThan(0);
    expect(body.hits.every((hit) => hit.tenant === 'coastline')).toBe(true);
  });

  test('does not change the canonical URL: it is the tenant’s primary domain', async ({ request }) => {
    const car = await aCarOf(request, 'coastline');
    const response = await request.get(`http://localhost:${SITE_PORT}/cars/${car}`, {
      headers: { ...forged('harbour-mazda'), 'x-forwarded-host': 'evil.example' },
    });
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="https://coastlinemotors.com.au/cars/${car}"`);
    expect(html).not.toContain('evil.example');
  });

  test('a tenant without a domain gets canonical URLs on the host it was asked on', async ({ request }) => {
    const car = await aCarOf(request, 'kiwi-caravans');
    const html = await (await siteGet(request, 'kiwi-caravans', `/cars/${car}`)).text();
    expect(html).toContain(`<link rel="canonical" href="http://kiwi-caravans.localhost:${SITE_PORT}/cars/${car}"`);
  });
});

test.describe('cache and security headers', () => {
  test('car and search pages are shared-cacheable only keyed by Host', async ({ request }) => {
    const car = await aCarOf(request, 'coastline');
    for (const pathname of [`/cars/${car}`, '/search/used-cars', '/offers']) {
      const response = await siteGet(request, 'coastline', pathname);
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()['vary'], pathname).toMatch(/\bHost\b/);
    }
    expect((await siteGet(request, 'coastline', `/cars/${car}`)).headers()['cache-control']).toContain('s-maxage');
  });

  test('every page sends nosniff, a referrer policy and a CSP that only the CMS admin may frame', async ({ request }) => {
    for (const pathname of ['/', '/offers', '/search/used-cars', '/no-such-page']) {
      const headers = (await siteGet(request, 'coastline', pathname)).headers();
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], pathname).toContain(`frame-ancestors 'self' http://localhost:${CMS_PORT}`);
      // Not a deployment (LOCALHOST_TENANTS=true): no HSTS on plain http.
      expect(headers['strict-transport-security'], pathname).toBeUndefined();
    }
  });

  test('media is served sandboxed, unsniffable and only as images', async ({ request }) => {
    const response = await siteGet(request, 'coastline', '/api/media/file/tenant-logo-coastline.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain('sandbox');
  });

  test('pages pass their CSP in Chromium, and the logo still shows', async ({ page, request }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const car = await aCarOf(request, 'coastline');
    for (const pathname of ['/', '/search/used-cars', `/cars/${car}`, '/offers']) {
      const response = await page.goto(siteUrl('coastline', pathname));
      expect(response?.status(), pathname).toBe(200);
      await waitForHydration(page);
      // Issue 39: the page's own policy runs inline scripts by their hashes only, and lists every one it has.
      const scriptSrc = (await page.locator('head > meta[http-equiv="Content-Security-Policy"]').first().getAttribute('content'))!;
      expect(scriptSrc, pathname).toMatch(/^script-src 'self' 'sha256-/);
      expect(scriptSrc, pathname).not.toContain("'unsafe-inline'");
      const inlineHashes = await page.evaluate(async () => {
        const scripts = [...document.querySelectorAll('script:not([src])')].filter(
          (s) => !s.getAttribute('type') || s.getAttribute('type') === 'text/javascript',
        );
        return Promise.all(
          scripts.map(async (s) => {
            const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s.textContent ?? ''));
            return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
          }),
        );
      });
      expect(inlineHashes.length, pathname).toBeGreaterThan(0);
      for (const hash of inlineHashes) expect(scriptSrc.split(' '), pathname).toContain(hash);
    }
    // A script someone manages to inject is refused: the policy is enforced, not only sent.
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.__injected = true;';
      document.body.appendChild(injected);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => violations.some((line) => line.includes('script-src'))).toBe(true);
    violations.length = 0;
    const logo = page.locator('header img').first();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(violations).toEqual([]);
  });
});

/**
 * A second site server as a deployment starts it: `next start` (NODE_ENV=production) without
 * LOCALHOST_TENANTS, on the e2e stack's database and CMS.
 */
test.describe('a production deployment (LOCALHOST_TENANTS unset)', () => {
  const PORT = SITE_PORT + 2;
  let server: ChildProcess | null = null;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const pgPort = fs.readFileSync(path.join(ROOT, '.data/e2e/pg.port'), 'utf8').trim();
    const siteDir = path.join(ROOT, 'site');
    const nextBin = require.resolve('next/dist/bin/next', { paths: [siteDir] });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/dealer`,
      CMS_URL: `http://localhost:${CMS_PORT}`,
      REVALIDATE_SECRET: 'e2e-production-mode-secret',
      LEADS_API_KEY: 'e2e-production-mode-leads-key-0123456789',
      DEFAULT_TENANT: 'coastline',
    };
    server = spawn(process.execPath, [nextBin, 'start', '-p', String(PORT)], {
      cwd: siteDir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The production-mode site did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(() => {
    // Its own process group: stops Next and its workers.
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  const get = (request: APIRequestContext, host: string, pathname = '/', headers: Record<string, string> = {}) =>
    request.get(`http://localhost:${PORT}${pathname}`, { headers: { host, ...headers } });

  test('a .localhost host, bare localhost and 127.0.0.1 are 404s', async ({ request }) => {
    for (const host of [`coastline.localhost:${PORT}`, `harbour-mazda.localhost:${PORT}`, `localhost:${PORT}`, `127.0.0.1:${PORT}`]) {
      expect((await get(request, host)).status(), host).toBe(404);
      expect((await get(request, host, '/api/search')).status(), `${host}/api/search`).toBe(404);
    }
  });

  test("a tenant's configured domain serves it, with HSTS", async ({ request }) => {
    const response = await get(request, 'coastlinemotors.com.au');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Coastline Motor Group');
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000');
    const harbour = await get(request, 'www.harbourmazda.com.au', '/offers');
    expect(harbour.status()).toBe(200);
    expect(await harbour.text()).toContain('Harbour Mazda');
  });

  test('a forged X-Forwarded-Host on a real domain is ignored, and a forwarded .localhost is nobody’s', async ({ request }) => {
    const forged = await get(request, 'coastlinemotors.com.au', '/', { 'x-forwarded-host': 'harbourmazda.com.au' });
    expect(await forged.text()).toContain('Coastline Motor Group');
    expect((await get(request, 'evil.example', '/', { 'x-forwarded-host': 'coastlinemotors.com.au' })).status()).toBe(404);
  });
});

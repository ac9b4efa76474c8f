/**
 * Issue 12 "SEO per tenant": each tenant's `robots.txt` and `sitemap.xml`, from its own host,
 * listing only its own URLs, valid against the sitemaps.org protocol's schema (xmllint).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { expect, siteGet, test } from './fixtures';
import { SITE_PORT } from '../playwright.config';

const XSD = readFileSync(path.resolve(__dirname, '../../packages/domain/src/routing/fixtures/sitemap-0.9.xsd'), 'utf8');

type Request = import('@playwright/test').APIRequestContext;

async function sitemapOf(request: Request, tenant: string, extraHeaders: Record<string, string> = {}) {
  const response = await request.get(`http://localhost:${SITE_PORT}/sitemap.xml`, {
    headers: { host: `${tenant}.localhost:${SITE_PORT}`, ...extraHeaders },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return { xml, locs, paths: locs.map((loc) => new URL(loc).pathname), origins: new Set(locs.map((loc) => new URL(loc).origin)) };
}

test('each tenant’s sitemap validates against the sitemaps.org schema and lists its pages, locations and cars', async ({ request }) => {
  for (const tenant of ['coastline', 'kiwi-caravans']) {
    const { xml, paths, origins } = await sitemapOf(request, tenant);
    const result = await validateXML({
      xml: { fileName: 'sitemap.xml', contents: xml },
      schema: { fileName: 'sitemap.xsd', contents: XSD },
    });
    expect([tenant, result.errors]).toEqual([tenant, []]);
    expect(origins.size).toBe(1);
    expect(paths).toEqual(expect.arrayContaining(['/', '/offers', '/search/used-cars', '/pages/faqs']));
    expect(paths.some((p) => p.startsWith('/locations/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/cars/')).length).toBeGreaterThan(10);
    expect(new Set(paths).size).toBe(paths.length);
    // Drafts and shoppers' own pages stay out.
    for (const hidden of ['/pages/draft-page', '/sign-in', '/watchlist', '/success']) expect(paths).not.toContain(hidden);
  }
});

test('a sitemap lists only its tenant’s URLs: its cars answer on its host and 404 on another’s', async ({ request }) => {
  const coastline = await sitemapOf(request, 'coastline');
  const kiwi = await sitemapOf(request, 'kiwi-caravans');
  const coastlineCars = coastline.paths.filter((p) => p.startsWith('/cars/'));
  const kiwiCars = new Set(kiwi.paths.filter((p) => p.startsWith('/cars/')));
  expect(coastlineCars.filter((p) => kiwiCars.has(p))).toEqual([]);
  for (const carPath of coastlineCars.slice(0, 3)) {
    expect([carPath, (await siteGet(request, 'coastline', carPath)).status()]).toEqual([carPath, 200]);
    expect([carPath, (await siteGet(request, 'kiwi-caravans', carPath)).status()]).toEqual([carPath, 404]);
  }
  // The flags' table: kiwi-caravans has finance off, coastline on.
  expect(coastline.paths).toContain('/finance');
  expect(kiwi.paths).not.toContain('/finance');
  // Canonical origins: coastline's primary domain; kiwi-caravans has none, so its own host.
  expect([...coastline.origins]).toEqual(['https://coastlinemotors.com.au']);
  expect([...kiwi.origins]).toEqual([`http://kiwi-caravans.localhost:${SITE_PORT}`]);
});

test('a forged X-Forwarded-Host gets the host’s own sitemap, not another tenant’s', async ({ request }) => {
  const forged = await sitemapOf(request, 'kiwi-caravans', { 'x-forwarded-host': 'coastlinemotors.com.au' });
  expect([...forged.origins]).toEqual([`http://kiwi-caravans.localhost:${SITE_PORT}`]);
  expect(forged.paths).not.toContain('/finance');
});

test('robots.txt names the tenant’s sitemap; a host no tenant serves disallows everything', async ({ request }) => {
  const coastline = await siteGet(request, 'coastline', '/robots.txt');
  expect(coastline.status()).toBe(200);
  expect(coastline.headers()['content-type']).toContain('text/plain');
  const text = await coastline.text();
  expect(text).toContain('Sitemap: https://coastlinemotors.com.au/sitemap.xml');
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);

  const nobody = await request.get(`http://localhost:${SITE_PORT}/robots.txt`, { headers: { host: `nosuch.localhost:${SITE_PORT}` } });
  expect(nobody.status()).toBe(404);
  expect(await nobody.text()).toContain('Disallow: /');
  const noSitemap = await request.get(`http://localhost:${SITE_PORT}/sitemap.xml`, { headers: { host: `nosuch.localhost:${SITE_PORT}` } });
  expect(noSitemap.status()).toBe(404);
});

test('sitemap parts exist only when the sitemap is split; nonsense parts are 404s', async ({ request }) => {
  for (const part of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-999999.xml']) {
    const response = await siteGet(request, 'coastline', part);
    expect([part, response.status()]).toEqual([part, 404]);
  }
});

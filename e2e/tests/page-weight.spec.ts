/**
 * What a first visit costs a phone (issue 11): the JavaScript a page's HTML loads (gzipped, as
 * served) and the page data it hydrates (`__NEXT_DATA__`), for every seeded tenant, against the
 * budgets committed in site/page-budgets.json. Lighthouse stays a benchmark (npm run bench:pages).
 * Also the Range menu's data, which pages no longer carry: GET /api/range per host.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { cmsUrl, expect, siteGet, siteUrl, test, TENANTS } from './fixtures';
import { SITE_PORT } from '../playwright.config';

type PageKind = 'home' | 'offers' | 'search' | 'car' | 'location' | 'trade-in';
interface Weight {
  firstLoadJsKb: number;
  pageDataKb: number;
}
/** V8's explicit compile hint, prepended to every client chunk by site/next.config.mjs. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const { budgets } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../site/page-budgets.json'), 'utf8')) as {
  budgets: Record<PageKind, Weight>;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function pageOf(request: APIRequestContext, tenant: string, kind: PageKind): Promise<string> {
  if (kind === 'home') return '/';
  if (kind === 'offers') return '/offers';
  if (kind === 'search') return '/search/used-cars';
  if (kind === 'trade-in') return '/trade-in';
  if (kind === 'car') {
    const body = (await (await siteGet(request, tenant, '/api/search')).json()) as { hits: { slug: string }[] };
    if (!body.hits[0]) throw new Error(`${tenant} has no car in the stock index`);
    return `/cars/${body.hits[0].slug}`;
  }
  const response = await request.get(cmsUrl(`/api/locations?where[tenant.slug][equals]=${tenant}&sort=-primary&depth=0&limit=1`));
  const location = ((await response.json()) as { docs: { slug: string }[] }).docs[0];
  if (!location) throw new Error(`${tenant} has no visible location`);
  return `/locations/${location.slug}`;
}

/** An island page's data: its islands' props and the shared context; null when the page is not one. */
function islandDataOf(html: string): string | null {
  if (!html.includes('id="island-loader"')) return null;
  const props = [...html.matchAll(/<script id="island-props[^"]*" type="application\/json">(.*?)<\/script>/gs)].map((match) => match[1]!);
  const context = /<script id="__ISLANDS__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  return [...props, context].join('');
}

/** The page's weight as a first visitor's phone receives it, and its scripts that lack the compile hint. */
async function weigh(
  request: APIRequestContext,
  tenant: string,
  pathname: string,
): Promise<Weight & { unhinted: string[]; imagePreloads: string[] }> {
  const response = await siteGet(request, tenant, pathname);
  expect(response.status(), pathname).toBe(200);
  const html = await response.text();
  // A page's data: Next.js's `__NEXT_DATA__`, or on an island page (site/src/islands) what its
  // islands are started with (their props and the shared context), as the browser decodes it.
  const data = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? islandDataOf(html);
  if (data === null) throw new Error(`${pathname} has neither __NEXT_DATA__ nor an island loader`);
  // `noModule` scripts (the webpack build's legacy polyfills) are never fetched by a modern browser.
  const scripts = new Set(
    [...html.matchAll(/<script([^>]+)src="(\/_next\/[^"]+\.js)"/g)]
      .filter((match) => !/\bnomodule\b/i.test(match[1]!))
      .map((match) => match[2]!),
  );
  let jsBytes = 0;
  const unhinted: string[] = [];
  for (const script of scripts) {
    const body = await (await siteGet(request, tenant, script)).body();
    // Next.js writes _ssgManifest.js after webpack has run: one Set of paths, no function to compile.
    const hinted = body.subarray(0, COMPILE_HINT.length).equals(Buffer.from(COMPILE_HINT));
    if (!hinted && !script.endsWith('/_ssgManifest.js')) unhinted.push(script);
    // Gzip level 6, what `next start` compresses with.
    jsBytes += zlib.gzipSync(body, { level: 6 }).length;
  }
  // The photos a page preloads, by their sources: React's server render writes one preload per eager image.
  const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map(
    (match) => /imageSrcSet="([^"]*)"/.exec(match[1]!)?.[1] ?? /href="([^"]*)"/.exec(match[1]!)?.[1] ?? match[1]!,
  );
  return { firstLoadJsKb: kb(jsBytes), pageDataKb: kb(Buffer.byteLength(data, 'utf8')), unhinted, imagePreloads };
}

test.describe('page weight against site/page-budgets.json', () => {
  for (const { slug } of TENANTS) {
    test(`${slug}: home, offers, search, car, location and trade-in pages stay within their budgets`, async ({ request }) => {
      const measured: Record<string, Weight> = {};
      const unhinted: string[] = [];
      const preloadedTwice: string[] = [];
      for (const kind of Object.keys(budgets) as PageKind[]) {
        const pathname = await pageOf(request, slug, kind);
        const { unhinted: scripts, imagePreloads, ...weight } = await weigh(request, slug, pathname);
        measured[kind] = weight;
        unhinted.push(...scripts.map((script) => `${pathname}: ${script}`));
        if (kind === 'search' || kind === 'car')
          expect.soft(imagePreloads.length, `${pathname}: its first photo is preloaded`).toBeGreaterThan(0);
        preloadedTwice.push(
          ...imagePreloads.filter((source, i) => imagePreloads.indexOf(source) !== i).map((source) => `${pathname}: ${source}`),
        );
        test.info().annotations.push({ type: `${kind} ${pathname}`, description: JSON.stringify(measured[kind]) });
      }
      // Every script a page loads first is compiled off the main thread (docs/decisions.md, issue 11).
      expect.soft(unhinted, `${slug}: first-load scripts without V8's compile hint`).toEqual([]);
      // One preload per photo (the head's own preload and React's were the same request written twice).
      expect.soft(preloadedTwice, `${slug}: photos preloaded twice`).toEqual([]);
      console.log(`page weight ${slug}: ${JSON.stringify(measured)}`);
      for (const kind of Object.keys(budgets) as PageKind[]) {
        expect
          .soft(measured[kind]!.firstLoadJsKb, `${slug} ${kind}: first-load JS (KB gzipped)`)
          .toBeLessThanOrEqual(budgets[kind].firstLoadJsKb);
        expect.soft(measured[kind]!.pageDataKb, `${slug} ${kind}: __NEXT_DATA__ (KB)`).toBeLessThanOrEqual(budgets[kind].pageDataKb);
      }
    });
  }
});

test.describe('GET /api/range', () => {
  interface RangeBody {
    groups: { key: string; label: string; models: { make: string; name: string }[] }[];
  }
  const makesOf = (body: RangeBody) => new Set(body.groups.flatMap((group) => group.models.map((model) => model.make)));

  test("answers the host's tenant's range: Harbour Mazda's is Mazda only, Coastline's has several makes", async ({ request }) => {
    const harbour = await siteGet(request, 'harbour-mazda', '/api/range');
    expect(harbour.status()).toBe(200);
    const harbourMakes = makesOf((await harbour.json()) as RangeBody);
    expect([...harbourMakes]).toEqual(['Mazda']);
    const coastline = (await (await siteGet(request, 'coastline', '/api/range')).json()) as RangeBody;
    expect(makesOf(coastline).size).toBeGreaterThan(1);
    expect(coastline.groups.every((group) => group.models.length > 0 && group.label.length > 0)).toBe(true);
  });

  test('a forged X-Forwarded-Host does not pick another tenant’s range', async ({ request }) => {
    const response = await request.get(`http://localhost:${SITE_PORT}/api/range`, {
      headers: { host: `harbour-mazda.localhost:${SITE_PORT}`, 'x-forwarded-host': `coastline.localhost:${SITE_PORT}` },
    });
    expect(response.status()).toBe(200);
    expect([...makesOf((await response.json()) as RangeBody)]).toEqual(['Mazda']);
  });

  test('no tenant at the address: 404; not GET: 405', async ({ request }) => {
    expect((await siteGet(request, 'no-such-dealer', '/api/range')).status()).toBe(404);
    const post = await request.post(`http://localhost:${SITE_PORT}/api/range`, { headers: { host: `coastline.localhost:${SITE_PORT}` } });
    expect(post.status()).toBe(405);
  });

  test('pages no longer carry the range; the Range menu loads it when opened', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(siteUrl('coastline', '/search/used-cars'));
    // An island page: its data is its islands' props (JSON scripts), none of which holds the range.
    const props = await page.locator('script[id^="island-props"]').allTextContents();
    expect(props.length).toBeGreaterThan(0);
    for (const text of props) expect(Object.keys(JSON.parse(text) as object)).not.toContain('range');
    expect(props.join('')).not.toContain('"range":');
    expect(requests).not.toContain('/api/range');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Range' }).hover();
    await expect(page.getByRole('tab').first()).toBeVisible();
    expect(requests).toContain('/api/range');
  });
});

test.describe('hydration', () => {
  test('a static page does not fetch its data again once hydrated; with a query string the page still reads it', async ({ page }) => {
    // Next.js's hydration replace (site/src/lib/hydrationReplace.ts): behind the proxy's rewrite it
    // fetched /_next/data/…json and re-rendered the page with the same props.
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_next/data/')) dataRequests.push(request.url());
    });
    for (const path of ['/', '/trade-in', '/offers']) {
      await page.goto(siteUrl('coastline', path));
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    }
    // The calculator reads its starting price from router.query once the router is ready.
    await page.goto(siteUrl('coastline', '/finance-calculator?vehiclePriceBudget=31990'));
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByTestId('finance-calculator').getByLabel('Vehicle price')).toHaveValue(/31,?990/);
    await page.waitForTimeout(300);
    expect(dataRequests).toEqual([]);
  });
});

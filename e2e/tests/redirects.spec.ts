/**
 * Issue 12 "redirects managed in the CMS served by the proxy": the seed gives every tenant three
 * redirects from its old site (/2025-clearance and /specials.html to /offers, permanent;
 * /holiday-hours to /contact, temporary). An editor's new redirect is live within seconds, on
 * that tenant's host only.
 */
import { cmsUrl, expect, siteGet, test, editorSession } from './fixtures';
import { SITE_PORT } from '../playwright.config';

type Request = import('@playwright/test').APIRequestContext;

const get = (request: Request, tenant: string, path: string, headers: Record<string, string> = {}) =>
  request.get(`http://localhost:${SITE_PORT}${path}`, {
    headers: { host: `${tenant}.localhost:${SITE_PORT}`, ...headers },
    maxRedirects: 0,
  });

test('a seeded redirect answers 301 or 302 with the query string carried over, on every tenant’s own host', async ({ request }) => {
  for (const tenant of ['coastline', 'kiwi-caravans']) {
    const clearance = await get(request, tenant, '/2025-Clearance?utm_source=mailout');
    expect([tenant, clearance.status(), clearance.headers()['location']]).toEqual([tenant, 301, '/offers?utm_source=mailout']);
    const specials = await get(request, tenant, '/specials.html');
    expect([tenant, specials.status(), specials.headers()['location']]).toEqual([tenant, 301, '/offers']);
    const hours = await get(request, tenant, '/holiday-hours');
    expect([tenant, hours.status(), hours.headers()['location']]).toEqual([tenant, 302, '/contact']);
  }
  // A path no redirect names is the site's as before; a file path with no redirect is a 404.
  expect((await get(request, 'coastline', '/offers')).status()).toBe(200);
  expect((await get(request, 'coastline', '/no-such-file.html')).status()).toBe(404);
});

test('a redirect is its tenant’s alone: another host, a forged X-Forwarded-Host or a bare /_sites path does not get it', async ({
  request,
}) => {
  const { authorization, tenantId } = await editorSession(request, 'harbour-mazda');
  const from = `/harbour-only-${Date.now()}`;
  const created = await request.post(cmsUrl('/api/redirects'), {
    headers: { authorization },
    data: { tenant: tenantId, from, to: '/offers', type: 'permanent' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { doc: { id: number } }).doc.id;
  try {
    await expect(async () => expect((await get(request, 'harbour-mazda', from)).status()).toBe(301)).toPass({ timeout: 15_000 });
    expect((await get(request, 'coastline', from)).status()).toBe(404);
    expect((await get(request, 'coastline', from, { 'x-forwarded-host': `harbour-mazda.localhost:${SITE_PORT}` })).status()).toBe(404);
    expect((await get(request, 'coastline', `/_sites/harbour-mazda${from}`)).status()).toBe(404);
  } finally {
    expect((await request.delete(cmsUrl(`/api/redirects/${id}`), { headers: { authorization } })).ok()).toBe(true);
  }
  await expect(async () => expect((await get(request, 'harbour-mazda', from)).status()).toBe(404)).toPass({ timeout: 15_000 });
});

test('an editor redirects a live page elsewhere and back: each change shows within seconds', async ({ request }) => {
  const { authorization, tenantId } = await editorSession(request, 'lone-star-motors');
  const created = await request.post(cmsUrl('/api/redirects'), {
    headers: { authorization },
    data: { tenant: tenantId, from: '/fleet', to: 'https://fleet.lonestarmotors.example/', type: 'temporary' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { doc: { id: number } }).doc.id;
  try {
    await expect(async () => {
      const response = await get(request, 'lone-star-motors', '/fleet');
      expect([response.status(), response.headers()['location']]).toEqual([302, 'https://fleet.lonestarmotors.example/']);
    }).toPass({ timeout: 15_000 });
  } finally {
    expect((await request.delete(cmsUrl(`/api/redirects/${id}`), { headers: { authorization } })).ok()).toBe(true);
  }
  await expect(async () => expect((await siteGet(request, 'lone-star-motors', '/fleet')).status()).toBe(200)).toPass({ timeout: 15_000 });
});

test('a redirect the CMS refuses is a 400 with the field’s message, and anonymous cannot write one', async ({ request }) => {
  const { authorization, tenantId } = await editorSession(request, 'coastline');
  const bad = await request.post(cmsUrl('/api/redirects'), {
    headers: { authorization },
    data: { tenant: tenantId, from: '/sitemap.xml', to: '/offers', type: 'permanent' },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('This path belongs to the site itself and cannot be redirected.');
  const anonymous = await request.post(cmsUrl('/api/redirects'), {
    data: { tenant: tenantId, from: '/anon', to: '/offers', type: 'permanent' },
  });
  expect(anonymous.status()).toBe(403);
});

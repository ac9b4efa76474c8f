/**
 * Issue 14 and the tenant boundary (issue 9): the shopper's routes (`/api/auth/*`,
 * `/api/watchlist*`) learn the tenant from the Host header only, and a shopper's session is good
 * on its own dealer's site only. Negative cases next to the positive: anonymous, another tenant's
 * host with this shopper's cookie, a forged X-Forwarded-Host, another site's Origin.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { sameSiteJson as json, signedIn, siteApi as site, tenantHost as host } from './shopperHelpers';

const HOME = 'coastline';
const OTHER = 'harbour-mazda';

/** A listed car id of the tenant, from its own search API. */
async function aCarId(request: APIRequestContext, tenant: string): Promise<string> {
  const answer = await request.get(site('/api/search?refinementList%5Bstatus%5D%5B0%5D=in_stock'), { headers: { host: host(tenant) } });
  const body = (await answer.json()) as { hits: { id: string }[] };
  expect(body.hits.length).toBeGreaterThan(0);
  return body.hits[0]!.id;
}

test.describe('the shopper routes and the tenant boundary', () => {
  test('a session works on its own site, and nowhere else: another tenant’s host answers as if signed out', async ({ playwright }) => {
    // A context of its own: no cookie jar shared with other tests.
    const request = await playwright.request.newContext();
    const { cookie, phone } = await signedIn(request, HOME);
    const carId = await aCarId(request, HOME);

    const own = await request.get(site('/api/auth/session'), { headers: { host: host(HOME), cookie } });
    expect(await own.json()).toMatchObject({ signed_in: true, shopper: { phone_display: phone } });
    const save = await request.post(site('/api/watchlist/save-car'), {
      headers: { ...json(HOME), cookie },
      data: { phone_number: phone, car_id: carId },
    });
    expect([save.status(), await save.json()]).toEqual([200, { success: true }]);

    // The same cookie sent to another dealer's host: no session there, and the cookie is cleared.
    const elsewhere = await request.get(site('/api/auth/session'), { headers: { host: host(OTHER), cookie } });
    expect(await elsewhere.json()).toEqual({ signed_in: false });
    expect(elsewhere.headers()['set-cookie']).toMatch(/shopper_session=;/);
    const list = await request.get(site('/api/watchlist'), { headers: { host: host(OTHER), cookie } });
    expect([list.status(), await list.json()]).toEqual([401, { success: false, message: 'Please sign in.' }]);
    const otherSave = await request.post(site('/api/watchlist/save-car'), {
      headers: { ...json(OTHER), cookie },
      data: { phone_number: phone, car_id: carId },
    });
    expect(otherSave.status()).toBe(401);

    // A forged X-Forwarded-Host (TRUSTED_PROXY unset) changes nothing: the Host's tenant answers.
    const forged = await request.get(site('/api/watchlist'), {
      headers: { host: host(HOME), cookie, 'x-forwarded-host': host(OTHER) },
    });
    expect(forged.status()).toBe(200);
    expect(((await forged.json()) as { entries: { car_id: number }[] }).entries.map((entry) => String(entry.car_id))).toEqual([carId]);
    const forgedToOther = await request.get(site('/api/watchlist'), {
      headers: { host: host(OTHER), cookie, 'x-forwarded-host': host(HOME) },
    });
    expect(forgedToOther.status()).toBe(401);

    // Still signed in at home: nothing above touched the session.
    const again = await request.get(site('/api/auth/session'), { headers: { host: host(HOME), cookie } });
    expect(await again.json()).toMatchObject({ signed_in: true });
    await request.dispose();
  });

  test('anonymous: 401 on the watchlist, signed out on the session; another site’s Origin: 403 before anything is sent', async ({
    request,
  }) => {
    const list = await request.get(site('/api/watchlist'), { headers: { host: host(HOME) } });
    expect([list.status(), await list.json()]).toEqual([401, { success: false, message: 'Please sign in.' }]);
    const session = await request.get(site('/api/auth/session'), { headers: { host: host(HOME) } });
    expect(await session.json()).toEqual({ signed_in: false });
    const save = await request.post(site('/api/watchlist/save-car'), {
      headers: json(HOME),
      data: { phone_number: '0412 345 678', car_id: '1' },
    });
    expect(save.status()).toBe(401);

    for (const route of ['/api/auth/send-code', '/api/auth/verify-code', '/api/auth/sign-out', '/api/watchlist/save-car']) {
      const crossSite = await request.post(site(route), {
        headers: json(HOME, { origin: `http://${host(OTHER)}` }),
        data: { phone: '0412 345 678', code: '123456', phone_number: '0412 345 678', car_id: '1' },
      });
      expect(crossSite.status(), route).toBe(403);
      expect(await crossSite.json(), route).toMatchObject({ error: 'This request must come from the dealer’s own website.' });
    }
  });

  test('a host that is no tenant’s domain is nobody’s: 404, not another tenant’s answer', async ({ request }) => {
    for (const route of ['/api/auth/session', '/api/watchlist']) {
      const answer = await request.get(site(route), { headers: { host: 'evil.example', 'x-forwarded-host': host(HOME) } });
      expect(answer.status(), route).toBe(404);
    }
    const post = await request.post(site('/api/auth/send-code'), {
      headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
      data: { phone: '0412 345 678' },
    });
    expect(post.status()).toBe(404);
  });
});

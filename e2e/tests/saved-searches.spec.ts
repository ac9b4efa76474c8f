/**
 * Issue 14: saved searches from any results page, and the shopper's alert settings. Anonymous,
 * 'Save search' sends the shopper to `/sign-in?type=saved-search&redirect=…&back=…`; once signed in
 * (the code from the development SMS adapter's inbox) the search is saved and they are back on the
 * same results, which say 'Search saved'. The watchlist page lists it (a link to the same results,
 * and Remove) and holds the alert settings: the number signed in with, an email address, alerts on
 * or off. The routes take changes from this site only, need the session cookie, and know the tenant
 * from the Host header only.
 */
import { expect, saveScreenshot, siteUrl, test, waitForHydration } from './fixtures';
import { sameSiteJson as sameSite, signIn, signedIn, siteApi as site, tenantHost as host, uniqueMobile } from './shopperHelpers';

const TENANT = 'coastline';
const OTHER = 'harbour-mazda';
const SEARCH = '/search/used-cars';
const SAVED_TOAST = 'Search saved. We’ll text you when new cars match.';

const USED_CARS = { title: 'Used Cars', path: SEARCH, criteria: 'refinementList%5Bcar_type%5D%5B0%5D=used' };
const USED_UTES = {
  title: 'Used Cars',
  path: `${SEARCH}?query=ute`,
  criteria: 'query=ute&refinementList%5Bcar_type%5D%5B0%5D=used',
};

test.describe('saved searches', () => {
  test('an anonymous shopper saves a search: sign-in, back on the same results, saved; the watchlist page lists it, opens it and removes it', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await page.goto(siteUrl(TENANT, SEARCH));
    await waitForHydration(page);
    // A search beyond the path: the first body type the quick filters offer.
    const count = page.getByTestId('result-count');
    const allUsed = await count.textContent();
    const bodyType = page.getByTestId('quick-filters').getByLabel('Body type');
    const body = (await bodyType.locator('option').nth(1).getAttribute('value'))!;
    await bodyType.selectOption(body);
    await page.waitForURL((address) => address.searchParams.get('refinementList[body][0]') === body);
    await expect(count).not.toHaveText(allUsed!);
    const countText = await count.textContent();
    const results = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;

    const save = page.getByRole('button', { name: 'Save search' });
    await save.focus();
    await expect(save).toBeFocused();
    await saveScreenshot(page, 'search-save-search');
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/sign-in\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'saved-search', redirect: results, back: results });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save this search');
    await signIn(page, mobile);

    await page.waitForURL((address) => `${address.pathname}${address.search}` === results);
    await waitForHydration(page);
    const saved = page.getByRole('button', { name: 'Search saved' });
    await expect(saved).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('result-count')).toHaveText(countText!);
    await saveScreenshot(page, 'search-saved');

    // The watchlist page lists it: its label is the heading and the choice beyond it.
    await page.goto(siteUrl(TENANT, '/watchlist'));
    const section = page.getByRole('region', { name: 'Saved searches' });
    const entries = section.getByTestId('saved-search');
    await expect(entries).toHaveCount(1);
    const link = entries.first().getByRole('link');
    await expect(link).toHaveText(`Used Cars: ${body}`);
    await expect(link).toHaveAttribute('href', results);
    await saveScreenshot(page, 'watchlist-saved-searches');

    // Its link opens the same results.
    await link.click();
    await page.waitForURL((address) => `${address.pathname}${address.search}` === results);
    await expect(page.getByTestId('result-count')).toHaveText(countText!);
    await expect(page.getByTestId('quick-filters').getByLabel('Body type')).toHaveValue(body);

    // Signed in now: saving another search is a toast and the button says so, no sign-in.
    await page.goto(siteUrl(TENANT, SEARCH));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED_TOAST })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search saved' })).toHaveAttribute('aria-disabled', 'true');
    expect(new URL(page.url()).pathname).toBe(SEARCH);

    // Remove, on the watchlist page: a toast, and the list is one shorter.
    await page.goto(siteUrl(TENANT, '/watchlist'));
    await expect(entries).toHaveCount(2);
    await entries.first().getByRole('button', { name: 'Remove saved search Used Cars', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved search removed' })).toBeVisible();
    await expect(entries).toHaveCount(1);
    await entries
      .first()
      .getByRole('button', { name: `Remove saved search Used Cars: ${body}` })
      .click();
    await expect(entries).toHaveCount(0);
    await expect(section).toContainText('You have no saved searches yet.');
    // The results page no longer says it is saved.
    await page.goto(siteUrl(TENANT, results));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
  });
});

test.describe('a signed-in shopper: alert settings, and routes for this site only, signed in only, this tenant only', () => {
  // One sign-in for these tests: the CMS sends at most 10 codes an hour to one address, and the
  // suite signs every shopper in from this machine.
  let shopper: { cookie: string; phone: string };
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    shopper = await signedIn(request, TENANT);
    await request.dispose();
  });

  test('alert settings: the number signed in with, an email address (checked, then kept), alerts off and on again', async ({ page }) => {
    await page.context().addCookies([{ name: 'shopper_session', value: shopper.cookie.split('=')[1]!, url: siteUrl(TENANT) }]);
    await page.goto(siteUrl(TENANT, '/watchlist'));
    await waitForHydration(page);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts).toContainText(`Signed in as ${shopper.phone}.`);
    const email = alerts.getByLabel('Email for alerts');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveValue('');

    // A wrong address: the CMS's message under the field, tied to it.
    await email.fill('not an address');
    await alerts.getByRole('button', { name: 'Save' }).click();
    const error = alerts.locator('#alerts-email-error');
    await expect(error).toHaveText('Enter a valid email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', /alerts-email-error/);
    await expect(email).toBeFocused();

    const address = `shopper-${Date.now()}@example.com`;
    await email.fill(address);
    await email.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Email saved' })).toBeVisible();
    await expect(error).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    const checkbox = alerts.getByRole('checkbox', { name: 'Send me alerts when prices drop or new cars match my searches' });
    await expect(checkbox).toBeChecked();
    await checkbox.uncheck();
    await expect(page.getByRole('status').filter({ hasText: 'Alerts are off' })).toBeVisible();
    await saveScreenshot(page, 'watchlist-alerts');

    // Kept by the account, not the page.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Alerts' }).getByLabel('Email for alerts')).toHaveValue(address);
    await expect(checkbox).not.toBeChecked();
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json() as Promise<{ shopper?: unknown }>);
    expect(session.shopper).toMatchObject({ email: address, alerts: false });

    await checkbox.check();
    await expect(page.getByRole('status').filter({ hasText: 'Alerts are on' })).toBeVisible();
    await page.reload();
    await expect(checkbox).toBeChecked();

    // An empty field removes the address.
    await email.fill('');
    await alerts.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email removed' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Alerts' }).getByLabel('Email for alerts')).toHaveValue('');
  });

  test('a cross-site POST is 403 and one without the cookie is 401; neither saves anything', async ({ playwright }) => {
    // A context of its own, without a cookie jar shared with other tests: the cookie goes by hand.
    const request = await playwright.request.newContext();
    const { cookie } = shopper;
    const list = async () =>
      (await (await request.get(site('/api/saved-searches'), { headers: { host: host(TENANT), cookie } })).json()) as {
        saved_searches: unknown[];
      };

    const crossSite = await request.post(site('/api/saved-searches/save'), {
      headers: sameSite(TENANT, { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      data: USED_CARS,
    });
    expect(crossSite.status()).toBe(403);
    const form = await request.post(site('/api/saved-searches/save'), {
      headers: { host: host(TENANT), cookie, 'content-type': 'application/x-www-form-urlencoded' },
      form: USED_CARS,
    });
    expect(form.status()).toBe(403);
    const anonymous = await request.post(site('/api/saved-searches/save'), { headers: sameSite(TENANT), data: USED_CARS });
    expect([anonymous.status(), await anonymous.json()]).toEqual([401, { success: false, error: 'Please sign in.' }]);
    expect((await request.get(site('/api/saved-searches'), { headers: { host: host(TENANT) } })).status()).toBe(401);
    expect((await list()).saved_searches).toEqual([]);

    // The same request from the site itself saves it; again answers the first.
    const own = await request.post(site('/api/saved-searches/save'), { headers: sameSite(TENANT, { cookie }), data: USED_CARS });
    expect(own.status(), await own.text()).toBe(201);
    expect(await own.json()).toMatchObject({ created: true, saved_search: { label: 'Used Cars', path: SEARCH } });
    const again = await request.post(site('/api/saved-searches/save'), { headers: sameSite(TENANT, { cookie }), data: USED_CARS });
    expect([again.status(), ((await again.json()) as { created: boolean }).created]).toEqual([200, false]);
    // A page of another site is refused by field.
    const elsewhere = await request.post(site('/api/saved-searches/save'), {
      headers: sameSite(TENANT, { cookie }),
      data: { ...USED_CARS, path: '/cars/some-car' },
    });
    expect(elsewhere.status()).toBe(400);
    expect((await list()).saved_searches).toHaveLength(1);
    await request.dispose();
  });

  test('another tenant’s Host, or a forged X-Forwarded-Host, does not reach this shopper’s saved searches', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const { cookie } = shopper;
    const saved = await request.post(site('/api/saved-searches/save'), { headers: sameSite(TENANT, { cookie }), data: USED_UTES });
    expect(saved.status(), await saved.text()).toBe(201);
    const { saved_search: search } = (await saved.json()) as { saved_search: { id: number } };

    // The same cookie on another dealer's host: not signed in there, and the cookie is cleared.
    const otherList = await request.get(site('/api/saved-searches'), { headers: { host: host(OTHER), cookie } });
    expect([otherList.status(), await otherList.json()]).toEqual([401, { success: false, error: 'Please sign in.' }]);
    expect(otherList.headers()['set-cookie']).toMatch(/shopper_session=;/);
    const forged = await request.get(site('/api/saved-searches'), {
      headers: { host: host(OTHER), 'x-forwarded-host': host(TENANT), cookie },
    });
    expect(forged.status()).toBe(401);
    const otherRemove = await request.post(site('/api/saved-searches/remove'), {
      headers: sameSite(OTHER, { cookie }),
      data: { id: search.id },
    });
    expect(otherRemove.status()).toBe(401);
    const otherAccount = await request.post(site('/api/account'), { headers: sameSite(OTHER, { cookie }), data: { alerts: false } });
    expect(otherAccount.status()).toBe(401);

    // At home the search is still there, alerts still on, and the session still good.
    const home = await request.get(site('/api/saved-searches'), { headers: { host: host(TENANT), cookie } });
    expect(((await home.json()) as { saved_searches: { id: number }[] }).saved_searches.map((each) => each.id)).toContain(search.id);
    const me = await request.get(site('/api/auth/session'), { headers: { host: host(TENANT), cookie } });
    expect(await me.json()).toMatchObject({ signed_in: true, shopper: { alerts: true } });
    await request.dispose();
  });
});

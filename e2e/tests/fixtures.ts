import { test as base, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { CMS_PORT, E2E_ADMIN_PASSWORD, MAILDEV_WEB_PORT, SITE_PORT } from '../playwright.config';

export const TENANTS = [
  { slug: 'coastline', name: 'Coastline Motor Group', trigger: 'hover' },
  { slug: 'harbour-mazda', name: 'Harbour Mazda', trigger: 'click' },
  { slug: 'kiwi-caravans', name: 'Kiwi Caravans & Motorcycles', trigger: 'hover' },
  { slug: 'lone-star-motors', name: 'Lone Star Motors', trigger: 'hover' },
] as const;

export const siteUrl = (tenant: string, pathname = '/') => `http://${tenant}.localhost:${SITE_PORT}${pathname}`;

/**
 * GET a tenant's page from Node. Browsers resolve *.localhost to loopback; Node's resolver does
 * not, so API requests go to localhost with the tenant's Host header.
 */
export const siteGet = (
  request: import('@playwright/test').APIRequestContext,
  tenant: string,
  pathname = '/',
  options: { headers?: Record<string, string>; maxRedirects?: number } = {},
) =>
  request.get(`http://localhost:${SITE_PORT}${pathname}`, {
    ...options,
    headers: { ...options.headers, host: `${tenant}.localhost:${SITE_PORT}` },
  });
export const cmsUrl = (pathname = '/') => `http://localhost:${CMS_PORT}${pathname}`;
/** The stack's local inbox (maildev): `inboxUrl('/')` is its web UI, `inboxUrl('/api/email')` lists the emails. */
export const inboxUrl = (pathname = '/') => `http://localhost:${MAILDEV_WEB_PORT}${pathname}`;

/** An email as the inbox's REST API lists it (maildev 3; the fields the tests read). */
export interface InboxEmail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  from: { address: string; name?: string }[];
  to: { address: string; name?: string }[];
  /** Some raw headers only (maildev leaves out e.g. Reply-To: read inboxEmailSource for those). */
  headers: Record<string, string | string[]>;
  attachments: { filename: string; contentType: string }[];
}

/** Every email in the stack's inbox, newest last. */
export async function inboxEmails(request: import('@playwright/test').APIRequestContext): Promise<InboxEmail[]> {
  const response = await request.get(inboxUrl('/api/email'));
  if (!response.ok()) throw new Error(`Inbox answered ${response.status()}`);
  return (await response.json()) as InboxEmail[];
}

/** The raw message (all headers and the MIME body) of one inbox email. */
export async function inboxEmailSource(request: import('@playwright/test').APIRequestContext, id: string): Promise<string> {
  const response = await request.get(inboxUrl(`/api/email/${id}/source`));
  if (!response.ok()) throw new Error(`Inbox answered ${response.status()} for email ${id}`);
  return response.text();
}
export const ADMIN = { email: 'admin@example.com', password: E2E_ADMIN_PASSWORD };
export const editorOf = (tenant: string) => ({ email: `editor@${tenant}.example.com`, password: ADMIN.password });

const SCREENSHOTS = path.resolve(__dirname, '../../artifacts/screenshots');
export async function saveScreenshot(page: import('@playwright/test').Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

export async function adminLogin(page: import('@playwright/test').Page, user: { email: string; password: string }) {
  await page.goto(cmsUrl('/admin/login'));
  await page.locator('#field-email').fill(user.email);
  await page.locator('#field-password').fill(user.password);
  await page.getByRole('button', { name: /login/i }).click();
  await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
}

/**
 * A super admin's JWT for reading the CMS as staff (anonymous readers see only what a shopper page
 * shows: no finance, payment or private fields). Cached for the run.
 */
let staffToken: Promise<string> | null = null;
export function staffAuthorization(request: import('@playwright/test').APIRequestContext): Promise<{ authorization: string }> {
  staffToken ??= request.post(cmsUrl('/api/users/login'), { data: ADMIN }).then(async (response) => {
    if (!response.ok()) throw new Error(`Staff login failed: ${response.status()}`);
    return ((await response.json()) as { token: string }).token;
  });
  return staffToken.then((token) => ({ authorization: `JWT ${token}` }));
}

/** A tenant editor's Authorization header and their tenant's id, for writing to the CMS as that editor. */
export async function editorSession(
  request: import('@playwright/test').APIRequestContext,
  tenant: string,
): Promise<{ authorization: string; tenantId: number }> {
  const login = await request.post(cmsUrl('/api/users/login'), { data: editorOf(tenant) });
  expect(login.ok()).toBe(true);
  const authorization = `JWT ${((await login.json()) as { token: string }).token}`;
  const tenants = await request.get(cmsUrl(`/api/tenants?where[slug][equals]=${tenant}&depth=0`), { headers: { authorization } });
  return { authorization, tenantId: ((await tenants.json()) as { docs: { id: number }[] }).docs[0]!.id };
}

export const test = base;
export { expect };

/**
 * Waits until the page is ready for a shopper's press: React has hydrated it (`_app` marks <html>),
 * or on an island page the loader is wired (it marks <html> the same way), and every streamed
 * Suspense boundary is revealed. An island page's loader runs before the late boundaries arrive,
 * and React 19 batches their reveals (up to 300 ms after the HTML ends), so a count taken at the
 * loader's mark alone saw 4 of a search page's cards on a slow machine (CI, session 33).
 */
export async function waitForHydration(page: import('@playwright/test').Page, options: { revealed?: boolean } = {}) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // late-reveal.spec holds the reveals on purpose: it waits for the mark alone.
  if (options.revealed === false) return;
  // A streamed boundary waits in a hidden `<div id="S:…">` until React moves it into place.
  await page.waitForFunction(() => document.readyState !== 'loading' && document.querySelector('div[hidden][id^="S:"]') === null);
}

/**
 * A shopper's session cookie as the proxy's sign-in gate sees it (issue 14): the gate asks only
 * whether the cookie is there (the gated pages hold nothing private; every call that does checks
 * the session in the CMS). For tests of a gated page's content, not of signing in
 * (shopper-watchlist.spec.ts signs in for real).
 */
export const GATE_PASS_COOKIE = `shopper_session=${'gate-pass-'.padEnd(32, 'x')}`;

export async function passSignInGate(page: import('@playwright/test').Page, tenant: string) {
  await page.context().addCookies([{ name: 'shopper_session', value: GATE_PASS_COOKIE.split('=')[1]!, url: siteUrl(tenant) }]);
}

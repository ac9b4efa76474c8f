/**
 * Signing a shopper in for the browser tests (issue 14): a fresh mobile, the code the development
 * SMS adapter mailed to the local inbox, and sign-in through the page or the site's routes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { expect, inboxEmails } from './fixtures';

export interface Mobile {
  /** As a shopper types it ('0412 345 678'). */
  typed: string;
  e164: string;
}

/** A fresh Australian mobile each run, so the per-number send limits never bite. */
export const uniqueMobile = (): Mobile => {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `041${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`, e164: `+6141${digits}` };
};

/** The code texted to `e164`, as the development SMS adapter mailed it to the inbox. */
export async function codeSentTo(request: APIRequestContext, e164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sms = (await inboxEmails(request)).filter((email) => email.subject.includes(e164)).at(-1);
        code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
        return code;
      },
      { timeout: 15_000, message: `an SMS to ${e164} in the inbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Signs in on the sign-in page the browser is on. */
export async function signIn(page: Page, mobile: Mobile) {
  await page.getByLabel('Mobile number').fill(mobile.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a code to' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(await codeSentTo(page.request, mobile.e164));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A tenant's Host header, and the headers of a same-site JSON call to its routes (Node cannot resolve *.localhost). */
export const tenantHost = (tenant: string) => `${tenant}.localhost:${SITE_PORT}`;
export const sameSiteJson = (tenant: string, extra: Record<string, string> = {}) => ({
  host: tenantHost(tenant),
  origin: `http://${tenantHost(tenant)}`,
  'content-type': 'application/json',
  ...extra,
});
export const siteApi = (pathname: string) => `http://localhost:${SITE_PORT}${pathname}`;

/** Signs a fresh mobile in on `tenant` through the site's routes; answers its session cookie and the number as typed. */
export async function signedIn(request: APIRequestContext, tenant: string): Promise<{ cookie: string; phone: string }> {
  const mobile = uniqueMobile();
  const sent = await request.post(siteApi('/api/auth/send-code'), { headers: sameSiteJson(tenant), data: { phone: mobile.typed } });
  expect(sent.status(), await sent.text()).toBe(201);
  const code = await codeSentTo(request, mobile.e164);
  const verified = await request.post(siteApi('/api/auth/verify-code'), {
    headers: sameSiteJson(tenant),
    data: { phone: mobile.typed, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const cookie = /shopper_session=[^;]+/.exec(verified.headers()['set-cookie'] ?? '')?.[0];
  expect(cookie).toBeDefined();
  return { cookie: cookie!, phone: mobile.typed };
}

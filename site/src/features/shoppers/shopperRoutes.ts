/**
 * The shopper's API routes (issue 14): sign-in by text message, sign-out, the session, the
 * watchlist (spec §7 `POST /api/watchlist/save-car` and `/remove-car`), saved searches and the
 * shopper's alert settings (email, alerts on or off). The tenant comes from the
 * host (tenantFromRequest), the session from the HttpOnly cookie, and every change must come from
 * this site (sameSiteRequest.ts). The CMS decides everything else and stores it before a 2xx.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { siteEnv } from '@/lib/env';
import { allowRequest, clientIp, RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest, type RequestTenant } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite } from '@/features/tenant/tenantApiRoute';
import { BodyTooLargeError, readBody } from '@/features/leads/leadRequestInput';
import { callCmsShoppers, SIGN_IN_UNAVAILABLE_TEXT, type CmsAnswer, type CmsCaller } from './cmsShopperApi';
import { crossSiteRefusal } from './sameSiteRequest';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './shopperCookie';
import { logValuationSave } from '@/features/tradeIn/profileValuationLog';

/** A phone number and a code, or a car id: far below this. */
export const SHOPPER_BODY_LIMIT_BYTES = 4 * 1024;
/** A saved search: a results page's address and its criteria, each up to 2,000 characters, and its heading. */
export const SAVED_SEARCH_BODY_LIMIT_BYTES = 10 * 1024;
export const SIGN_IN_NEEDED_TEXT = 'Please sign in.';

interface RouteContext {
  req: NextApiRequest;
  res: NextApiResponse;
  tenant: RequestTenant;
  body: Record<string, unknown>;
  /** The session token of the request's cookie, or null. */
  token: string | null;
  secure: boolean;
}

interface ShopperRouteOptions {
  method: 'GET' | 'POST';
  handler: (context: RouteContext) => Promise<void>;
  bodyLimitBytes?: number;
}

function shopperRoute({ method, handler, bodyLimitBytes = SHOPPER_BODY_LIMIT_BYTES }: ShopperRouteOptions) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    if (req.method !== method) {
      res.setHeader('Allow', method);
      return res.status(405).json({ error: `Use ${method}.` });
    }
    // Answers about one shopper: never stored by a browser or a proxy.
    res.setHeader('Cache-Control', 'private, no-store');
    const tenant = await tenantFromRequest(req.headers);
    if (!tenant) return sendNoDealerSite(res);
    let body: Record<string, unknown> = {};
    if (method === 'POST') {
      const refusal = crossSiteRefusal(req, tenant.address.host);
      if (refusal) return res.status(403).json({ error: refusal, success: false });
      try {
        const parsed: unknown = JSON.parse((await readBody(req, bodyLimitBytes)) || '{}');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new SyntaxError('not an object');
        body = parsed as Record<string, unknown>;
      } catch (error) {
        if (error instanceof BodyTooLargeError) return res.status(413).json({ error: `At most ${bodyLimitBytes} bytes.` });
        return res.status(400).json({ error: 'The body must be a JSON object.', success: false });
      }
    }
    await handler({ req, res, tenant, body, token: sessionTokenOf(req), secure: tenant.address.proto === 'https' });
  };
}

const cmsConfig = () => ({ cmsUrl: siteEnv().CMS_URL });

/** The site's own key, or an answer saying sign-in cannot work here (logged once). */
let warnedUnconfigured = false;
function siteCaller(res: NextApiResponse): CmsCaller | null {
  const apiKey = siteEnv().LEADS_API_KEY;
  if (apiKey) return { kind: 'site', apiKey };
  if (!warnedUnconfigured) {
    warnedUnconfigured = true;
    console.error('Shopper sign-in is not configured: set LEADS_API_KEY (the same value as the CMS).');
  }
  res.status(503).json({ error: SIGN_IN_UNAVAILABLE_TEXT });
  return null;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : value);

const pass = (res: NextApiResponse, answer: CmsAnswer) => res.status(answer.status).json(answer.body);

/** A session the CMS no longer knows (expired, signed out elsewhere): the cookie goes too. */
function signedOut(res: NextApiResponse, secure: boolean, body: Record<string, unknown>) {
  res.setHeader('Set-Cookie', clearedSessionCookie(secure));
  return res.status(401).json(body);
}

/** `POST /api/auth/send-code` `{ phone }`: a sign-in code by text message. */
export const sendCodeRoute = () =>
  shopperRoute({
    method: 'POST',
    handler: async ({ req, res, tenant, body }) => {
      if (!(await allowRequest(req, res, RATE_LIMITS.signIn, tenant.slug))) return;
      const caller = siteCaller(res);
      if (!caller) return;
      const answer = await callCmsShoppers(
        '/send-code',
        caller,
        { tenant: tenant.slug, phone: text(body.phone, 64), ip: clientIp(req) },
        cmsConfig(),
      );
      const retryAfter = answer.body.retry_after_seconds;
      if (answer.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      return pass(res, answer);
    },
  });

/** `POST /api/auth/verify-code` `{ phone, code }`: signs in, answering the shopper and their watchlist. */
export const verifyCodeRoute = () =>
  shopperRoute({
    method: 'POST',
    handler: async ({ req, res, tenant, body, secure }) => {
      if (!(await allowRequest(req, res, RATE_LIMITS.signIn, tenant.slug))) return;
      const caller = siteCaller(res);
      if (!caller) return;
      const answer = await callCmsShoppers(
        '/verify-code',
        caller,
        {
          tenant: tenant.slug,
          phone: text(body.phone, 64),
          code: text(body.code, 32),
          user_agent: String(req.headers['user-agent'] ?? '').slice(0, 500),
        },
        cmsConfig(),
      );
      const { session, expires_at: expiresAt } = answer.body;
      if (answer.status !== 200 || typeof session !== 'string') return pass(res, answer);
      const expires = new Date(String(expiresAt));
      const now = new Date();
      res.setHeader('Set-Cookie', sessionCookie(session, Number.isFinite(expires.getTime()) ? expires : now, now, secure));
      // The watchlist comes along, so the browser's saved cars match the account at once.
      const me = await callCmsShoppers('/me', { kind: 'shopper', token: session }, { tenant: tenant.slug }, cmsConfig());
      return res.status(200).json({
        signed_in: true,
        shopper: answer.body.shopper,
        watchlist: me.status === 200 && Array.isArray(me.body.watchlist) ? me.body.watchlist : [],
      });
    },
  });

/** `POST /api/auth/sign-out`: ends the session in the CMS and in the browser; always 200. */
export const signOutRoute = () =>
  shopperRoute({
    method: 'POST',
    handler: async ({ res, tenant, token, secure }) => {
      if (token) {
        const answer = await callCmsShoppers('/sign-out', { kind: 'shopper', token }, { tenant: tenant.slug }, cmsConfig());
        if (answer.status >= 500) console.error(`Shoppers: sign-out for ${tenant.slug} not recorded in the CMS (${answer.status})`);
      }
      res.setHeader('Set-Cookie', clearedSessionCookie(secure));
      return res.status(200).json({ signed_out: true });
    },
  });

/** `GET /api/auth/session`: who is signed in here, with their watchlist's car ids. */
export const sessionRoute = () =>
  shopperRoute({
    method: 'GET',
    handler: async ({ res, tenant, token, secure }) => {
      if (!token) return res.status(200).json({ signed_in: false });
      const answer = await callCmsShoppers('/me', { kind: 'shopper', token }, { tenant: tenant.slug }, cmsConfig());
      if (answer.status === 401) {
        res.setHeader('Set-Cookie', clearedSessionCookie(secure));
        return res.status(200).json({ signed_in: false });
      }
      if (answer.status !== 200) return pass(res, answer);
      return res.status(200).json({ signed_in: true, shopper: answer.body.shopper, watchlist: answer.body.watchlist ?? [] });
    },
  });

/** `POST /api/watchlist/save-car` and `/remove-car` `{ phone_number, car_id }` (spec §7): `{ success }`. */
export const watchlistChangeRoute = (action: 'save' | 'remove') =>
  shopperRoute({
    method: 'POST',
    handler: async ({ req, res, tenant, body, token, secure }) => {
      if (!(await allowRequest(req, res, RATE_LIMITS.watchlist, tenant.slug))) return;
      if (!token) return res.status(401).json({ success: false, message: SIGN_IN_NEEDED_TEXT });
      const answer = await callCmsShoppers(
        `/watchlist/${action}`,
        { kind: 'shopper', token },
        { tenant: tenant.slug, phone_number: text(body.phone_number, 64), car_id: body.car_id },
        cmsConfig(),
      );
      if (answer.status === 401) return signedOut(res, secure, { success: false, message: SIGN_IN_NEEDED_TEXT });
      const message = answer.body.message ?? answer.body.error;
      return res.status(answer.status).json(answer.status < 300 ? answer.body : { ...answer.body, success: false, message });
    },
  });

/** `GET /api/watchlist`: the saved cars with their live state, for the watchlist page. */
export const watchlistListRoute = () =>
  shopperRoute({
    method: 'GET',
    handler: async ({ res, tenant, token, secure }) => {
      if (!token) return res.status(401).json({ success: false, message: SIGN_IN_NEEDED_TEXT });
      const answer = await callCmsShoppers('/watchlist/list', { kind: 'shopper', token }, { tenant: tenant.slug }, cmsConfig());
      if (answer.status === 401) return signedOut(res, secure, { success: false, message: SIGN_IN_NEEDED_TEXT });
      return pass(res, answer);
    },
  });

/** The members of `body` that are present, as they are: the CMS checks their types and values. */
const present = (body: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));

/**
 * A call on behalf of the signed-in shopper with some members of the body: no cookie is 401
 * without asking the CMS; a session the CMS no longer knows clears the cookie (401); any other
 * answer of the CMS (its texts and statuses: 400 with field errors, 409 at the limit) passes through.
 */
const sessionCallRoute = (method: 'GET' | 'POST', cmsPath: string, members: readonly string[], bodyLimitBytes?: number) =>
  shopperRoute({
    method,
    bodyLimitBytes,
    handler: async ({ req, res, tenant, body, token, secure }) => {
      if (!(await allowRequest(req, res, RATE_LIMITS.watchlist, tenant.slug))) return;
      const signIn = { success: false, error: SIGN_IN_NEEDED_TEXT };
      if (!token) return res.status(401).json(signIn);
      const answer = await callCmsShoppers(
        cmsPath,
        { kind: 'shopper', token },
        { ...present(body, members), tenant: tenant.slug },
        cmsConfig(),
      );
      if (answer.status === 401) return signedOut(res, secure, signIn);
      return pass(res, answer);
    },
  });

/** `POST /api/saved-searches/save` `{ title, path, criteria }`: 201 new, 200 already saved. */
export const savedSearchSaveRoute = () =>
  sessionCallRoute('POST', '/saved-searches/save', ['title', 'path', 'criteria'], SAVED_SEARCH_BODY_LIMIT_BYTES);

/** `POST /api/saved-searches/remove` `{ id }`: `{ success: true }`, also when it was gone already. */
export const savedSearchRemoveRoute = () => sessionCallRoute('POST', '/saved-searches/remove', ['id']);

/** `GET /api/saved-searches`: `{ saved_searches: [{ id, label, path, created_at }] }`, newest first. */
export const savedSearchListRoute = () => sessionCallRoute('GET', '/saved-searches/list', []);

/** `POST /api/account` `{ email?, alerts? }`: the shopper's alert settings; answers `{ shopper }`. */
export const accountRoute = () => sessionCallRoute('POST', '/account', ['email', 'alerts']);

/**
 * `POST /api/miscellaneous` `{ column_name: 'valuation', value }` (spec §7): the valuation just
 * shown, kept on the signed-in shopper's profile where the tenant keeps valuations. The CMS
 * decides (400 by field, 404 where the tenant does not keep them); every outcome is logged.
 */
export const miscellaneousRoute = () =>
  shopperRoute({
    method: 'POST',
    handler: async ({ req, res, tenant, body, token, secure }) => {
      if (!(await allowRequest(req, res, RATE_LIMITS.valuationSave, tenant.slug))) return;
      const signIn = { success: false, error: SIGN_IN_NEEDED_TEXT };
      const answer: CmsAnswer = token
        ? await callCmsShoppers(
            '/miscellaneous',
            { kind: 'shopper', token },
            { tenant: tenant.slug, column_name: body.column_name, value: body.value },
            cmsConfig(),
          )
        : { status: 401, body: signIn };
      logValuationSave(tenant.slug, answer);
      if (answer.status === 401 && token) return signedOut(res, secure, signIn);
      return pass(res, answer);
    },
  });

/**
 * `POST /api/reservations` (issue 38): the checkout form's one call. The tenant comes from the
 * host, never from the body; the shopper's session from the HttpOnly cookie. The body is checked
 * with the schema the CMS checks it with (`validateReservationRequest`), then handed to the CMS
 * (reservationApi.ts), whose answer passes through: 201 with the payment page, 400 by field,
 * 401 sign in, 404 no such car, 409 cannot be reserved; 502 for anything else.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { LEAD_TEXTS, validateReservationRequest } from '@dealer/domain/leads';
import { tenantOrigin } from '@dealer/domain';
import { siteEnv } from '@/lib/env';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest, type RequestTenant } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite } from '@/features/tenant/tenantApiRoute';
import { BodyTooLargeError, contactKeys, readBody } from '@/features/leads/leadRequestInput';
import { crossSiteRefusal } from '@/features/shoppers/sameSiteRequest';
import { clearedSessionCookie, sessionTokenOf } from '@/features/shoppers/shopperCookie';
import { startReservation, type StartReservationAnswer, type StartReservationInput } from './reservationApi';

/** A car's slug and a shopper's contact details: far below this. */
export const RESERVATION_BODY_LIMIT_BYTES = 8 * 1024;

const badRequest = (field: string, message: string) => ({ error: LEAD_TEXTS.errorListHeading, errors: [{ field, message }] });

export interface ReservationRouteDeps {
  tenantOf: (req: NextApiRequest) => Promise<RequestTenant | null>;
  /** Counts the request under the route's rate limit (answering 429 itself); false to stop. */
  allow: (req: NextApiRequest, res: NextApiResponse, tenant: string, key?: readonly string[]) => Promise<boolean>;
  /** The site's service-account key; undefined when the site is not configured for it (outside production only). */
  apiKey: () => string | undefined;
  start: (input: StartReservationInput, apiKey: string) => Promise<StartReservationAnswer>;
}

const defaultDeps: ReservationRouteDeps = {
  tenantOf: (req) => tenantFromRequest(req.headers),
  allow: (req, res, tenant, key) => allowRequest(req, res, RATE_LIMITS.reservation, tenant, key),
  apiKey: () => siteEnv().LEADS_API_KEY,
  start: (input, apiKey) => startReservation(input, { cmsUrl: siteEnv().CMS_URL, apiKey }),
};

let warnedUnconfigured = false;

/** The route, with its collaborators replaceable for tests. */
export function reservationRoute(overrides: Partial<ReservationRouteDeps> = {}) {
  const deps: ReservationRouteDeps = { ...defaultDeps, ...overrides };
  return async function handleReservationRequest(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return res.status(405).json({ error: 'Use POST.' });
    }
    // About one shopper: never stored by a browser or a proxy.
    res.setHeader('Cache-Control', 'private, no-store');
    const tenant = await deps.tenantOf(req);
    if (!tenant) return sendNoDealerSite(res);
    // The session cookie rides along: only this site's own pages may start a payment with it.
    const refusal = crossSiteRefusal(req, tenant.address.host);
    if (refusal) return res.status(403).json({ error: refusal });
    if (!(await deps.allow(req, res, tenant.slug))) return;

    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, RESERVATION_BODY_LIMIT_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return res.status(413).json({ error: 'This form is too large to send.' });
      return res.status(400).json(badRequest('body', 'The body must be JSON'));
    }
    // Per contact too (email and phone): one person cannot hold cars from many addresses.
    if (!(await deps.allow(req, res, tenant.slug, contactKeys(body)))) return;

    const validation = await validateReservationRequest(body);
    if (!validation.ok) return res.status(400).json({ error: LEAD_TEXTS.errorListHeading, errors: validation.errors });

    const apiKey = deps.apiKey();
    if (!apiKey) {
      if (!warnedUnconfigured) {
        warnedUnconfigured = true;
        console.error('Online reservations are not configured: set LEADS_API_KEY (the same value as the CMS) to accept them.');
      }
      return res.status(503).json({ error: LEAD_TEXTS.submitFailed });
    }
    const token = sessionTokenOf(req);
    const answer = await deps.start(
      {
        ...validation.value,
        tenant: tenant.slug,
        ...(token ? { shopper_token: token } : {}),
        // The host the shopper is on (not the primary domain): the payment page brings them back there.
        return_origin: tenantOrigin(null, tenant.address),
      },
      apiKey,
    );
    // A session the CMS does not accept is over: the cookie goes too, so the sign-in gate asks again.
    if (answer.status === 401 && token) res.setHeader('Set-Cookie', clearedSessionCookie(tenant.address.proto === 'https'));
    return res.status(answer.status).json(answer.body);
  };
}

export const handleReservationRequest = reservationRoute();

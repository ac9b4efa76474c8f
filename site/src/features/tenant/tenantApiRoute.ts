/**
 * The frame of a tenant's API route (issue 9): the method check, the tenant of the request's host,
 * the route's rate limit and, where the route has one, its answer when its data cannot be had.
 * The route file keeps only what it answers.
 */
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { allowRequest, type RateLimitRule } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest, type RequestTenant } from './tenantFromRequest';

export type TenantRouteMethod = 'GET' | 'HEAD' | 'POST';

/** The 404 of a host no tenant serves, and of a tenant whose site is missing. */
export function sendNoDealerSite(res: Pick<NextApiResponse, 'status'>) {
  res.status(404).json({ error: 'No dealer site is served at this address.' });
}

export interface TenantRouteFailure {
  /** Logged before the error's stack: what could not be done ("The range could not be loaded"). */
  log: string;
  /** The 502 answer's `error`: what the shopper can do about it. */
  message: string;
}

export interface TenantApiRouteOptions {
  /** The methods answered; any other gets 405, `Allow` naming them and "Use {first}.". */
  methods: readonly [TenantRouteMethod, ...TenantRouteMethod[]];
  /** Counted per client address on the request's tenant, before the handler runs. */
  rateLimit?: RateLimitRule;
  /** The answer where no tenant is served (default: `sendNoDealerSite`). */
  unknownTenant?: (res: NextApiResponse) => void;
  /**
   * Anything the handler throws is logged and answered 502 with `failure.message`. A route that
   * guards one call only leaves it out and catches that call itself: anything else stays Next's 500.
   */
  failure?: TenantRouteFailure;
  handler: (req: NextApiRequest, res: NextApiResponse, tenant: RequestTenant) => Promise<void>;
}

/** A Pages Router API route of the request's tenant. */
export function tenantApiRoute({
  methods,
  rateLimit,
  unknownTenant = sendNoDealerSite,
  failure,
  handler,
}: TenantApiRouteOptions): NextApiHandler {
  return async function tenantRoute(req: NextApiRequest, res: NextApiResponse) {
    if (!(methods as readonly (string | undefined)[]).includes(req.method)) {
      res.setHeader('Allow', methods.join(', '));
      return res.status(405).json({ error: `Use ${methods[0]}.` });
    }
    const tenant = await tenantFromRequest(req.headers);
    if (!tenant) return unknownTenant(res);
    if (rateLimit && !(await allowRequest(req, res, rateLimit, tenant.slug))) return;
    if (!failure) return handler(req, res, tenant);
    try {
      await handler(req, res, tenant);
    } catch (error) {
      console.error(`${failure.log}: ${(error as Error).stack ?? String(error)}`);
      res.status(502).json({ error: failure.message });
    }
  };
}

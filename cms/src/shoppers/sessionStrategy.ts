/**
 * The shoppers' auth strategy (issue 14): `Authorization: Shopper <token>`, the opaque token the
 * verify-code endpoint answered. Payload's local strategy (passwords, JWTs) is off for shoppers:
 * see docs/decisions.md "Shopper sessions". Kept free of `@dealer/domain/shoppers` (the config
 * loads this module at start-up).
 */
import type { AuthStrategy, Payload } from 'payload';
import { sessionTokenHash, sessionTokenOf } from './secrets';

export const SHOPPER_STRATEGY_NAME = 'shopper-session';
/** `last_used_at` is written at most this often per session: a signed-in page view stays one read. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60_000;

/** `req.user` for a signed-in shopper. */
export interface ShopperUser {
  id: number;
  collection: 'shoppers';
  _strategy: typeof SHOPPER_STRATEGY_NAME;
  tenant: number;
  phone: string;
  /** The session this request came with (sign-out deletes it). */
  shopperSessionId: number;
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null;

/** The shopper and session of a token, if the session exists and has not expired. */
export async function shopperOfToken(payload: Payload, token: string, now: Date = new Date()): Promise<ShopperUser | null> {
  const found = await payload.find({
    collection: 'shopper-sessions',
    where: { and: [{ token_hash: { equals: sessionTokenHash(token) } }, { expires_at: { greater_than: now.toISOString() } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { shopper: true, tenant: true, last_used_at: true },
  });
  const session = found.docs[0];
  const shopperId = idOf(session?.shopper);
  if (!session || shopperId === null) return null;
  const shopper = await payload.findByID({
    collection: 'shoppers',
    id: shopperId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { phone: true, tenant: true },
  });
  const tenant = idOf(shopper?.tenant);
  // A session always names its shopper's tenant; one that does not is not trusted.
  if (!shopper || tenant === null || tenant !== idOf(session.tenant)) return null;
  const lastUsed = session.last_used_at ? Date.parse(session.last_used_at) : 0;
  if (!(now.getTime() - lastUsed < SESSION_TOUCH_INTERVAL_MS)) {
    await payload.update({
      collection: 'shopper-sessions',
      id: session.id,
      data: { last_used_at: now.toISOString() },
      overrideAccess: true,
      depth: 0,
      select: {},
    });
  }
  return {
    id: shopper.id,
    collection: 'shoppers',
    _strategy: SHOPPER_STRATEGY_NAME,
    tenant,
    phone: shopper.phone,
    shopperSessionId: session.id,
  };
}

export const shopperSessionStrategy: AuthStrategy = {
  name: SHOPPER_STRATEGY_NAME,
  authenticate: async ({ headers, payload }) => {
    const token = sessionTokenOf(headers.get('authorization'));
    if (!token) return { user: null };
    const user = await shopperOfToken(payload, token);
    return { user: user as never };
  },
};

/** Whether `req.user` is a signed-in shopper. */
export const isShopperUser = (user: unknown): user is ShopperUser =>
  Boolean(user && typeof user === 'object' && (user as { collection?: string }).collection === 'shoppers');

/**
 * Routes that need a signed-in shopper (spec §2): "Gated routes on some sites: trade-in cars path,
 * sell-my-car, checkout and personalised finance require sign-in. Trade-in and sell-my-car are not
 * gated by default." Read as: each tenant lists its gates; a tenant that lists none gets checkout
 * and personalised finance (the sentence exempts only the other two from the default). A tenant
 * that wants anonymous reservations (spec §6 lists "reserve" among anonymous actions) sets an
 * empty list. A gate only matters where the route exists for the tenant (routeAvailability decides).
 */
import { signInHref, type SignInType } from './signInPaths';

export const SIGN_IN_GATES = ['cars/trade-in', 'sell-my-car', 'checkout', 'personalised-finance'] as const;
export type SignInGate = (typeof SIGN_IN_GATES)[number];

/** Unset tenant setting: checkout and personalised finance gated; trade-in and sell-my-car not. */
export const DEFAULT_SIGN_IN_GATES: readonly SignInGate[] = ['checkout', 'personalised-finance'];

export const isSignInGate = (value: unknown): value is SignInGate => (SIGN_IN_GATES as readonly unknown[]).includes(value);

/**
 * The paths of each gate (spec §2 routes). `/trade-in` is not the "trade-in cars path" and is never
 * gated; checkout covers all three ways to buy: `/cars/{slug}/checkout`, `/cars/{slug}/buy-online`
 * and `/checkout-journey`.
 */
const GATE_PATTERNS: readonly (readonly [RegExp, SignInGate])[] = [
  [/^\/cars\/trade-in$/, 'cars/trade-in'],
  [/^\/sell-my-car$/, 'sell-my-car'],
  [/^\/cars\/[^/]+\/(?:checkout|buy-online)$/, 'checkout'],
  [/^\/checkout-journey$/, 'checkout'],
  [/^\/personalised\/finance$/, 'personalised-finance'],
];

/** The sign-in page's type for each gate. */
export const SIGN_IN_TYPE_BY_GATE: Record<SignInGate, SignInType> = {
  'cars/trade-in': 'trade-in',
  'sell-my-car': 'sell-my-car',
  checkout: 'checkout',
  'personalised-finance': 'finance',
};

/**
 * The gate in `gates` that `pathname` falls under, or null. A query or fragment and a trailing
 * slash are ignored ('/cars/trade-in/?car_id=7' is the trade-in cars path); matching is exact
 * otherwise (routes are lower case).
 */
export function gateForPath(pathname: string, gates: readonly SignInGate[]): SignInGate | null {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1');
  const match = GATE_PATTERNS.find(([pattern]) => pattern.test(path));
  return match && gates.includes(match[1]) ? match[1] : null;
}

/**
 * Where an anonymous visitor of `path` (pathname with its query) is sent: the sign-in page with
 * the gate's type, coming back to `path` after signing in, or null when the path is not gated.
 */
export function gatedSignInHref(path: string, gates: readonly SignInGate[]): string | null {
  const gate = gateForPath(path, gates);
  return gate ? signInHref({ type: SIGN_IN_TYPE_BY_GATE[gate], redirect: path }) : null;
}

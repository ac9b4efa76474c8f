/**
 * Which routes a tenant has (issue 12 "Flags obeyed everywhere"): one table, read by the page
 * routes (a route a tenant does not have is a 404), the header and footer navigation (its entry
 * is gone) and the car buttons (the button that leads there is gone), so the three never disagree.
 *
 * Spec §1/§6: flags garage, favourites, finance, reserve, tags, trade-in, test drive, chat, phone
 * numbers, subscriptions, buy-online; "tenant slug and template lists switch features". The spec
 * names no flag of its own for sell-my-car or checkout (decided, docs/decisions.md): sell-my-car
 * and the value-my-car terms go with trade-in; checkout is the reserve journey of tenants without
 * buy-online, buy-online (and the checkout journey) that of tenants with it.
 */
import type { FeatureFlag, FeatureFlags } from '../config/siteConfig';
import { isCarButtonId, reservePath, type CarButtonId } from '../carCard/buttons';

export const SITE_TEMPLATES = ['group', 'brand', 'leisure'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

export interface RouteFacts {
  features: Pick<FeatureFlags, 'finance' | 'tradeIn' | 'testDrive' | 'reserve' | 'buyOnline'> & Partial<FeatureFlags>;
  /** Unknown (e.g. to a car button) means: routes limited to a template are off. */
  template?: SiteTemplate;
}

export interface RouteRule {
  /** Every one of these flags must be on. */
  flags?: FeatureFlag[];
  /** Each of these flags must be off. */
  flagsOff?: FeatureFlag[];
  /** Only tenants of these templates. */
  templates?: SiteTemplate[];
  /** Why, for the decisions log and the tests' names. */
  why: string;
}

const FINANCE: RouteRule = { flags: ['finance'], why: 'finance flag' };
const TRADE_IN: RouteRule = { flags: ['tradeIn'], why: 'trade-in flag' };
const BRAND_FINANCE: RouteRule = {
  flags: ['finance'],
  templates: ['brand'],
  why: 'finance pages of one brand (brand template, finance on)',
};

/**
 * Path patterns (segments; `*` is any one segment) and their rules. A path matching no pattern
 * has no flag of its own: every tenant has it.
 */
export const ROUTE_RULES: ReadonlyArray<readonly [pattern: string, rule: RouteRule]> = [
  ['finance', FINANCE],
  ['finance-enquiry', FINANCE],
  ['apply-for-finance', FINANCE],
  ['finance-calculator', FINANCE],
  ['personalised/finance', FINANCE],
  ['mazda-finance-page', BRAND_FINANCE],
  ['assured-finance', BRAND_FINANCE],
  ['trade-in', TRADE_IN],
  ['cars/trade-in', TRADE_IN],
  ['sell-my-car', TRADE_IN],
  ['pages/value-my-car-terms-and-conditions', TRADE_IN],
  ['value-my-car-terms-and-conditions', TRADE_IN],
  ['book-test-drive', { flags: ['testDrive'], why: 'test drive flag' }],
  ['cars/*/checkout', { flags: ['reserve'], flagsOff: ['buyOnline'], why: 'reserve flag, tenants without buy-online' }],
  ['cars/*/buy-online', { flags: ['reserve', 'buyOnline'], why: 'reserve and buy-online flags' }],
  ['checkout-journey', { flags: ['buyOnline'], why: 'buy-online flag' }],
];

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
}

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, i) => part === '*' || part === segments[i]);
}

/** The rule of a path (query and fragment ignored), or null when every tenant has it. */
export function routeRule(path: string): RouteRule | null {
  const segments = segmentsOf(path);
  return ROUTE_RULES.find(([pattern]) => matches(pattern, segments))?.[1] ?? null;
}

export function ruleAllows(rule: RouteRule, facts: RouteFacts): boolean {
  const flag = (name: FeatureFlag) => Boolean((facts.features as Partial<FeatureFlags>)[name]);
  if (rule.flags && !rule.flags.every(flag)) return false;
  if (rule.flagsOff && rule.flagsOff.some(flag)) return false;
  if (rule.templates && !(facts.template && rule.templates.includes(facts.template))) return false;
  return true;
}

/** Whether a tenant has the route of a site path (e.g. `/finance?car_id=1#finance-form`). */
// Flags and templates only: car buttons run this in the browser, so it must not pull in the route
// table (siteRoutes.ts). A route that needs its CMS page is checked by `pageRouteAvailable`.
export function routeEnabled(path: string, facts: RouteFacts): boolean {
  const rule = routeRule(path);
  return rule ? ruleAllows(rule, facts) : true;
}

/** The route each car button leads to, where it leads to one the tenant may not have. */
const BUTTON_ROUTES: Partial<Record<CarButtonId, (facts: RouteFacts & { financePath?: string }) => string>> = {
  finance: (facts) => facts.financePath ?? '/finance',
  'trade-in': () => '/cars/trade-in',
  // The test-drive form opens on the car page; the flag that gives /book-test-drive gives it too.
  'test-drive': () => '/book-test-drive',
  'reserve-now': (facts) => reservePath('car', facts.features),
  'reserve-this-car': (facts) => reservePath('car', facts.features),
};

/**
 * A button set less the buttons whose route the tenant (or dealership: its merged flags) does not
 * have. Run on the server, where button sets are read; `carButtons` then judges each car's state.
 * So the browser never carries this table (car cards render their buttons there too).
 */
export function tenantButtonIds(buttonIds: readonly string[], facts: RouteFacts & { financePath?: string }): CarButtonId[] {
  return buttonIds.filter(isCarButtonId).filter((id) => {
    const route = BUTTON_ROUTES[id];
    return !route || routeEnabled(route(facts), facts);
  });
}

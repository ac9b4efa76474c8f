import { gateRedirect, mayBeGated, tenantGatesOf } from './signInGates';

const docs = [
  {
    slug: 'coastline',
    template: 'group' as const,
    features: { finance: true, reserve: true, buyOnline: true, tradeIn: true },
    settings: {},
  },
  {
    slug: 'lone-star-motors',
    template: 'group' as const,
    features: { finance: true, reserve: true, buyOnline: false, tradeIn: true },
    settings: { signInGates: ['cars/trade-in', 'sell-my-car', 'checkout', 'personalised-finance'] },
  },
  {
    slug: 'kiwi-caravans',
    template: 'group' as const,
    features: { finance: false, reserve: false, tradeIn: true },
    settings: { signInGates: [] },
  },
  { slug: 'odd', template: null, features: null, settings: { signInGates: ['sell-my-car', 'nonsense', 7] } },
];
const tenants = tenantGatesOf(docs);

describe('tenantGatesOf', () => {
  it('reads each tenant’s gates; unset is the default two, an empty list gates nothing, unknown values are dropped', () => {
    expect(tenants.get('coastline')?.gates).toEqual(['checkout', 'personalised-finance']);
    expect(tenants.get('lone-star-motors')?.gates).toHaveLength(4);
    expect(tenants.get('kiwi-caravans')?.gates).toEqual([]);
    expect(tenants.get('odd')?.gates).toEqual(['sell-my-car']);
  });
});

describe('gateRedirect', () => {
  it('sends a gated path to sign-in with the gate’s type, coming back with the query', () => {
    expect(gateRedirect('/personalised/finance', '?car_id=7', tenants.get('coastline'))).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D7&back=%2Fpersonalised%2Ffinance%3Fcar_id%3D7',
    );
    expect(gateRedirect('/cars/hilux-1/buy-online', '', tenants.get('coastline'))).toMatch(/^\/sign-in\?type=checkout&/);
    expect(gateRedirect('/sell-my-car', '', tenants.get('lone-star-motors'))).toMatch(/^\/sign-in\?type=sell-my-car&/);
    expect(gateRedirect('/cars/trade-in', '?car_id=3', tenants.get('lone-star-motors'))).toMatch(/^\/sign-in\?type=trade-in&/);
  });

  it('leaves paths the tenant does not gate alone', () => {
    expect(gateRedirect('/sell-my-car', '', tenants.get('coastline'))).toBeNull();
    expect(gateRedirect('/trade-in', '', tenants.get('lone-star-motors'))).toBeNull();
    expect(gateRedirect('/search/used-cars', '', tenants.get('coastline'))).toBeNull();
    expect(gateRedirect('/personalised/finance', '', tenants.get('kiwi-caravans'))).toBeNull();
  });

  it('leaves a route the tenant does not have to its 404', () => {
    // lone-star-motors has buy-online off: /cars/x/buy-online is not its route (the page sends it to checkout).
    expect(gateRedirect('/cars/x/buy-online', '', tenants.get('lone-star-motors'))).toBeNull();
    expect(gateRedirect('/cars/x/checkout', '', tenants.get('lone-star-motors'))).toMatch(/^\/sign-in\?type=checkout&/);
  });

  it('gates with the defaults for a tenant the list does not know yet', () => {
    expect(gateRedirect('/personalised/finance', '', undefined)).toMatch(/^\/sign-in\?type=finance&/);
    expect(gateRedirect('/sell-my-car', '', undefined)).toBeNull();
  });
});

describe('mayBeGated', () => {
  it.each([
    ['/cars/trade-in', true],
    ['/sell-my-car', true],
    ['/checkout-journey', true],
    ['/personalised/finance', true],
    ['/trade-in', false],
    ['/cars/some-car', false],
    ['/', false],
  ])('%s → %p', (path, expected) => {
    expect(mayBeGated(path)).toBe(expected);
  });
});

import { DEFAULT_SIGN_IN_GATES, SIGN_IN_GATES, gateForPath, gatedSignInHref } from './gatedRoutes';

describe('DEFAULT_SIGN_IN_GATES (spec §2: "Trade-in and sell-my-car are not gated by default")', () => {
  it('gates checkout and personalised finance only', () => {
    expect(DEFAULT_SIGN_IN_GATES).toEqual(['checkout', 'personalised-finance']);
  });
});

describe('gateForPath (spec §2 gated routes)', () => {
  it.each([
    ['/cars/trade-in', 'cars/trade-in'],
    ['/cars/trade-in?car_id=42', 'cars/trade-in'],
    ['/cars/trade-in/', 'cars/trade-in'],
    ['/sell-my-car', 'sell-my-car'],
    ['/cars/2021-toyota-corolla-ascent/checkout', 'checkout'],
    ['/cars/2021-toyota-corolla-ascent/buy-online', 'checkout'],
    ['/checkout-journey?car_id=2021-mazda-cx-5', 'checkout'],
    ['/personalised/finance?car_id=42', 'personalised-finance'],
    ['/personalised/finance#top', 'personalised-finance'],
  ])('%s is under %s when the tenant gates everything', (path, gate) => {
    expect(gateForPath(path, SIGN_IN_GATES)).toBe(gate);
  });

  it.each([
    '/',
    '/trade-in',
    '/cars/2021-toyota-corolla-ascent',
    '/cars/abc/checkout/extra',
    '/cars//checkout',
    '/finance',
    '/personalised',
    '/sell-my-car-terms',
    '/Sell-My-Car',
    '/search/used-cars?redirect=/sell-my-car',
  ])('%s is never gated', (path) => {
    expect(gateForPath(path, SIGN_IN_GATES)).toBeNull();
  });

  it('by default trade-in and sell-my-car are open, checkout and personalised finance gated', () => {
    expect(gateForPath('/cars/trade-in?car_id=7', DEFAULT_SIGN_IN_GATES)).toBeNull();
    expect(gateForPath('/sell-my-car', DEFAULT_SIGN_IN_GATES)).toBeNull();
    expect(gateForPath('/cars/abc/checkout', DEFAULT_SIGN_IN_GATES)).toBe('checkout');
    expect(gateForPath('/personalised/finance', DEFAULT_SIGN_IN_GATES)).toBe('personalised-finance');
  });

  it('a tenant with no gates gates nothing', () => {
    expect(gateForPath('/cars/abc/checkout', [])).toBeNull();
  });
});

describe('gatedSignInHref (anonymous visitors are sent to sign-in and brought back)', () => {
  it('names the gate’s type and returns to the same address', () => {
    expect(gatedSignInHref('/cars/abc/checkout', DEFAULT_SIGN_IN_GATES)).toBe(
      '/sign-in?type=checkout&redirect=%2Fcars%2Fabc%2Fcheckout&back=%2Fcars%2Fabc%2Fcheckout',
    );
    expect(gatedSignInHref('/personalised/finance?car_id=42', DEFAULT_SIGN_IN_GATES)).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D42&back=%2Fpersonalised%2Ffinance%3Fcar_id%3D42',
    );
    expect(gatedSignInHref('/cars/trade-in?car_id=7', ['cars/trade-in'])).toBe(
      '/sign-in?type=trade-in&redirect=%2Fcars%2Ftrade-in%3Fcar_id%3D7&back=%2Fcars%2Ftrade-in%3Fcar_id%3D7',
    );
  });

  it('is null where no gate applies', () => {
    expect(gatedSignInHref('/sell-my-car', DEFAULT_SIGN_IN_GATES)).toBeNull();
  });
});

import { DEFAULT_CALCULATOR_RATE_PERCENT } from '../finance/amortisation';
import { REVIEWS_MINIMUM_RATING } from '../reviews/reviewSummary';
import { PRODUCT_DEFAULTS, dealershipLayer, flagOverride, localeFormat, mergeSiteConfig } from './siteConfig';

describe('mergeSiteConfig (spec §1: dealership configuration merged over defaults)', () => {
  it('returns the product defaults when no layer sets anything', () => {
    expect(mergeSiteConfig()).toEqual(PRODUCT_DEFAULTS);
    expect(mergeSiteConfig(null, undefined, {})).toEqual(PRODUCT_DEFAULTS);
  });

  it('uses spec §9 defaults: $200 deposit, 3 sold days, Enquire for price', () => {
    const { settings } = mergeSiteConfig();
    expect(settings.reserveDeposit).toBe(200);
    expect(settings.soldListingDays).toBe(3);
    expect(settings.noPriceText).toBe('Enquire for price');
  });

  it.each([
    ['tenant turns a flag on', { features: { garage: true } }, undefined, 'garage', true],
    ['tenant turns a flag off', { features: { finance: false } }, undefined, 'finance', false],
    ['dealership overrides the tenant', { features: { finance: false } }, { features: { finance: true } }, 'finance', true],
    ['dealership null inherits the tenant', { features: { reserve: false } }, { features: { reserve: null } }, 'reserve', false],
    ['dealership undefined inherits the tenant', { features: { chat: true } }, { features: { chat: undefined } }, 'chat', true],
  ] as const)('%s', (_name, tenant, dealership, flag, expected) => {
    expect(mergeSiteConfig(tenant, dealership).features[flag]).toBe(expected);
  });

  it('merges settings value by value, later layers winning', () => {
    const merged = mergeSiteConfig(
      { settings: { noPriceText: 'Call us', reserveDeposit: 500, locale: 'en-NZ' } },
      { settings: { reserveDeposit: 300, noPriceText: null } },
    );
    expect(merged.settings.noPriceText).toBe('Call us');
    expect(merged.settings.reserveDeposit).toBe(300);
    expect(merged.settings.locale).toBe('en-NZ');
    expect(merged.settings.soldListingDays).toBe(3);
  });

  it('does not mutate the product defaults', () => {
    mergeSiteConfig({ features: { garage: true }, settings: { reserveDeposit: 1 } });
    expect(PRODUCT_DEFAULTS.features.garage).toBe(false);
    expect(PRODUCT_DEFAULTS.settings.reserveDeposit).toBe(200);
  });
});

describe('flagOverride', () => {
  it.each([
    ['on', true],
    ['off', false],
    ['inherit', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(flagOverride(value)).toBe(expected);
  });
});

describe('dealershipLayer', () => {
  const tenant = mergeSiteConfig({ features: { finance: true, reserve: false, chat: true }, settings: { noPriceText: 'POA' } });

  it('overrides flags set on or off and the cars settings; everything else inherits', () => {
    const merged = mergeSiteConfig(
      tenant,
      dealershipLayer({
        features: { reserve: 'on', chat: 'off', tags: null },
        carsSettings: { noPriceText: 'Call us', soldListingDays: 5 },
      }),
    );
    expect(merged.features).toMatchObject({ finance: true, reserve: true, chat: false, tags: PRODUCT_DEFAULTS.features.tags });
    expect(merged.settings).toMatchObject({ noPriceText: 'Call us', soldListingDays: 5, reserveDeposit: 200 });
  });

  it('takes the dealership’s finance path (spec §2), and ignores one that is not a finance page', () => {
    expect(mergeSiteConfig(tenant).settings.financePath).toBe('/finance');
    expect(mergeSiteConfig(tenant, dealershipLayer({ carsSettings: { financePath: '/apply-for-finance' } })).settings.financePath).toBe(
      '/apply-for-finance',
    );
    expect(mergeSiteConfig(tenant, dealershipLayer({ carsSettings: { financePath: 'https://evil.example' } })).settings.financePath).toBe(
      '/finance',
    );
  });

  it('a flagged dealership (hideFinance) has finance off whatever its flag says', () => {
    const layer = dealershipLayer({ features: { finance: 'on' }, carsSettings: { hideFinance: true } });
    expect(mergeSiteConfig(tenant, layer).features.finance).toBe(false);
  });

  it('no dealership leaves the tenant as it is', () => {
    expect(mergeSiteConfig(tenant, dealershipLayer(null))).toEqual(tenant);
  });
});

describe('localeFormat (spec §9: locales en-AU, en-NZ, en-US; miles for the US)', () => {
  it.each([
    ['en-AU', 'AUD', 'km'],
    ['en-NZ', 'NZD', 'km'],
    ['en-US', 'USD', 'mi'],
  ] as const)('%s', (locale, currency, unit) => {
    expect(localeFormat(locale)).toMatchObject({ currency, distanceUnit: unit });
  });
});

describe('finance calculator rate (spec §9: 8.5% for one dealership group, 10 by default)', () => {
  it('defaults to the domain rate and takes the tenant setting', () => {
    expect(PRODUCT_DEFAULTS.settings.calculatorRatePercent).toBe(DEFAULT_CALCULATOR_RATE_PERCENT);
    expect(DEFAULT_CALCULATOR_RATE_PERCENT).toBe(10);
    expect(mergeSiteConfig({ settings: { calculatorRatePercent: 8.5 } }).settings.calculatorRatePercent).toBe(8.5);
    expect(mergeSiteConfig({ settings: { calculatorRatePercent: null } }).settings.calculatorRatePercent).toBe(10);
  });
});

describe('reviews settings (spec §5, §9: minimum rating 4)', () => {
  it('default to the domain minimum, shown', () => {
    expect(PRODUCT_DEFAULTS.settings.reviewsMinimumRating).toBe(REVIEWS_MINIMUM_RATING);
    expect(PRODUCT_DEFAULTS.settings.hideReviews).toBe(false);
  });
});

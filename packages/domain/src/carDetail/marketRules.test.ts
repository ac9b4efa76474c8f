import { financeRateShown, primaryPrice, requiredDisclosures } from './marketRules';

describe('primaryPrice: AU, one drive-away price at least as prominent as any component price', () => {
  it.each([
    [
      'drive-away price',
      { price: 25_990, price_type: 'drive_away' },
      { primary: { amount: 25_990, priceType: 'drive_away', label: 'Drive Away' }, secondary: null },
    ],
    [
      'component price with a drive-away price: drive-away first, component smaller',
      { price: 42_990, price_type: 'egc', drive_away_price: 46_500 },
      {
        primary: { amount: 46_500, priceType: 'drive_away', label: 'Drive Away' },
        secondary: { amount: 42_990, priceType: 'egc', label: 'Excl. Govt. Charges' },
      },
    ],
    [
      'component price alone: not shown',
      { price: 42_990, price_type: 'egc' },
      { primary: null, secondary: null, reason: 'component-price-only' },
    ],
    [
      'component price with a $10 drive-away price (not real): not shown',
      { price: 42_990, price_type: 'egc', drive_away_price: 10 },
      { primary: null, secondary: null, reason: 'component-price-only' },
    ],
    [
      'negotiable',
      { price: 18_000, price_type: 'negotiable' },
      { primary: { amount: 18_000, priceType: 'negotiable', label: 'Negotiable' }, secondary: null },
    ],
    ['no price type', { price: 18_000 }, { primary: { amount: 18_000, priceType: null, label: null }, secondary: null }],
    [
      'unknown price type',
      { price: 18_000, price_type: 'weird' },
      { primary: { amount: 18_000, priceType: null, label: null }, secondary: null },
    ],
    [
      'the reduced price is the amount',
      { price: 25_990, offer_price: 23_990, price_type: 'drive_away' },
      { primary: { amount: 23_990, priceType: 'drive_away', label: 'Drive Away' }, secondary: null },
    ],
    ['no real price', { price: 0, price_type: 'drive_away' }, { primary: null, secondary: null, reason: 'no-price' }],
  ])('%s', (_name, car, expected) => {
    expect(primaryPrice(car, 'en-AU')).toEqual(expected);
  });
});

describe('primaryPrice: NZ and US may show a component price on its own', () => {
  it.each(['en-NZ', 'en-US'] as const)('%s', (locale) => {
    expect(primaryPrice({ price: 42_990, price_type: 'egc' }, locale)).toEqual({
      primary: { amount: 42_990, priceType: 'egc', label: 'Excl. Govt. Charges' },
      secondary: null,
    });
  });
});

describe('financeRateShown: AU shows a rate only with its comparison rate', () => {
  it.each([
    [8.5, 9.1, 'en-AU', true],
    [8.5, null, 'en-AU', false],
    [null, 9.1, 'en-AU', false],
    [8.5, null, 'en-NZ', true],
    [8.5, null, 'en-US', true],
    [null, null, 'en-US', false],
  ] as const)('rate %s, comparison %s in %s -> %s', (interestRate, comparisonRate, locale, expected) => {
    expect(financeRateShown({ interestRate, comparisonRate }, locale)).toBe(expected);
  });
});

describe('requiredDisclosures', () => {
  const cin = [{ kind: 'consumer-information-notice', label: 'Consumer Information Notice', linkRequired: true }];
  const asIs = [{ kind: 'buyers-guide', label: 'Buyers Guide', coverage: 'as_is', heading: 'AS IS - NO DEALER WARRANTY' }];
  const warranty = [{ kind: 'buyers-guide', label: 'Buyers Guide', coverage: 'warranty', heading: 'DEALER WARRANTY' }];

  it.each([
    ['NZ used car: Consumer Information Notice link', { car_type: 'used' }, 'en-NZ', cin],
    ['NZ used motorcycle', { car_type: 'used', item_type: 'motorcycle' }, 'en-NZ', cin],
    ['NZ used caravan: none', { car_type: 'used', item_type: 'caravan' }, 'en-NZ', []],
    ['NZ new car: none', { car_type: 'new' }, 'en-NZ', []],
    ['NZ demo car: none', { car_type: 'demo' }, 'en-NZ', []],
    ['US used car sold as is', { car_type: 'used' }, 'en-US', asIs],
    ['US used car, dealer_warranty false: as is', { car_type: 'used', dealer_warranty: false }, 'en-US', asIs],
    ['US used car with a dealer warranty', { car_type: 'used', item_type: 'car', dealer_warranty: true }, 'en-US', warranty],
    ['US used motorcycle: none', { car_type: 'used', item_type: 'motorcycle' }, 'en-US', []],
    ['US new car: none', { car_type: 'new' }, 'en-US', []],
    ['AU used car: none', { car_type: 'used' }, 'en-AU', []],
  ] as const)('%s', (_name, car, locale, expected) => {
    expect(requiredDisclosures(car, locale)).toEqual(expected);
  });
});

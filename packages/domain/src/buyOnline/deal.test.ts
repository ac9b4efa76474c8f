import { buyOnlineRefusal, dealCarPrice, dealSheet, DealInputError, guaranteeCovers, nextStep, stepOpen, type DealProgress } from './deal';

const none: DealProgress = {
  carConfirmed: false,
  tradeInDecided: false,
  financeDecided: false,
  deliveryChosen: false,
  depositPaid: false,
  agreementRequested: false,
};

describe('the buy-online journey (issue 38: car, trade-in, finance, delivery, deposit, agreement)', () => {
  it('resumes at the first step not done', () => {
    expect(nextStep(none)).toBe('car');
    expect(nextStep({ ...none, carConfirmed: true, tradeInDecided: true })).toBe('finance');
    expect(
      nextStep({
        carConfirmed: true,
        tradeInDecided: true,
        financeDecided: true,
        deliveryChosen: true,
        depositPaid: true,
        agreementRequested: true,
      }),
    ).toBeNull();
  });
  it('opens a step only after every step before it', () => {
    expect(stepOpen('car', none)).toBe(true);
    expect(stepOpen('deposit', { ...none, carConfirmed: true, tradeInDecided: true, financeDecided: true })).toBe(false);
    expect(stepOpen('trade-in', { ...none, carConfirmed: true, financeDecided: true })).toBe(true);
  });
});

describe('the money-back guarantee (spec §9: at most 2 cars per customer per 12 months)', () => {
  const now = new Date('2026-12-07T00:00:00Z');
  it.each([
    ['no earlier purchase', [], true],
    ['one earlier purchase this year', ['2026-06-01'], true],
    ['a third within 12 months', ['2026-01-15', '2026-11-30'], false],
    ['two, one of them more than 12 months ago', ['2025-12-06', '2026-11-30'], true],
    ['two, the first exactly 12 months ago (outside the window)', ['2025-12-07', '2026-11-30'], true],
    ['two recorded a moment later by requests that went first', ['2026-12-07T00:00:01', '2026-12-07T00:00:02'], false],
  ])('%s', (_name, earlier, covered) => {
    expect(
      guaranteeCovers(
        earlier.map((d) => new Date(d.includes('T') ? `${d}Z` : `${d}T00:00:00Z`)),
        now,
      ),
    ).toBe(covered);
  });
});

describe('the deal sheet', () => {
  it('itemises an AU car priced excluding government charges, takes off the trade-in and deposit, and structures the finance', () => {
    const sheet = dealSheet({
      carPrice: 41_990,
      priceExcludingCharges: 38_490,
      tradeIn: { description: '2019 Toyota HiLux SR5', amount: 18_000 },
      depositPaid: 200,
      finance: { cashDeposit: 2_000, annualRatePercent: 8.5, termMonths: 60, balloon: 0 },
    });
    expect(sheet.lines).toEqual([
      { label: 'Vehicle price (excl. government charges)', amount: 38_490 },
      { label: 'Government charges and on-road costs', amount: 3_500 },
      { label: 'Trade-in: 2019 Toyota HiLux SR5', amount: -18_000 },
      { label: 'Deposit paid', amount: -200 },
    ]);
    expect(sheet.total).toBe(41_990);
    expect(sheet.balance).toBe(23_790);
    expect(sheet.finance).toMatchObject({ amountFinanced: 21_790, termMonths: 60 });
    // 21,790 over 60 months at 8.5% p.a.: $447 a month (whole dollars).
    expect(sheet.finance?.paymentMonth).toBe(447);
    expect(sheet.dueOnDelivery).toBe(2_000);
  });

  it('a drive-away car paid in cash: one price line, the deposit off, the rest due on delivery', () => {
    const sheet = dealSheet({ carPrice: 29_990, depositPaid: 200 });
    expect(sheet.lines).toEqual([
      { label: 'Drive-away price', amount: 29_990 },
      { label: 'Deposit paid', amount: -200 },
    ]);
    expect(sheet).toMatchObject({ balance: 29_790, finance: null, dueOnDelivery: 29_790 });
  });

  it('refuses figures that cannot make a deal', () => {
    expect(() => dealSheet({ carPrice: 0, depositPaid: 0 })).toThrow(DealInputError);
    expect(() => dealSheet({ carPrice: 10_000, depositPaid: 200, tradeIn: { description: 'x', amount: 12_000 } })).toThrow(
      'The trade-in is worth more than the car',
    );
    expect(() =>
      dealSheet({ carPrice: 10_000, depositPaid: 200, finance: { cashDeposit: 20_000, annualRatePercent: 8, termMonths: 48, balloon: 0 } }),
    ).toThrow('The cash deposit must be between 0 and the balance.');
  });
});

describe('buyOnlineRefusal (spec §2: only used cars of one brand)', () => {
  it('lets any used car through on a group site', () => {
    expect(buyOnlineRefusal({ carType: 'used', make: 'Toyota', template: 'group' })).toBeNull();
  });
  it('refuses new and demo cars, pointing to the deposit', () => {
    expect(buyOnlineRefusal({ carType: 'new', make: 'Mazda' })).toBe(
      'Buying online is for used cars. You can still reserve this car with a deposit.',
    );
    expect(buyOnlineRefusal({ carType: 'demo', make: 'Mazda' })).not.toBeNull();
  });
  it('on a one-brand site, keeps to that brand (any case)', () => {
    expect(buyOnlineRefusal({ carType: 'used', make: 'MAZDA', brand: 'Mazda', template: 'brand' })).toBeNull();
    expect(buyOnlineRefusal({ carType: 'used', make: 'Ford', brand: 'Mazda', template: 'brand' })).toBe(
      'Buying online is for used Mazda vehicles. You can still reserve this car with a deposit.',
    );
  });
});

describe('dealCarPrice (the price the car page shows)', () => {
  it('AU, priced excluding government charges: the drive-away price with the component itemised', () => {
    expect(dealCarPrice({ price: 30_000, price_type: 'egc', drive_away_price: 33_500 }, 'en-AU')).toEqual({
      carPrice: 33_500,
      priceExcludingCharges: 30_000,
    });
  });
  it('the reduced price where there is one, and nothing itemised', () => {
    expect(dealCarPrice({ price: 30_000, offer_price: 28_990, price_type: 'drive_away' }, 'en-AU')).toEqual({
      carPrice: 28_990,
      priceExcludingCharges: null,
    });
    expect(dealCarPrice({ price: 41_000 }, 'en-US')).toEqual({ carPrice: 41_000, priceExcludingCharges: null });
  });
  it('no price shown, no deal', () => {
    expect(dealCarPrice({ price: 0 }, 'en-NZ')).toBeNull();
    expect(dealCarPrice({ price: 30_000, price_type: 'egc' }, 'en-AU')).toBeNull();
  });
});

import {
  COMPARISON_RATE_BASIS,
  FinanceInputError,
  comparisonRate,
  exactRepayment,
  financeQuote,
  numberOfPayments,
  repayment,
} from './amortisation';

describe('numberOfPayments', () => {
  it.each([
    [60, 'monthly', 60],
    [60, 'weekly', 260], // 5 years x 52
    [36, 'weekly', 156],
    [48, 'weekly', 208],
    [18, 'weekly', 78], // 18 x 52 / 12 = 78
    [1, 'weekly', 4], // 4.33 weeks -> 4
  ] as const)('%s months %s -> %s', (months, frequency, expected) => {
    expect(numberOfPayments(months, frequency)).toBe(expected);
  });
});

describe('repayment: standard amortisation, whole dollars (spec §9)', () => {
  it.each([
    // 12% p.a. monthly on $30,000 over 12 months: r = 0.01, n = 12
    //   1.01^12 = 1.1268250, 1 / 1.1268250 = 0.8874492, 1 - 0.8874492 = 0.1125508
    //   30,000 x 0.01 / 0.1125508 = 300 / 0.1125508 = 2,665.46 -> $2,665
    ['12% monthly, 12 months', { principal: 30_000, annualRatePercent: 12, termMonths: 12 }, 'monthly', 2665],
    // 6% p.a. monthly on $20,000 over 36 months with a $5,000 balloon: r = 0.005, n = 36
    //   1.005^36 = 1.1966805, balloon today = 5,000 / 1.1966805 = 4,178.22
    //   (20,000 - 4,178.22) = 15,821.78; r / (1 - 1 / 1.1966805) = 0.005 / 0.1643551 = 0.0304219
    //   15,821.78 x 0.0304219 = 481.33 -> $481
    ['6% monthly, 36 months, $5,000 balloon', { principal: 20_000, annualRatePercent: 6, termMonths: 36, balloon: 5_000 }, 'monthly', 481],
    // 5.2% p.a. weekly on $30,000 over 60 months: r = 0.052 / 52 = 0.001, n = 260
    //   1.001^260 = 1.2967616, 1 - 1 / 1.2967616 = 1 - 0.7711518 = 0.2288482
    //   30,000 x 0.001 / 0.2288482 = 30 / 0.2288482 = 131.09 -> $131
    ['5.2% weekly, 60 months', { principal: 30_000, annualRatePercent: 5.2, termMonths: 60 }, 'weekly', 131],
    // 0%: (29,700 - 0) / 60 = 495 exactly
    ['0% monthly', { principal: 29_700, annualRatePercent: 0, termMonths: 60 }, 'monthly', 495],
    // 0% weekly: 29,700 / 260 = 114.23 -> $114
    ['0% weekly', { principal: 29_700, annualRatePercent: 0, termMonths: 60 }, 'weekly', 114],
    // 0% with balloon: (10,000 - 4,000) / 24 = 250
    ['0% monthly, balloon', { principal: 10_000, annualRatePercent: 0, termMonths: 24, balloon: 4_000 }, 'monthly', 250],
  ] as const)('%s', (_name, terms, frequency, expected) => {
    expect(repayment(terms, frequency)).toBe(expected);
  });

  it('keeps the unrounded figure available', () => {
    expect(exactRepayment({ principal: 30_000, annualRatePercent: 12, termMonths: 12 }, 'monthly')).toBeCloseTo(2665.4637, 3);
  });

  it('repays the loan: the balance after the last payment is the balloon', () => {
    const terms = { principal: 20_000, annualRatePercent: 6, termMonths: 36, balloon: 5_000 };
    const payment = exactRepayment(terms, 'monthly');
    let balance = terms.principal;
    for (let month = 0; month < 36; month++) balance = balance * 1.005 - payment;
    expect(balance).toBeCloseTo(5_000, 6);
  });

  it.each([
    ['negative principal', { principal: -1, annualRatePercent: 5, termMonths: 60 }],
    ['negative rate', { principal: 1000, annualRatePercent: -1, termMonths: 60 }],
    ['zero term', { principal: 1000, annualRatePercent: 5, termMonths: 0 }],
    ['fractional term', { principal: 1000, annualRatePercent: 5, termMonths: 6.5 }],
    ['balloon above the principal', { principal: 1000, annualRatePercent: 5, termMonths: 12, balloon: 1001 }],
    ['NaN rate', { principal: 1000, annualRatePercent: Number.NaN, termMonths: 12 }],
  ])('rejects %s', (_name, terms) => {
    expect(() => repayment(terms, 'monthly')).toThrow(FinanceInputError);
  });
});

describe('financeQuote: price less a 10% deposit, amortised (spec §9)', () => {
  it('uses a 10% deposit by default: $33,000 at 0% over 60 months', () => {
    // deposit 10% x 33,000 = 3,300; financed 29,700; 29,700 / 60 = 495; 29,700 / 260 = 114.23 -> 114
    expect(financeQuote({ price: 33_000, annualRatePercent: 0, termMonths: 60 })).toEqual({
      price: 33_000,
      deposit: 3_300,
      amountFinanced: 29_700,
      balloon: 0,
      annualRatePercent: 0,
      termMonths: 60,
      paymentWeek: 114,
      paymentMonth: 495,
    });
  });

  it('$25,990 at 8.5% over 60 months', () => {
    // deposit 2,599; financed 23,391.
    // monthly: r = 0.085 / 12 = 0.00708333, 1.00708333^60 = 1.5273006, 1 / 1.5273006 = 0.6547500
    //   23,391 x 0.00708333 = 165.68625; 165.68625 / (1 - 0.6547500) = 165.68625 / 0.3452500 = 479.90 -> $480
    // weekly: r = 0.085 / 52 = 0.00163462, n = 260, 1.00163462^260 = 1.5290598, 1 / 1.5290598 = 0.6539967
    //   23,391 x 0.00163462 = 38.23529; 38.23529 / 0.3460033 = 110.51 -> $111
    const quote = financeQuote({ price: 25_990, annualRatePercent: 8.5, termMonths: 60 });
    expect(quote).toMatchObject({ deposit: 2_599, amountFinanced: 23_391, paymentMonth: 480, paymentWeek: 111 });
  });

  it('rounds the deposit to whole dollars: 10% of $25,995 = $2,599.50 -> $2,600', () => {
    expect(financeQuote({ price: 25_995, annualRatePercent: 0, termMonths: 12 })).toMatchObject({ deposit: 2_600, amountFinanced: 23_395 });
  });

  it('takes another deposit and a balloon when given', () => {
    // deposit 0; 0% over 24 months with a $4,000 balloon: (10,000 - 4,000) / 24 = 250
    expect(financeQuote({ price: 10_000, annualRatePercent: 0, termMonths: 24, depositPercent: 0, balloon: 4_000 })).toMatchObject({
      deposit: 0,
      paymentMonth: 250,
    });
  });

  it.each([
    ['zero price', { price: 0, annualRatePercent: 5, termMonths: 60 }],
    ['deposit of 100%', { price: 1000, annualRatePercent: 5, termMonths: 60, depositPercent: 100 }],
    ['negative deposit', { price: 1000, annualRatePercent: 5, termMonths: 60, depositPercent: -5 }],
  ])('rejects %s', (_name, input) => {
    expect(() => financeQuote(input)).toThrow(FinanceInputError);
  });
});

describe('comparisonRate: $30,000 over 5 years, 2 decimals (spec §9)', () => {
  it('uses the spec basis by default', () => {
    expect(COMPARISON_RATE_BASIS).toMatchObject({ amount: 30_000, termMonths: 60, secured: true });
  });

  it.each([
    [8.5, 8.5],
    [6.99, 6.99],
    [0, 0],
  ])('equals the nominal rate %s%% without fees', (rate, expected) => {
    expect(comparisonRate({ annualRatePercent: rate })).toBe(expected);
  });

  it('rises with fees: 8% with a $500 establishment fee and $10 a month -> 9.39%', () => {
    // The fee is financed: the monthly repayment on 30,500 at 8% over 60 months is 618.43; plus the $10 fee, 628.43.
    // The rate c at which 60 x 628.43 discounted monthly equals the 30,000 received is 0.78242% a month;
    // x 12 = 9.389% -> 9.39% (cross-checked with an independent bisection in Python).
    expect(comparisonRate({ annualRatePercent: 8, establishmentFee: 500, monthlyFee: 10 })).toBe(9.39);
  });

  it('is the rate that discounts the repayments plus fees to the amount lent', () => {
    const rate = comparisonRate({ annualRatePercent: 7, establishmentFee: 400, monthlyFee: 8 });
    const payment = exactRepayment({ principal: 30_400, annualRatePercent: 7, termMonths: 60 }, 'monthly') + 8;
    const monthly = rate / 1200;
    const presentValue = (payment * (1 - (1 + monthly) ** -60)) / monthly;
    expect(rate).toBeGreaterThan(7);
    expect(Math.abs(presentValue - 30_000)).toBeLessThan(30_000 * 0.0005); // the 2-decimal rounding only
  });

  it('rejects negative fees', () => {
    expect(() => comparisonRate({ annualRatePercent: 8, monthlyFee: -1 })).toThrow(FinanceInputError);
  });
});

import { COMPARISON_RATE_WARNING, financeDeposit, financeDisclaimer, hasComparisonRateWarning } from './disclaimer';
import type { FinanceLenderEntry } from './lenderEntry';

const entry = (overrides: Partial<FinanceLenderEntry> = {}): FinanceLenderEntry => ({
  interestRate: 8.49,
  comparisonRate: 9.12,
  paymentWeek: 110,
  paymentMonth: 480,
  termMonths: 60,
  deposit: null,
  balloon: null,
  disclaimer: null,
  ...overrides,
});

describe('financeDisclaimer (spec §9)', () => {
  it('provider A: Indicative APR, 10% deposit, $0 final payment, warning, valid one month from today', () => {
    expect(financeDisclaimer({ provider: 'A', entry: entry(), price: 25_990, today: '2026-03-14' })).toBe(
      'Indicative APR 8.49% p.a. Comparison rate 9.12% p.a. based on a secured loan of $30,000 over 5 years. ' +
        'Weekly repayment of $110 based on a vehicle price of $25,990, a 10% deposit of $2,599, a 60 month term and a $0 final payment. ' +
        `${COMPARISON_RATE_WARNING} Offer valid until 14 April 2026.`,
    );
  });

  it('provider A with a balloon and the entry deposit: states them instead', () => {
    const text = financeDisclaimer({ provider: 'A', entry: entry({ deposit: 5_000, balloon: 7_500 }), price: 25_990, today: '2026-01-31' });
    expect(text).toContain('a deposit of $5,000, a 60 month term and a final payment of $7,500.');
    expect(text).not.toContain('$0 final payment');
    expect(text).toContain('Offer valid until 28 February 2026.');
  });

  it('provider G: Interest rate wording, monthly repayment, no $0 final payment, no validity', () => {
    const text = financeDisclaimer({ provider: 'G', entry: entry({ interestRate: 7.5 }), price: 40_000, today: '2026-03-14' });
    expect(text).toBe(
      'Interest rate 7.50% p.a. Comparison rate 9.12% p.a. based on a secured loan of $30,000 over 5 years. ' +
        `Monthly repayment of $480 based on a vehicle price of $40,000 and a 60 month term. ${COMPARISON_RATE_WARNING}`,
    );
    expect(text).not.toContain('Indicative APR');
    expect(text).not.toContain('Offer valid');
  });

  it('provider D: weekly repayment with the entry deposit and balloon', () => {
    expect(
      financeDisclaimer({
        provider: 'D',
        entry: entry({ deposit: 2_000, balloon: 4_000, termMonths: 48 }),
        price: 20_000,
        today: '2026-03-14',
      }),
    ).toContain(
      'Weekly repayment of $110 based on a vehicle price of $20,000, a deposit of $2,000, a 48 month term and a final payment of $4,000.',
    );
  });

  it('provider B with only a monthly payment uses it; with no payment, no repayment sentence', () => {
    expect(financeDisclaimer({ provider: 'B', entry: entry({ paymentWeek: null }), price: 20_000, today: '2026-03-14' })).toContain(
      'Monthly repayment of $480',
    );
    const noPayment = financeDisclaimer({
      provider: 'B',
      entry: entry({ paymentWeek: null, paymentMonth: null }),
      price: 20_000,
      today: '2026-03-14',
    });
    expect(noPayment).not.toContain('repayment of');
  });

  it('omits the term clause when the entry has no term', () => {
    expect(financeDisclaimer({ provider: 'E', entry: entry({ termMonths: null }), price: 20_000, today: '2026-03-14' })).toContain(
      'Weekly repayment of $110 based on a vehicle price of $20,000.',
    );
  });

  it('appends the lender’s own disclaimer (spec §7: finance_lenders[provider].disclaimer)', () => {
    const text = financeDisclaimer({
      provider: 'C',
      entry: entry({ disclaimer: 'Approved applicants only.' }),
      price: 20_000,
      today: '2026-03-14',
    });
    expect(text.endsWith(`${COMPARISON_RATE_WARNING} Approved applicants only.`)).toBe(true);
  });

  it('states the warning once when the lender’s own disclaimer already carries it (provider A’s texts do)', () => {
    const lender = `*Comparison rate of 9.12% p.a. based on a 5 year secured loan of $30,000. ${COMPARISON_RATE_WARNING} Approved applicants only.`;
    const text = financeDisclaimer({ provider: 'A', entry: entry({ disclaimer: lender }), price: 25_990, today: '2026-03-14' });
    expect(text.split(COMPARISON_RATE_WARNING)).toHaveLength(2);
    // The lender's text stays verbatim, after the domain's sentences.
    expect(text).toBe(
      'Indicative APR 8.49% p.a. Comparison rate 9.12% p.a. based on a secured loan of $30,000 over 5 years. ' +
        'Weekly repayment of $110 based on a vehicle price of $25,990, a 10% deposit of $2,599, a 60 month term and a $0 final payment. ' +
        `Offer valid until 14 April 2026. ${lender}`,
    );
  });

  it('tells the warning in a lender’s text apart from other wording, whatever its case and line breaks', () => {
    expect(hasComparisonRateWarning(null)).toBe(false);
    expect(hasComparisonRateWarning('Comparison rate 9.12% p.a. Approved applicants only.')).toBe(false);
    expect(hasComparisonRateWarning(COMPARISON_RATE_WARNING.toUpperCase().replace(/ /g, '\n  '))).toBe(true);
  });

  it.each([
    ['en-AU', true],
    ['en-NZ', false],
    ['en-US', false],
  ] as const)('the comparison-rate warning in %s: %s', (locale, expected) => {
    expect(
      financeDisclaimer({ provider: 'D', entry: entry(), price: 20_000, today: '2026-03-14', locale }).includes(COMPARISON_RATE_WARNING),
    ).toBe(expected);
  });
});

describe('financeDeposit', () => {
  it.each([
    ['A', null, 25_990, 2_599], // 10% of 25,990
    ['A', null, 25_995, 2_600], // 2,599.50 -> 2,600
    ['A', 3_000, 25_990, 3_000], // the entry's deposit wins
    ['D', null, 25_990, null], // no default deposit outside provider A
    ['D', 1_500, 25_990, 1_500],
  ] as const)('provider %s, entry deposit %s, price %s -> %s', (provider, deposit, price, expected) => {
    expect(financeDeposit(provider, entry({ deposit }), price)).toBe(expected);
  });
});

import { COMPARISON_RATE_WARNING } from './disclaimer';
import { financeDisplay, type FinanceCarInput, type FinanceDisplayInput } from './financeDisplay';
import type { FinanceProvider } from './lenderEntry';

const TODAY = '2026-03-14'; // current year 2026: provider A shows cars from 2015 (2026 - 12 = 2014, newer than that)

const lender = { interestRate: 8.49, comparisonRate: 9.12, paymentWeek: 110, paymentMonth: 480, termMonths: 60 };
const allProviders = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((p) => [p, lender]));

const car = (overrides: Partial<FinanceCarInput> = {}): FinanceCarInput => ({
  year: 2022,
  price: 25_990,
  status: 'in_stock',
  finance_lenders: allProviders,
  ...overrides,
});

const input = (provider: FinanceProvider | null, overrides: Partial<FinanceDisplayInput> = {}): FinanceDisplayInput => ({
  car: car(),
  dealership: { id: 7, groupSlug: 'coastline' },
  provider,
  exclusions: { groupSlugs: ['budget-cars'], dealershipIds: ['99'] },
  today: TODAY,
  ...overrides,
});

const reason = (display: ReturnType<typeof financeDisplay>) => (display.shown ? 'shown' : display.reason);

describe('financeDisplay: never shown (spec §5)', () => {
  it.each([
    ['finance feature off', input('A', { financeEnabled: false }), 'finance-disabled'],
    ['no provider', input(null), 'no-provider'],
    ['the budget-brand group', input('B', { dealership: { id: 7, groupSlug: 'budget-cars' } }), 'excluded-group'],
    ['a flagged dealership', input('B', { dealership: { id: 7, hideFinance: true } }), 'flagged-dealership'],
    ['a listed dealership (ids compared as text)', input('B', { dealership: { id: 99 } }), 'excluded-dealership'],
    ['no entry for the provider', input('B', { car: car({ finance_lenders: { A: lender } }) }), 'no-entry'],
    ['no finance_lenders at all', input('B', { car: car({ finance_lenders: null }) }), 'no-entry'],
    ['interestRate null', input('B', { car: car({ finance_lenders: { B: { ...lender, interestRate: null } } }) }), 'missing-rates'],
    [
      'comparisonRate missing (AU: no rate without it)',
      input('B', { car: car({ finance_lenders: { B: { interestRate: 7 } } }) }),
      'missing-rates',
    ],
  ])('%s -> %s', (_name, given, expected) => {
    expect(reason(financeDisplay(given))).toBe(expected);
  });
});

describe('financeDisplay: per-provider rules (spec §5)', () => {
  it.each([
    // provider A: year newer than current year - 12, price over 500, available, weekly payment with the comparison rate
    ['A', {}, 'shown'],
    ['A', { year: 2015 }, 'shown'],
    ['A', { year: 2014 }, 'too-old'],
    ['A', { price: 500 }, 'price-too-low'],
    ['A', { price: 501 }, 'shown'],
    ['A', { status: 'sold' }, 'not-available'],
    ['A', { status: 'coming_soon' }, 'shown'],
    ['A', { finance_lenders: { A: { ...lender, paymentWeek: null } } }, 'missing-payment'],
    // B and C: only availability
    ['B', { year: 1990, price: 0 }, 'shown'],
    ['C', { year: 1990, price: null }, 'shown'],
    ['C', { status: 'sold' }, 'not-available'],
    ['B', { status: 'in_stock', sold: true }, 'not-available'],
    ['B', { finance_lenders: { B: { interestRate: 6, comparisonRate: 6.5 } } }, 'shown'],
    // D, E, F: price over 500, available, weekly payment
    ['D', { year: 1990 }, 'shown'],
    ['E', { price: 400 }, 'price-too-low'],
    ['F', { finance_lenders: { F: { ...lender, paymentWeek: null } } }, 'missing-payment'],
    ['F', { finance_lenders: { F: { ...lender, paymentMonth: null } } }, 'shown'],
    ['E', { status: 'sold' }, 'not-available'],
    // G: price over 500, available, monthly payment
    ['G', {}, 'shown'],
    ['G', { finance_lenders: { G: { ...lender, paymentMonth: null } } }, 'missing-payment'],
    ['G', { finance_lenders: { G: { ...lender, paymentWeek: null } } }, 'shown'],
    ['G', { price: 10, offer_price: null }, 'price-too-low'],
  ] as const)('provider %s with %j -> %s', (provider, overrides, expected) => {
    expect(reason(financeDisplay(input(provider, { car: car(overrides) })))).toBe(expected);
  });

  it('uses the reduced price for the price test', () => {
    expect(reason(financeDisplay(input('D', { car: car({ price: 400, offer_price: 600 }) })))).toBe('shown');
  });

  it('takes the current year from today: 2027 drops the 2015 car', () => {
    expect(reason(financeDisplay(input('A', { car: car({ year: 2015 }), today: '2027-01-01' })))).toBe('too-old');
  });
});

describe('financeDisplay: what each provider shows', () => {
  const shown = (provider: FinanceProvider) => {
    const display = financeDisplay(input(provider));
    if (!display.shown) throw new Error(`expected provider ${provider} to be shown, got ${display.reason}`);
    return display;
  };

  it.each([
    ['A', ['paymentWeek', 'interestRate', 'comparisonRate', 'term', 'deposit', 'balloon']],
    ['B', ['interestRate', 'comparisonRate', 'term']],
    ['C', ['interestRate', 'comparisonRate', 'term']],
    ['D', ['paymentWeek', 'interestRate', 'comparisonRate', 'term']],
    ['E', ['paymentWeek', 'interestRate', 'comparisonRate', 'term']],
    ['F', ['paymentWeek', 'interestRate', 'comparisonRate', 'term']],
    ['G', ['paymentMonth', 'interestRate', 'comparisonRate', 'term']],
  ] as const)('provider %s shows %j', (provider, fields) => {
    const display = shown(provider);
    expect(display.figures.map((f) => f.field)).toEqual(fields);
    expect(display.headline.field).toBe(fields[0]);
  });

  it('provider A: weekly headline, Indicative APR, 10% deposit, $0 final payment, valid one month', () => {
    const display = shown('A');
    expect(display.figures).toEqual([
      { field: 'paymentWeek', label: 'Per Week', value: '$110' },
      { field: 'interestRate', label: 'Indicative APR', value: '8.49% p.a.' },
      { field: 'comparisonRate', label: 'Comparison Rate', value: '9.12% p.a.' },
      { field: 'term', label: 'Term', value: '60 months' },
      { field: 'deposit', label: 'Deposit', value: '$2,599' },
      { field: 'balloon', label: 'Final Payment', value: '$0' },
    ]);
    expect(display.validUntil).toBe('2026-04-14');
    expect(display.disclaimer).toContain('a 10% deposit of $2,599, a 60 month term and a $0 final payment.');
    expect(display.disclaimer).toContain(COMPARISON_RATE_WARNING);
  });

  it('provider G: monthly headline, Interest Rate label, no validity', () => {
    const display = shown('G');
    expect(display.headline).toEqual({ field: 'paymentMonth', label: 'Per Month', value: '$480' });
    expect(display.figures[1]).toEqual({ field: 'interestRate', label: 'Interest Rate', value: '8.49% p.a.' });
    expect(display.validUntil).toBeNull();
  });

  it('leaves out a figure the entry lacks (no term)', () => {
    const display = financeDisplay(input('D', { car: car({ finance_lenders: { D: { ...lender, termMonths: null } } }) }));
    expect(display.shown && display.figures.map((f) => f.field)).toEqual(['paymentWeek', 'interestRate', 'comparisonRate']);
  });
});

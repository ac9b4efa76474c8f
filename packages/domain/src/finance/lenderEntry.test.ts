import { isFinanceProvider, readLenderEntry } from './lenderEntry';

describe('readLenderEntry (spec §3 finance lender entry, keyed by provider)', () => {
  const lenders = {
    A: {
      interestRate: 8.49,
      comparisonRate: '9.12',
      paymentWeek: 110,
      paymentMonth: ' 480 ',
      termMonths: 60,
      deposit: 2599,
      balloon: 0,
      disclaimer: ' Lender terms apply. ',
    },
    G: { interestRate: null, comparisonRate: 7.1, termYears: 4, disclaimer: 'null' },
  };

  it('reads numbers and numeric strings', () => {
    expect(readLenderEntry(lenders, 'A')).toEqual({
      interestRate: 8.49,
      comparisonRate: 9.12,
      paymentWeek: 110,
      paymentMonth: 480,
      termMonths: 60,
      deposit: 2599,
      balloon: 0,
      disclaimer: 'Lender terms apply.',
    });
  });

  it('keeps missing and null values null, takes termYears as months, drops a "null" disclaimer', () => {
    expect(readLenderEntry(lenders, 'G')).toEqual({
      interestRate: null,
      comparisonRate: 7.1,
      paymentWeek: null,
      paymentMonth: null,
      termMonths: 48,
      deposit: null,
      balloon: null,
      disclaimer: null,
    });
  });

  it.each([
    ['no entry for the provider', lenders, 'B'],
    ['finance_lenders null', null, 'A'],
    ['finance_lenders a string', 'A', 'A'],
    ['finance_lenders an array', [lenders.A], 'A'],
    ['the entry not an object', { A: 5 }, 'A'],
  ] as const)('is null with %s', (_name, value, provider) => {
    expect(readLenderEntry(value, provider)).toBeNull();
  });

  it.each([
    ['abc', null],
    ['', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
    ['0', 0],
  ])('interestRate %j -> %j', (value, expected) => {
    expect(readLenderEntry({ A: { interestRate: value } }, 'A')?.interestRate).toBe(expected);
  });
});

describe('isFinanceProvider', () => {
  it.each([
    ['A', true],
    ['G', true],
    ['H', false],
    ['a', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isFinanceProvider(value)).toBe(expected);
  });
});

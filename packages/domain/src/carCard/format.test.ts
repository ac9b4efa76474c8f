import { formatMoney, formatSignedMoney, formatWholeNumber, formatOdometer } from './format';

describe('formatMoney (spec §4: $ and thousands separators and no decimals)', () => {
  it.each([
    ['en-AU', 1234567, '$1,234,567'],
    ['en-NZ', 1234567, '$1,234,567'],
    ['en-US', 1234567, '$1,234,567'],
    ['en-AU', 200, '$200'],
    ['en-AU', 0, '$0'],
    ['en-AU', 34990.49, '$34,990'],
    ['en-AU', 34990.5, '$34,991'],
  ] as const)('%s %s -> %s', (locale, amount, expected) => {
    expect(formatMoney(amount, locale)).toBe(expected);
  });

  it('defaults to en-AU', () => {
    expect(formatMoney(12500)).toBe('$12,500');
  });
});

describe('formatWholeNumber / formatOdometer (spec §9: kilometres, or miles for the US)', () => {
  it.each([
    ['en-AU', 45210, '45,210 km'],
    ['en-NZ', 1000, '1,000 km'],
    ['en-US', 28100, '28,100 mi'],
    ['en-AU', 999, '999 km'],
    ['en-AU', 0, '0 km'],
  ] as const)('%s %s -> %s', (locale, value, expected) => {
    expect(formatOdometer(value, locale)).toBe(expected);
  });

  it('rounds to whole numbers', () => {
    expect(formatWholeNumber(1234.6, 'en-AU')).toBe('1,235');
  });
});

describe('hand-made grouping matches Intl.NumberFormat for every supported locale', () => {
  const values = [
    0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999.5, 12345, 99999, 100000, 123456.49, 999999.5, 1234567, 98765432, -1, -999.5, -1234.4,
    -1234567, 0.4, -0.4,
  ];
  it.each(['en-AU', 'en-NZ', 'en-US'] as const)('%s', (locale) => {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const currency = { 'en-AU': 'AUD', 'en-NZ': 'NZD', 'en-US': 'USD' }[locale];
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const value of values) {
      // Intl writes minus zero as "-0"; a price or count never shows that.
      const expectedWhole = whole.format(value).replace(/^-0$/, '0');
      const expectedMoney = money.format(value).replace(/^-\$0$/, '$0');
      expect([value, formatWholeNumber(value, locale)]).toEqual([value, expectedWhole]);
      expect([value, formatMoney(value, locale)]).toEqual([value, expectedMoney]);
    }
  });
});

describe('formatSignedMoney (a deal sheet: what comes off has a true minus sign)', () => {
  it('puts U+2212 before the dollar sign, and nothing before what is added', () => {
    expect(formatSignedMoney(-21_850, 'en-AU')).toBe('\u2212$21,850');
    expect(formatSignedMoney(41_990, 'en-NZ')).toBe('$41,990');
    expect(formatSignedMoney(0, 'en-US')).toBe('$0');
  });
});

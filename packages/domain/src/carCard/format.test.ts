import { formatMoney, formatWholeNumber, formatOdometer } from './format';

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

import { formatDollars, formatNumber, formatRate, roundTo } from './format';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01], // 1.005 is 1.00499999... in binary: the naive Math.round(x * 100) / 100 gives 1
    [2.675, 2, 2.68],
    [3.048, 2, 3.05],
    [114.5, 0, 115],
    [-114.5, 0, -115],
    [7.0104, 2, 7.01],
    [5.3e-14, 2, 0], // exponent notation in the string form
    [1.5e21, 0, 1.5e21],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567.8, 0, '1,234,568'],
    [7.5, 2, '7.5'],
    [2650, 0, '2,650'],
    [0, 0, '0'],
  ])('formatNumber(%s, %s) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('formatDollars (spec §4: $ and thousands separators, no decimals)', () => {
  it.each([
    [25990, '$25,990'],
    [30000, '$30,000'],
    [0, '$0'],
    [110.5, '$111'],
    [1999999.4, '$1,999,999'],
    [-12.6, '-$13'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatDollars(amount)).toBe(expected);
  });
});

describe('formatRate (spec §9: rates to 2 decimals)', () => {
  it.each([
    [8.5, '8.50%'],
    [9.389019, '9.39%'],
    [10, '10.00%'],
    [6.995, '7.00%'],
  ])('%s -> %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});

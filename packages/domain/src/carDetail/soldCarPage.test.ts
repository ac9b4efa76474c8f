import { carIndexable, soldCarPageStatus } from './soldCarPage';

const now = new Date('2026-11-26T06:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('soldCarPageStatus', () => {
  it.each([
    [{ listed: true, soldAt: daysAgo(20) }, 'listed'],
    [{ listed: false, soldAt: daysAgo(4) }, 'recently-sold'],
    [{ listed: false, soldAt: daysAgo(7) }, 'recently-sold'],
    [{ listed: false, soldAt: daysAgo(7.01) }, 'gone'],
    [{ listed: false, soldAt: null }, 'gone'],
    [{ listed: false, soldAt: 'not a date' }, 'gone'],
  ] as const)('%j -> %s', (car, expected) => {
    expect(soldCarPageStatus(car, now)).toBe(expected);
  });
});

describe('carIndexable (sitemap and vehicle feed)', () => {
  it('keeps cars for sale and cars sold within 7 days, not older sales', () => {
    expect(carIndexable({ status: 'in_stock' }, now)).toBe(true);
    expect(carIndexable({ status: 'sold', soldAt: daysAgo(2) }, now)).toBe(true);
    expect(carIndexable({ status: 'sold', soldAt: daysAgo(8) }, now)).toBe(false);
  });
});

import { marketPriceBadge } from './marketPrice';

const car = (price: number | null, state: number | null | undefined, national: number | null | undefined, offer?: number) => ({
  price,
  offer_price: offer ?? null,
  autograb_data: { state_average_market_price: state, average_market_price: national },
});

describe('marketPriceBadge (spec §5: more than $499 under the average, and below the state average)', () => {
  it.each([
    ['$500 under the state average', car(24_500, 25_000, 30_000), true],
    ['exactly $499 under: not more than $499', car(24_501, 25_000, 30_000), false],
    ['$499.01 under', car(24_500.99, 25_000, 30_000), true],
    ['above the state average', car(26_000, 25_000, 30_000), false],
    ['state average preferred over a higher national one', car(24_800, 25_000, 40_000), false],
    ['state present, national absent', car(20_000, 25_000, null), true],
    // No state average: the national average is the reference, but "below the state average" cannot hold.
    ['no state average, far under national', car(10_000, null, 30_000), false],
    ['state average 0 counts as absent', car(10_000, 0, 30_000), false],
    ['no market data', { price: 10_000 }, false],
    ['no real price', car(10, 25_000, 30_000), false],
    ['the reduced price is the price compared', car(26_000, 25_000, 30_000, 24_000), true],
  ])('%s -> %s', (_name, given, shown) => {
    expect(marketPriceBadge(given).shown).toBe(shown);
  });

  it('gives the amount under and its label', () => {
    expect(marketPriceBadge(car(22_490, 25_000, 26_000))).toEqual({
      shown: true,
      average: 25_000,
      amountUnder: 2_510,
      label: '$2,510 below market average',
    });
  });

  it('rounds the amount to whole dollars', () => {
    expect(marketPriceBadge(car(24_399.6, 25_000, null))).toMatchObject({
      shown: true,
      amountUnder: 600,
      label: '$600 below market average',
    });
  });
});

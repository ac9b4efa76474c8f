import {
  PRICE_RANGE_WIDGET,
  PRICE_RANGE_WIDGET_INITIAL,
  movePriceRangeHandle,
  priceRangeSearchQuery,
  type PriceRangeValue,
} from './priceRangeWidget';

describe('price-range widget (spec §2, §9: 5000 to 250000 step 500)', () => {
  it('has the spec constants', () => {
    expect(PRICE_RANGE_WIDGET).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(PRICE_RANGE_WIDGET_INITIAL).toEqual([5000, 250000]);
  });

  it.each<[string, PriceRangeValue, 'min' | 'max', number, PriceRangeValue]>([
    ['min snaps down', [5000, 250000], 'min', 10240, [10000, 250000]],
    ['min snaps up at half a step', [5000, 250000], 'min', 10250, [10500, 250000]],
    ['min below the widget', [20000, 250000], 'min', 1000, [5000, 250000]],
    ['max above the widget', [5000, 100000], 'max', 300000, [5000, 250000]],
    ['max snaps', [5000, 250000], 'max', 99_740, [5000, 99_500]],
    ['min cannot reach max', [5000, 30000], 'min', 30000, [29500, 30000]],
    ['min cannot pass max', [5000, 30000], 'min', 80000, [29500, 30000]],
    ['max cannot reach min', [30000, 250000], 'max', 30000, [30000, 30500]],
    ['max cannot pass min', [30000, 250000], 'max', 1000, [30000, 30500]],
    ['min one step below max is allowed', [5000, 30000], 'min', 29500, [29500, 30000]],
    ['NaN leaves the value', [10000, 20000], 'min', Number.NaN, [10000, 20000]],
  ])('%s', (_name, value, handle, to, expected) => {
    expect(movePriceRangeHandle(value, handle, to)).toEqual(expected);
  });

  it.each<[PriceRangeValue, string]>([
    [[10000, 50000], 'range%5Bprice%5D=10000%3A50000&sortBy=price_desc'],
    [[5000, 50000], 'range%5Bprice%5D=%3A50000&sortBy=price_desc'],
    [[10000, 250000], 'range%5Bprice%5D=10000%3A&sortBy=price_desc'],
    [[5000, 250000], 'sortBy=price_desc'],
  ])('search query for %j', (value, expected) => {
    expect(priceRangeSearchQuery(value)).toBe(expected);
  });
});

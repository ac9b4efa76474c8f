import { baseRefinementsOf, parseBaseFilter } from './baseFilters';

describe('base search filters', () => {
  it.each([
    ['car_type:used', { attribute: 'car_type', values: ['used'] }],
    [' make : Toyota, Mazda ,', { attribute: 'make', values: ['Toyota', 'Mazda'] }],
    ['manufacturer.name:Kia', { attribute: 'manufacturer.name', values: ['Kia'] }],
  ])('%j parses', (filter, expected) => {
    expect(parseBaseFilter(filter)).toEqual(expected);
  });

  it.each([
    ['car_type', '"car_type" is not attribute:value[,value] (e.g. car_type:used).'],
    [':used', '":used" is not attribute:value[,value] (e.g. car_type:used).'],
    ['make:', '"make:" is not attribute:value[,value] (e.g. car_type:used).'],
    ['colour_code:red', '"colour_code" is not a filter attribute.'],
    ['price:1000', '"price" is not a filter attribute.'],
  ])('%j is refused: %s', (filter, error) => {
    expect(parseBaseFilter(filter)).toEqual({ error });
  });

  it('merges filters on one attribute and skips unusable ones', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(baseRefinementsOf(['make:Toyota', 'nonsense', 'make:Mazda', 'car_type:new,demo'])).toEqual({
      make: ['Toyota', 'Mazda'],
      car_type: ['new', 'demo'],
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

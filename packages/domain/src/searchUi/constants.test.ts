import { FILTER_COLLAPSE_MS, MODEL_FACET_LIMIT, SEARCH_BOX_PLACEHOLDER, SEARCH_DEBOUNCE_MS, SEVEN_SEATER_FILTER } from './constants';

describe('search screen constants (spec §2, §5, §9)', () => {
  it.each([
    ['search debounce', SEARCH_DEBOUNCE_MS, 300],
    ['collapse animation', FILTER_COLLAPSE_MS, 300],
    ['model facet limit', MODEL_FACET_LIMIT, 30],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('search box placeholder and 7 Seater filter', () => {
    expect(SEARCH_BOX_PLACEHOLDER).toBe('Search...');
    expect(SEVEN_SEATER_FILTER).toEqual({ seats: ['7'] });
  });
});

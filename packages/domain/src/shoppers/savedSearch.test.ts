import { SAVED_SEARCH_LABEL_MAX, isSearchPagePath, savedSearchLabel } from './savedSearch';

describe('savedSearchLabel', () => {
  it('is the heading alone when nothing more was chosen', () => {
    expect(savedSearchLabel('Used Cars', {})).toBe('Used Cars');
    expect(savedSearchLabel('  ', {})).toBe('All cars');
  });

  it('leaves out what the heading already says and names the rest in a fixed order', () => {
    expect(
      savedSearchLabel('Used Cars', {
        refinements: { fuel: ['Diesel'], car_type: ['used'], make: ['Toyota'], make_model: ['Toyota > HiLux'] },
      }),
    ).toBe('Used Cars: Toyota HiLux, Diesel');
    expect(savedSearchLabel('Toyota HiLux', { refinements: { make: ['Toyota'], make_model: ['Toyota > HiLux'] } })).toBe('Toyota HiLux');
  });

  it('keeps a make whose models are not named', () => {
    expect(savedSearchLabel('Cars', { refinements: { make: ['Mazda', 'Toyota'], make_model: ['Toyota > HiLux'] } })).toBe(
      'Cars: Mazda, Toyota HiLux',
    );
  });

  it('words price, kilometre and year ranges and the free text', () => {
    expect(
      savedSearchLabel('New Cars', {
        ranges: { price: { min: 20000, max: 40000 }, km: { max: 50000 }, year: { min: 2018 } },
        query: 'sr5',
      }),
    ).toBe('New Cars: $20,000–$40,000 · up to 50,000 km · 2018 or newer · “sr5”');
    expect(savedSearchLabel('Cars', { ranges: { price: { max: 15000 }, year: { min: 2020, max: 2020 }, km: { min: 1000 } } })).toBe(
      'Cars: up to $15,000 · over 1,000 km · 2020',
    );
    expect(savedSearchLabel('Cars', { ranges: { price: { min: 5000 }, year: { max: 2015 } } })).toBe('Cars: from $5,000 · 2015 or older');
  });

  it('names seats and unknown attributes after the known ones', () => {
    expect(savedSearchLabel('Cars', { refinements: { zz_custom: ['Blue'], seats: ['7'] } })).toBe('Cars: 7 seats, Blue');
  });

  it('is at most 120 characters, ending with an ellipsis when cut', () => {
    const label = savedSearchLabel('Used Cars', { refinements: { make: Array.from({ length: 30 }, (_, i) => `Make${i}`) } });
    expect(label).toHaveLength(SAVED_SEARCH_LABEL_MAX);
    expect(label.endsWith('…')).toBe(true);
  });
});

describe('isSearchPagePath', () => {
  it.each(['/search', '/search/used-cars', '/search/toyota/hilux?range%5Bprice%5D=1%3A2', '/search?query=sr5'])('accepts %s', (path) =>
    expect(isSearchPagePath(path)).toBe(true),
  );
  it.each([
    ['another page', '/cars/abc'],
    ['a look-alike', '/searching'],
    ['another host', '//evil.com/search'],
    ['an absolute URL', 'https://evil.com/search'],
    ['a backslash', '/search\\evil'],
    ['a control character', '/search\n'],
    ['too long', `/search?query=${'x'.repeat(2000)}`],
    ['not text', 42],
  ])('refuses %s', (_why, path) => expect(isSearchPagePath(path)).toBe(false));
});

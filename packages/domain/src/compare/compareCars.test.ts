import { COMPARE_MAX, COMPARE_TEXTS, compareHref, compareRows, readCompareSlugs, toggleCompareLimited } from './compareCars';

describe('toggleCompareLimited', () => {
  it('adds and removes a car', () => {
    expect(toggleCompareLimited(['a'], 'b')).toEqual({ list: ['a', 'b'], refused: false });
    expect(toggleCompareLimited(['a', 'b'], 'a')).toEqual({ list: ['b'], refused: false });
  });

  it('refuses a fifth car and keeps the four', () => {
    const four = ['a', 'b', 'c', 'd'];
    expect(COMPARE_MAX).toBe(4);
    expect(toggleCompareLimited(four, 'e')).toEqual({ list: four, refused: true, message: COMPARE_TEXTS.full });
    expect(COMPARE_TEXTS.full).toBe('You can compare up to 4 cars. Remove one to add another.');
  });

  it('still removes from a full list', () => {
    expect(toggleCompareLimited(['a', 'b', 'c', 'd'], 'c')).toEqual({ list: ['a', 'b', 'd'], refused: false });
  });
});

describe('compareHref and readCompareSlugs', () => {
  it('round-trips a list', () => {
    const slugs = ['2021-audi-a3-ct1', '2019-mazda-cx-5-hm2', 'x'];
    expect(compareHref(slugs)).toBe('/compare?cars=2021-audi-a3-ct1,2019-mazda-cx-5-hm2,x');
    expect(readCompareSlugs(new URL(compareHref(slugs), 'http://h').searchParams.get('cars'))).toEqual(slugs);
  });

  it('keeps the first four valid slugs, once each, in order', () => {
    expect(readCompareSlugs('a, B ,a,c,,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(readCompareSlugs(['a,b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it.each([[undefined], [null], [''], ['../etc/passwd'], ['<script>'], ['-a'], ['a_b'], ['%2F']])(
    'drops what is not a slug: %p',
    (value) => {
      expect(readCompareSlugs(value)).toEqual([]);
    },
  );
});

describe('compareRows', () => {
  const row = (key: string, value: string) => ({ key, label: key.toUpperCase(), value });

  it('lines the cars up by key, marking rows that differ', () => {
    const rows = compareRows([
      [row('fuel', 'Petrol'), row('body', 'SUV')],
      [row('fuel', 'petrol '), row('body', 'Ute'), row('seats', '5')],
    ]);
    expect(rows).toEqual([
      { key: 'fuel', label: 'FUEL', values: ['Petrol', 'petrol'], differs: false },
      { key: 'body', label: 'BODY', values: ['SUV', 'Ute'], differs: true },
      { key: 'seats', label: 'SEATS', values: [COMPARE_TEXTS.noValue, '5'], differs: true },
    ]);
  });

  it('marks nothing for a single car', () => {
    expect(compareRows([[row('fuel', 'Petrol')]])).toEqual([{ key: 'fuel', label: 'FUEL', values: ['Petrol'], differs: false }]);
  });

  it('treats a blank value as missing', () => {
    expect(compareRows([[row('vin', ' ')], [row('vin', '')]])[0]).toMatchObject({ values: ['—', '—'], differs: false });
  });
});

import { MAX_PAGE, parseSearchParams, toSearchParams } from './searchParams';

const ok = (raw: string) => {
  const result = parseSearchParams(raw);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.state;
};
const errors = (raw: string) => {
  const result = parseSearchParams(raw);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('parseSearchParams (InstantSearch URL state, spec §2)', () => {
  it('reads query, page, sortBy, refinements and ranges', () => {
    expect(
      ok(
        '?query=hilux&page=2&sortBy=price_desc&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList[make][1]=Mazda&range[price]=10000:30000',
      ),
    ).toEqual({
      query: 'hilux',
      page: 2,
      sort: 'price_desc',
      refinements: { make: ['Toyota', 'Mazda'] },
      ranges: { price: { min: 10000, max: 30000 } },
    });
  });

  it('accepts open-ended ranges and seats by value (7 Seater Cars)', () => {
    expect(ok('range[price]=5000:&range[km]=:100000&refinementList[seats][0]=7')).toEqual({
      refinements: { seats: ['7'] },
      ranges: { price: { min: 5000 }, km: { max: 100000 } },
    });
  });

  it('ignores empty values and duplicates', () => {
    expect(ok('query=%20%20&refinementList[make][0]=&refinementList[make][1]=Ford&refinementList[make][2]=Ford')).toEqual({
      refinements: { make: ['Ford'] },
    });
  });

  it.each([
    ['refinementList[password][0]=x', 'refinementList[password]', 'password is not a filter.'],
    ['range[make]=1:2', 'range[make]', 'make cannot be filtered by a range.'],
    ['range[price]=abc:', 'range[price]', 'range[price] min and max must be numbers.'],
    ['range[price]=30000:10000', 'range[price]', 'range[price] min must not be greater than max.'],
    ['range[price]=:', 'range[price]', 'range[price] needs a minimum, a maximum or both.'],
    ['range[price]=1:2:3', 'range[price]', 'range[price] must be min:max, e.g. 10000:30000.'],
    ['page=0', 'page', `page must be a whole number from 1 to ${MAX_PAGE}.`],
    ['page=10000', 'page', `page must be a whole number from 1 to ${MAX_PAGE}.`],
    ['page=2.5', 'page', `page must be a whole number from 1 to ${MAX_PAGE}.`],
    ['sortBy=drop_table', 'sortBy', 'sortBy must be one of relevance, price_asc, price_desc, year_desc, year_asc, km_asc, newest.'],
    ['hack=1', 'hack', 'Unknown search parameter "hack".'],
  ])('%s is refused with a reason', (raw, field, message) => {
    expect(errors(raw)[field]).toBe(message);
  });

  it('refuses a 5 KB query string outright', () => {
    expect(errors(`query=${'a'.repeat(5 * 1024)}`)).toEqual({ query: 'The search is too long (more than 2048 characters).' });
  });
});

describe('toSearchParams', () => {
  it('round-trips through parseSearchParams', () => {
    const state = {
      query: 'cx-5 maxx',
      refinements: { make: ['Mazda'], body: ['suv', 'wagon'] },
      ranges: { price: { min: 10000 }, year: { min: 2018, max: 2024 } },
      sort: 'km_asc' as const,
      page: 3,
    };
    expect(ok(toSearchParams(state))).toEqual(state);
  });

  it('leaves out the defaults: page 1 and relevance', () => {
    expect(toSearchParams({ page: 1, sort: 'relevance' })).toBe('');
  });
});

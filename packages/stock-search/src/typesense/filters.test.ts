import { CARS, daysBefore, fixture, NOW } from '../../test/fixtures/cars';
import { normalizeQuery } from '../normalizeQuery';
import type { StockQuery } from '../port';
import {
  allOf,
  availabilityFilter,
  MATCH_NOTHING,
  quote,
  rangeFilters,
  refinementFilter,
  renderNumber,
  scopeFilters,
  searchFilter,
} from './filters';
import { toDocument } from './schema';

const normalized = (query: Partial<StockQuery> = {}) =>
  normalizeQuery({ scope: { tenant: 'coastline', soldListingDays: 3 }, now: NOW, ...query });

/** The filter with every backtick-quoted value removed: what Typesense reads as syntax. */
const syntaxOf = (filter: string) => filter.replace(/`[^`]*`/g, 'V');

describe('quote', () => {
  it('wraps a value in backticks, operators and brackets included', () => {
    expect(quote('Toyota')).toBe('`Toyota`');
    expect(quote('a && b || (c) [d], e')).toBe('`a && b || (c) [d], e`');
  });

  it('refuses values it cannot quote safely: backticks, backslashes, the empty string', () => {
    expect(quote('a`&&tenant:=other')).toBeNull();
    expect(quote('a\\')).toBeNull();
    expect(quote('')).toBeNull();
  });
});

describe('renderNumber', () => {
  it('writes plain digits, never an exponent', () => {
    expect(renderNumber(7)).toBe('7');
    expect(renderNumber(-12.5)).toBe('-12.5');
    expect(renderNumber(1e21)).toBe('1000000000000000000000');
    expect(renderNumber(1e-7)).toBe('0.0000001');
    expect(renderNumber(-1.5e-9)).toBe('-0.0000000015');
    expect(Number(renderNumber(1.2345e-20))).toBe(1.2345e-20);
    expect(() => renderNumber(Number.NaN)).toThrow();
  });
});

describe('refinementFilter', () => {
  it('matches any of the values exactly, with the Typesense field name', () => {
    const [make] = normalized({ refinements: { make: ['Toyota', 'Mazda'] } }).refinements;
    expect(refinementFilter(make!)).toBe('make:=[`Toyota`,`Mazda`]');
    const [dotted] = normalized({ refinements: { 'manufacturer.name': ['Mazda'] } }).refinements;
    expect(refinementFilter(dotted!)).toBe('manufacturer_name:=[`Mazda`]');
  });

  it('refines numbers by value; a fraction never equals a whole-number field', () => {
    const [seats] = normalized({ refinements: { seats: ['7', '5', '7.5'] } }).refinements;
    expect(refinementFilter(seats!)).toBe('seats:=[7,5]');
    const [fraction] = normalized({ refinements: { seats: ['7.5'] } }).refinements;
    expect(refinementFilter(fraction!)).toBe(MATCH_NOTHING);
  });

  it('drops values that cannot be quoted; with none left it matches nothing', () => {
    const [mixed] = normalized({ refinements: { make: ['a`&&tenant:=other', 'Toyota'] } }).refinements;
    expect(refinementFilter(mixed!)).toBe('make:=[`Toyota`]');
    const [hostile] = normalized({ refinements: { make: ['a`&&tenant:=`other`||tenant:=`x'] } }).refinements;
    expect(refinementFilter(hostile!)).toBe(MATCH_NOTHING);
  });
});

describe('rangeFilters', () => {
  const range = (attribute: string, min?: number, max?: number) => normalized({ ranges: { [attribute]: { min, max } } }).ranges[0]!;

  it('is inclusive at both ends and may be open-ended', () => {
    expect(rangeFilters(range('price', 20_000, 30_000))).toEqual(['price:>=20000', 'price:<=30000']);
    expect(rangeFilters(range('year', 2020))).toEqual(['year:>=2020']);
    expect(rangeFilters(range('km', undefined, 50_000))).toEqual(['km:<=50000']);
  });

  it('rounds fractional bounds inwards on whole-number fields, keeps them on float fields', () => {
    expect(rangeFilters(range('km', 10.5, 99.5))).toEqual(['km:>=11', 'km:<=99']);
    expect(rangeFilters(range('price', 10.5))).toEqual(['price:>=10.5']);
    expect(rangeFilters(range('km', 10.2, 10.8))).toEqual([MATCH_NOTHING]);
  });

  it('clamps bounds beyond anything indexable, or matches nothing when they exclude every value', () => {
    expect(rangeFilters(range('price', -1e300, 1e300))).toEqual([
      'price:>=-340282346638528859811704183484516925440',
      'price:<=340282346638528859811704183484516925440',
    ]);
    expect(rangeFilters(range('km', 1e300))).toEqual([MATCH_NOTHING]);
    expect(rangeFilters(range('km', undefined, -1e300))).toEqual([MATCH_NOTHING]);
  });
});

describe('availabilityFilter', () => {
  const since = (filter: string) => Number(/sold_date_timestamp:>=(-?\d+)/.exec(filter)?.[1]);

  it('lists shown cars in stock or coming soon, or sold since the window opened', () => {
    const filter = availabilityFilter(NOW, 3);
    expect(filter).toBe(
      `show_on_dealer_website:=true && (status:=[\`in_stock\`,\`coming_soon\`] || (status:=\`sold\` && sold_date_timestamp:>=${Math.floor(daysBefore(3).getTime() / 1000)}))`,
    );
  });

  it('judges the window at `now` in the same epoch seconds the documents hold', () => {
    const cutoff = since(availabilityFilter(NOW, 3));
    expect(toDocument(fixture(CARS.soldYesterday)).sold_date_timestamp).toBeGreaterThanOrEqual(cutoff);
    expect(toDocument(fixture(CARS.soldTenDaysAgo)).sold_date_timestamp).toBeLessThan(cutoff);
    expect(toDocument(fixture(CARS.soldTenDaysAgo)).sold_date_timestamp).toBeGreaterThanOrEqual(since(availabilityFilter(NOW, 14)));
    // Three days later yesterday's sale has left the window.
    expect(toDocument(fixture(CARS.soldYesterday)).sold_date_timestamp).toBeLessThan(since(availabilityFilter(daysBefore(-3), 3)));
    expect(since(availabilityFilter(NOW, 0))).toBe(Math.floor(NOW.getTime() / 1000));
  });
});

describe('scope and search filters', () => {
  it('scopes to the tenant and its base refinements', () => {
    const query = normalized({ scope: { tenant: 'coastline', soldListingDays: 3, baseRefinements: { car_type: ['used'] } } });
    expect(scopeFilters(query.tenant, query.base)).toEqual(['tenant:=`coastline`', 'car_type:=[`used`]']);
    expect(scopeFilters('a`b', [])).toEqual([MATCH_NOTHING]);
  });

  it('ANDs every clause in brackets: tenant, base, availability, ranges, refinements', () => {
    const query = normalized({
      scope: { tenant: 'coastline', soldListingDays: 3, baseRefinements: { car_type: ['used'] } },
      refinements: { make: ['Toyota'], body: ['SUV'] },
      ranges: { price: { min: 1000 } },
    });
    expect(searchFilter(query)).toBe(
      allOf(['tenant:=`coastline`', 'car_type:=[`used`]', availabilityFilter(NOW, 3), 'price:>=1000', 'make:=[`Toyota`]', 'body:=[`SUV`]']),
    );
  });

  it("leaves out only the named attribute's shopper refinement (disjunctive facets), never the base one", () => {
    const query = normalized({
      scope: { tenant: 'coastline', soldListingDays: 3, baseRefinements: { make: ['Toyota'] } },
      refinements: { make: ['Mazda'], body: ['SUV'] },
    });
    const withoutMake = searchFilter(query, 'make');
    expect(withoutMake).toContain('(make:=[`Toyota`])');
    expect(withoutMake).not.toContain('Mazda');
    expect(withoutMake).toContain('(body:=[`SUV`])');
  });

  it('no refinement value can break out of its quotes or reach another tenant', () => {
    const hostile = [
      'a`&&tenant:=other',
      'x` || tenant:=`summit',
      'Toyota) || (tenant:=summit',
      'Toyota] || tenant:[summit',
      'a\\` || tenant:=`summit',
      'Toyota && show_on_dealer_website:=false',
    ];
    const query = normalized({ refinements: { make: hostile, model: ['HiLux'] } });
    const filter = searchFilter(query);
    const syntax = syntaxOf(filter);
    // Outside the quotes: one tenant clause, no summit, no other, and only the availability rule's OR.
    expect(syntax.match(/tenant:/g)).toHaveLength(1);
    expect(syntax).not.toMatch(/summit|other/);
    expect(syntax.match(/\|\|/g)).toHaveLength(1);
    expect(syntax).toBe(syntaxOf(searchFilter(normalized({ refinements: { make: ['A', 'B', 'C'], model: ['HiLux'] } }))));
    // The quotable ones are kept as data; the ones with a backtick or backslash are dropped.
    expect(filter).toContain('`Toyota) || (tenant:=summit`');
    expect(filter).not.toContain('other');
  });

  it('a refinement whose every value is hostile matches nothing, still inside the tenant', () => {
    const filter = searchFilter(normalized({ refinements: { make: ['a`&&tenant:=other'] } }));
    expect(filter.startsWith('(tenant:=`coastline`) && ')).toBe(true);
    expect(filter).toContain(`(${MATCH_NOTHING})`);
  });
});

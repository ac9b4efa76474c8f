import { mergeRefinements, pathSearch, searchLocation, splitMakeModel, toggleRefinement } from './searchPath';

const facets = {
  make: [
    { value: 'Toyota', count: 40 },
    { value: 'Mercedes-Benz', count: 3 },
  ],
  make_model: [
    { value: 'Toyota > HiLux', count: 10 },
    { value: 'Toyota > RAV4', count: 8 },
    { value: 'Mercedes-Benz > C-Class', count: 3 },
  ],
  body: [
    { value: 'SUV', count: 20 },
    { value: 'Ute', count: 9 },
  ],
  item_type: [{ value: 'caravan', count: 4 }],
  categories: [{ value: '7 Seaters', count: 5 }],
};

describe('pathSearch (spec §2 search routes)', () => {
  it.each([
    ['/search/used-cars', { car_type: 'used' }, 'Used Cars', { car_type: ['used'] }, 'Used Cars'],
    ['/search/new-and-demo-cars', { car_type: 'new,demo' }, 'New and Demo Cars', { car_type: ['new', 'demo'] }, 'New and Demo Cars'],
    ['/search/7-seater-cars: seats equal to 7', { seats: '7' }, '7 Seater Cars', { seats: ['7'] }, '7 Seater Cars'],
    ['/search/suv-cars: a body type', { type: 'suv' }, 'Suv Cars', { body: ['SUV'] }, 'SUV Cars'],
    ['/search/utes-cars: plural slug', { type: 'utes' }, 'Utes Cars', { body: ['Ute'] }, 'Ute Cars'],
    ['/search/caravan-cars: a leisure item type', { type: 'caravan' }, 'Caravan Cars', { item_type: ['caravan'] }, 'Caravans'],
    ['/search/toyota', { make: 'toyota' }, 'Toyota Cars', { make: ['Toyota'] }, 'Toyota Cars'],
    ['/search/mercedes-benz: hyphenated make', { make: 'mercedes-benz' }, 'x', { make: ['Mercedes-Benz'] }, 'Mercedes-Benz Cars'],
    [
      '/search/toyota/hilux: stocked spelling',
      { make: 'toyota', model: 'hilux' },
      'Toyota Hilux',
      { make: ['Toyota'], make_model: ['Toyota > HiLux'] },
      'Toyota HiLux',
    ],
    [
      '/search/mercedes-benz/c-class',
      { make: 'mercedes-benz', model: 'c-class' },
      'x',
      { make: ['Mercedes-Benz'], make_model: ['Mercedes-Benz > C-Class'] },
      'Mercedes-Benz C-Class',
    ],
    ['/search/lotus: a make not in stock still searches it', { make: 'lotus' }, 'Lotus Cars', { make: ['Lotus'] }, 'Lotus Cars'],
    ['/search: nothing from the path', {}, 'Search Cars', {}, 'Search Cars'],
  ])('%s', (_name, params, defaultTitle, refinements, title) => {
    expect(pathSearch(params, defaultTitle, facets)).toEqual({ refinements, title });
  });

  it('is null for a {type}-cars slug the tenant does not stock', () => {
    expect(pathSearch({ type: 'spaceship' }, 'Spaceship Cars', facets)).toBeNull();
  });
});

describe('searchLocation: the URL of a state', () => {
  it('keeps the path and moves the rest to the query string', () => {
    expect(searchLocation('/search/used-cars', { car_type: ['used'] }, { car_type: ['used'], make: ['Toyota'] })).toEqual({
      pathname: '/search/used-cars',
      refinements: { make: ['Toyota'] },
    });
  });
  it('leaves the path for /search when a path refinement changes', () => {
    expect(searchLocation('/search/used-cars', { car_type: ['used'] }, { car_type: ['used', 'demo'] })).toEqual({
      pathname: '/search',
      refinements: { car_type: ['used', 'demo'] },
    });
    expect(searchLocation('/search/toyota', { make: ['Toyota'] }, {})).toEqual({ pathname: '/search', refinements: {} });
  });
  it('a path without refinements always stays', () => {
    expect(searchLocation('/search', {}, { make: ['Kia'] })).toEqual({ pathname: '/search', refinements: { make: ['Kia'] } });
  });
});

describe('refinements', () => {
  it('merges path refinements over the query string', () => {
    expect(mergeRefinements({ car_type: ['used'] }, { car_type: ['new'], make: ['Kia'] })).toEqual({ car_type: ['used'], make: ['Kia'] });
  });
  it('toggles values and removes emptied attributes', () => {
    expect(toggleRefinement({}, 'make', 'Kia')).toEqual({ make: ['Kia'] });
    expect(toggleRefinement({ make: ['Kia', 'Mazda'] }, 'make', 'Kia')).toEqual({ make: ['Mazda'] });
    expect(toggleRefinement({ body: ['SUV'] }, 'body', 'SUV')).toEqual({});
  });
  it('unticking a make drops its models only', () => {
    expect(toggleRefinement({ make: ['Toyota', 'Kia'], make_model: ['Toyota > HiLux', 'Kia > Sportage'] }, 'make', 'Toyota')).toEqual({
      make: ['Kia'],
      make_model: ['Kia > Sportage'],
    });
  });
  it('splits make_model values', () => {
    expect(splitMakeModel('Mercedes-Benz > C-Class')).toEqual({ make: 'Mercedes-Benz', model: 'C-Class' });
  });
});

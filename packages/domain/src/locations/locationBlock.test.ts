import { locationsForBlock, type LocationBlock } from './locationBlock';

const L = [
  { id: 1, name: 'Toyota sales', type: 'sales', primary: true },
  { id: 2, name: 'Toyota service', type: 'service', primary: false },
  { id: 3, name: 'Mazda sales', type: 'sales', primary: false },
  { id: 4, name: 'Parts centre', type: 'parts', primary: false },
  { id: 5, name: 'Untyped', type: null, primary: false },
];
const names = (block: LocationBlock, list = L) => locationsForBlock(list, block).map((l) => l.name);

describe('locationsForBlock (spec §2 location blocks)', () => {
  it.each([
    ['primary', ['Toyota sales']],
    ['sales', ['Toyota sales', 'Mazda sales']],
    ['service', ['Toyota service']],
    ['parts', ['Parts centre']],
    ['service-and-parts', ['Toyota service', 'Parts centre']],
    ['all', ['Toyota sales', 'Toyota service', 'Mazda sales', 'Parts centre', 'Untyped']],
  ] as const)('%s in a grid shows %j', (show, expected) => expect(names({ show, layout: 'grid' })).toEqual(expected));

  it('one shows the location by id, and nothing for an id it does not have', () => {
    expect(names({ show: 'one', layout: 'card', locationId: 4 })).toEqual(['Parts centre']);
    expect(names({ show: 'one', layout: 'grid', locationId: 99 })).toEqual([]);
  });

  it('a card shows the first match only; primary falls back to the first location when none is marked', () => {
    expect(names({ show: 'sales', layout: 'card' })).toEqual(['Toyota sales']);
    expect(
      names(
        { show: 'primary', layout: 'carousel' },
        L.map((l) => ({ ...l, primary: false })),
      ),
    ).toEqual(['Toyota sales']);
  });
});

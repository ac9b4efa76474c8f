import { advertisedPrice, isCarAvailable, isCarSold, itemTypeOf, vehicleWord } from './vehicle';

describe('isCarAvailable (spec §4: in_stock and coming_soon are available)', () => {
  it.each([
    ['in_stock', undefined, true],
    ['coming_soon', null, true],
    ['sold', undefined, false],
    ['archived', undefined, false], // other statuses: not shown in the spec, so not available
    ['in_stock', true, false], // sold flag wins over a stale status
  ])('status %s, sold %s -> %s', (status, sold, expected) => {
    expect(isCarAvailable({ status, sold })).toBe(expected);
  });
});

describe('isCarSold', () => {
  it.each([
    ['sold', false, true],
    ['in_stock', true, true],
    ['in_stock', false, false],
    ['coming_soon', null, false],
  ])('status %s, sold %s -> %s', (status, sold, expected) => {
    expect(isCarSold({ status, sold })).toBe(expected);
  });
});

describe('vehicleWord / itemTypeOf', () => {
  it.each([
    ['caravan', 'caravan'],
    ['motorcycle', 'motorcycle'],
    ['car', 'car'],
    [null, 'car'],
    [undefined, 'car'],
    ['boat', 'car'],
  ])('%s -> %s', (itemType, expected) => {
    expect(vehicleWord(itemType)).toBe(expected);
    expect(itemTypeOf(itemType)).toBe(expected);
  });
});

describe('advertisedPrice (spec §4 step 2, §9: real only over $10)', () => {
  it.each([
    [{ price: 25_990 }, 25_990],
    [{ price: 25_990, offer_price: 24_990 }, 24_990],
    [{ price: 25_990, offer_price: 10 }, 25_990], // an offer of $10 is not a real price
    [{ price: 11 }, 11],
    [{ price: 10 }, null],
    [{ price: 0 }, null],
    [{ price: null, offer_price: null }, null],
    [{ price: Number.NaN }, null],
  ])('%j -> %s', (car, expected) => {
    expect(advertisedPrice(car)).toBe(expected);
  });
});

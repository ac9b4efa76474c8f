import { mergeSiteConfig, type ConfigLayer } from '../config/siteConfig';
import type { CardCar } from './cardCar';
import { FAVOURITE_ADDED_EVENT, compareFavouriteControl, toggleCompare, toggleFavourite } from './controls';
import { testCar } from './testCar';

const garage: ConfigLayer = { features: { garage: true }, settings: { storeFavourites: false } };
const store: ConfigLayer = { features: { garage: false }, settings: { storeFavourites: true } };
const noStore: ConfigLayer = { features: { garage: false }, settings: { storeFavourites: false } };

describe('compareFavouriteControl visibility (spec §5)', () => {
  it.each<[string, Partial<CardCar>, ConfigLayer, boolean]>([
    ['sold: hidden even with store favourites', { status: 'sold' }, store, false],
    ['coming soon: hidden', { status: 'coming_soon' }, store, false],
    ['sold with garage: hidden', { status: 'sold' }, garage, false],
    ['garage, price and images: shown', {}, garage, true],
    ['garage, price 1: shown', { price: 1 }, garage, true],
    ['garage, price 0: hidden', { price: 0 }, garage, false],
    ['garage, negative price: hidden', { price: -1 }, garage, false],
    ['garage, no price: hidden', { price: null }, garage, false],
    ['garage, no images: hidden', { images: [] }, garage, false],
    ['no garage, store favourites: shown', {}, store, true],
    ['no garage, store favourites, price 0 and no images: shown', { price: 0, images: [] }, store, true],
    ['no garage, no store favourites: hidden', {}, noStore, false],
  ])('%s', (_name, overrides, layer, visible) => {
    expect(compareFavouriteControl(testCar(overrides), mergeSiteConfig(layer)).visible).toBe(visible);
  });

  it.each([
    [true, 'favourite'],
    [false, 'compare'],
  ] as const)('favourites feature %s -> %s control', (favourites, control) => {
    expect(compareFavouriteControl(testCar(), mergeSiteConfig(store, { features: { favourites } })).control).toBe(control);
  });
});

describe('toggleCompare / toggleFavourite (spec §4)', () => {
  it('toggles a car in and out of the compare list without mutating it', () => {
    const list = [1, 2];
    expect(toggleCompare(list, 3)).toEqual([1, 2, 3]);
    expect(toggleCompare(list, 1)).toEqual([2]);
    expect(list).toEqual([1, 2]);
  });

  it('fires event 39 when a favourite is added, nothing when removed', () => {
    expect(FAVOURITE_ADDED_EVENT).toBe(39);
    expect(toggleFavourite(['a'], 'b')).toEqual({ list: ['a', 'b'], added: true, analyticsEvent: 39 });
    expect(toggleFavourite(['a', 'b'], 'a')).toEqual({ list: ['b'], added: false, analyticsEvent: null });
  });
});

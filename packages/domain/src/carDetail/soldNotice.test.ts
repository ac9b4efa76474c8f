import { soldNotice, soldNoticeText } from './soldNotice';

describe('soldNotice (spec §2: the SOLD notice with the vehicle word)', () => {
  it.each([
    ['car', 'Unfortunately this car recently sold.', "But don't worry, we can help you find a similar car!"],
    [null, 'Unfortunately this car recently sold.', "But don't worry, we can help you find a similar car!"],
    ['caravan', 'Unfortunately this caravan recently sold.', "But don't worry, we can help you find a similar caravan!"],
    ['motorcycle', 'Unfortunately this motorcycle recently sold.', "But don't worry, we can help you find a similar motorcycle!"],
  ])('%s', (itemType, heading, body) => {
    expect(soldNotice({ status: 'sold', item_type: itemType })).toEqual({ heading, body });
    expect(soldNoticeText(itemType)).toEqual({ heading, body });
  });

  it.each([
    [{ status: 'in_stock' }, false],
    [{ status: 'coming_soon' }, false],
    [{ status: 'in_stock', sold: true }, true],
    [{ status: 'sold' }, true],
  ])('%j -> shown %s', (car, shown) => {
    expect(soldNotice(car) !== null).toBe(shown);
  });
});

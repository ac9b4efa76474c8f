import { PROMO_POSITIONS, interleavePromos, type ResultItem } from './promoSlots';

const hits = (n: number) => Array.from({ length: n }, (_, i) => `car${i + 1}`);
/** 1-based positions of the promos in the list. */
const promoPositions = (items: ResultItem<string, string>[]) =>
  items.flatMap((item, index) => (item.kind === 'promo' ? [`${item.promo}@${index + 1}`] : []));

describe('interleavePromos (spec §2, §9: promo tiles at positions 8 and 17)', () => {
  it('uses positions 8 and 17', () => {
    expect(PROMO_POSITIONS).toEqual([8, 17]);
  });

  it.each<[string, number, string[], string[], number]>([
    ['full page, two promos', 21, ['A', 'B'], ['A@8', 'B@17'], 23],
    ['full page, one promo', 21, ['A'], ['A@8'], 22],
    ['full page, three promos: the third is left out', 21, ['A', 'B', 'C'], ['A@8', 'B@17'], 23],
    ['no promos', 21, [], [], 21],
    ['6 hits: no room for position 8', 6, ['A', 'B'], [], 6],
    ['7 hits: the promo ends the list at 8', 7, ['A', 'B'], ['A@8'], 8],
    ['14 hits: position 17 not reached', 14, ['A', 'B'], ['A@8'], 15],
    ['15 hits: the second promo ends the list at 17', 15, ['A', 'B'], ['A@8', 'B@17'], 17],
    ['no hits: nothing at all', 0, ['A', 'B'], [], 0],
  ])('%s', (_name, count, promos, expected, length) => {
    const items = interleavePromos(hits(count), promos);
    expect(promoPositions(items)).toEqual(expected);
    expect(items).toHaveLength(length);
  });

  it('keeps the hits in order around the promos', () => {
    const items = interleavePromos(hits(9), ['A']);
    expect(items.map((item) => (item.kind === 'car' ? item.hit : item.promo))).toEqual([
      'car1',
      'car2',
      'car3',
      'car4',
      'car5',
      'car6',
      'car7',
      'A',
      'car8',
      'car9',
    ]);
  });

  it('takes other positions, in any order', () => {
    expect(promoPositions(interleavePromos(hits(5), ['A', 'B'], [3, 1]))).toEqual(['A@1', 'B@3']);
  });
});

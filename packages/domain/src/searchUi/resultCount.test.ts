import { RESULT_COUNT_CAP, displayedResultCount, showMeCarsLabel } from './resultCount';

describe('displayedResultCount (spec §9: counts above 1999 are replaced)', () => {
  const facets = [{ count: 1500 }, { count: 900 }, { count: 120 }];
  it.each<[string, number, Parameters<typeof displayedResultCount>[1], number]>([
    ['1999 is kept', 1999, { stockTotal: 3000, facetCounts: facets }, 1999],
    ['2000 becomes the stock total', 2000, { stockTotal: 3000, facetCounts: facets }, 3000],
    ['the stock total comes before facet counts', 2500, { stockTotal: 2600, facetCounts: facets }, 2600],
    ['without a stock total, the summed facet counts', 2000, { stockTotal: null, facetCounts: facets }, 2520],
    ['empty facets and no total: the count', 2000, { facetCounts: [] }, 2000],
    ['no fallbacks: the count', 5000, undefined, 5000],
    ['small counts are kept', 21, { stockTotal: 3000 }, 21],
    ['zero is kept', 0, { stockTotal: 3000 }, 0],
  ])('%s', (_name, count, fallbacks, expected) => {
    expect(displayedResultCount(count, fallbacks)).toBe(expected);
  });

  it('caps at 1999', () => {
    expect(RESULT_COUNT_CAP).toBe(1999);
  });
});

describe('showMeCarsLabel (spec §2: Show Me N cars)', () => {
  it.each([
    [21, 'en-AU', 'Show Me 21 cars'],
    [0, 'en-AU', 'Show Me 0 cars'],
    [1, 'en-AU', 'Show Me 1 cars'],
    [2345, 'en-NZ', 'Show Me 2,345 cars'],
    [1999, 'en-US', 'Show Me 1,999 cars'],
  ] as const)('%s %s', (count, locale, expected) => {
    expect(showMeCarsLabel(count, locale)).toBe(expected);
  });
});

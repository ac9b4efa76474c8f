import { featureListView, featureNames, specListView } from './lists';

const range = (n: number) => Array.from({ length: n }, (_, i) => `item ${i + 1}`);

describe('specListView (spec §4: first 4, then Show More / Show Less)', () => {
  it.each([
    [0, false, 0, 0, null],
    [4, false, 4, 0, null],
    [5, false, 4, 1, 'Show More'],
    [12, false, 4, 8, 'Show More'],
    [12, true, 12, 0, 'Show Less'],
    [3, true, 3, 0, null],
  ])('%s rows, expanded %s -> %s shown, %s hidden, toggle %s', (count, expanded, shown, hidden, toggle) => {
    const view = specListView(range(count), expanded);
    expect(view.items).toHaveLength(shown);
    expect(view.hiddenCount).toBe(hidden);
    expect(view.toggleLabel).toBe(toggle);
  });

  it('keeps the first rows in order', () => {
    expect(specListView(range(6), false).items).toEqual(['item 1', 'item 2', 'item 3', 'item 4']);
  });
});

describe('featureListView (spec §4: 8 until Show All is pressed)', () => {
  it.each([
    [8, false, 8, 0, null],
    [9, false, 8, 1, 'Show All'],
    [20, false, 8, 12, 'Show All'],
    [20, true, 20, 0, null], // no collapse back once shown
  ])('%s features, showAll %s -> %s shown, %s hidden, toggle %s', (count, showAll, shown, hidden, toggle) => {
    const view = featureListView(range(count), showAll);
    expect(view.items).toHaveLength(shown);
    expect(view.hiddenCount).toBe(hidden);
    expect(view.toggleLabel).toBe(toggle);
  });

  it('counts only real features: blanks and "null" do not take a place', () => {
    const features = [...range(8), '', 'null', '  ', null];
    expect(featureListView(features, false)).toEqual({ items: range(8), hiddenCount: 0, toggleLabel: null });
  });
});

describe('featureNames', () => {
  it('reads CMS rows and strings alike', () => {
    expect(featureNames([{ item: ' Sunroof ' }, 'Bluetooth', { item: null }, { item: 'null' }])).toEqual(['Sunroof', 'Bluetooth']);
    expect(featureNames(null)).toEqual([]);
  });
});

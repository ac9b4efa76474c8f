import {
  SEARCH_HISTORY_LIMIT,
  addToSearchHistory,
  parseSearchHistory,
  removeFromSearchHistory,
  type SearchHistoryEntry,
} from './searchHistory';

const entry = (path: string, filters: Record<string, string[]> = {}): SearchHistoryEntry => ({ path, filters });
const paths = (history: SearchHistoryEntry[]) => history.map((item) => item.path);

describe('search history (spec §3, §9: keeps the last 5)', () => {
  it('keeps 5', () => {
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
  });

  it('puts the newest first', () => {
    expect(paths(addToSearchHistory([entry('/search/a')], entry('/search/b')))).toEqual(['/search/b', '/search/a']);
  });

  it.each([
    [4, ['/search/new', '/search/3', '/search/2', '/search/1', '/search/0']],
    [5, ['/search/new', '/search/4', '/search/3', '/search/2', '/search/1']],
  ])('with %s entries, adding keeps the newest 5', (count, expected) => {
    const history = Array.from({ length: count }, (_, i) => entry(`/search/${i}`)).reverse();
    expect(paths(addToSearchHistory(history, entry('/search/new')))).toEqual(expected);
  });

  it('moves a repeated search to the front instead of repeating it', () => {
    const history = [entry('/search/b'), entry('/search', { make: ['Mazda', 'Toyota'], body: ['SUV'] }), entry('/search/a')];
    const again = entry('/search', { body: ['SUV'], make: ['Toyota', 'Mazda'] });
    const result = addToSearchHistory(history, again);
    expect(result).toHaveLength(3);
    expect(result[0]).toBe(again);
    expect(paths(result)).toEqual(['/search', '/search/b', '/search/a']);
  });

  it('tells different filters on one path apart; empty value lists do not count', () => {
    const history = [entry('/search', { make: ['Mazda'] })];
    expect(addToSearchHistory(history, entry('/search', { make: ['Toyota'] }))).toHaveLength(2);
    expect(addToSearchHistory(history, entry('/search', { make: ['Mazda'], body: [] }))).toHaveLength(1);
  });

  it('does not mutate the history', () => {
    const history = [entry('/search/a')];
    addToSearchHistory(history, entry('/search/b'));
    expect(history).toEqual([entry('/search/a')]);
  });

  it('removes an entry', () => {
    expect(paths(removeFromSearchHistory([entry('/search/a'), entry('/search/b')], entry('/search/a')))).toEqual(['/search/b']);
  });
});

describe('parseSearchHistory (what device storage held)', () => {
  it.each<[string, unknown, string[]]>([
    ['not an array', { path: '/search' }, []],
    ['null', null, []],
    [
      'invalid entries dropped',
      [entry('/search/a'), { path: 5, filters: {} }, { path: '/x', filters: { make: [1] } }, { path: 'no-slash', filters: {} }, 'text'],
      ['/search/a'],
    ],
    [
      'filters must be an object of string lists',
      [
        { path: '/a', filters: [] },
        { path: '/b', filters: { make: 'Mazda' } },
      ],
      [],
    ],
    ['duplicates removed', [entry('/a'), entry('/a'), entry('/b')], ['/a', '/b']],
    ['at most 5', ['/1', '/2', '/3', '/4', '/5', '/6'].map((p) => entry(p)), ['/1', '/2', '/3', '/4', '/5']],
  ])('%s', (_name, raw, expected) => {
    expect(paths(parseSearchHistory(raw))).toEqual(expected);
  });
});

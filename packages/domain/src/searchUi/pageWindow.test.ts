import { pageWindow } from './pageWindow';

describe('pageWindow: page links under the results', () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, null, 20]],
    [5, 20, [1, null, 3, 4, 5, 6, 7, null, 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, null, 20]],
    [20, 20, [1, null, 18, 19, 20]],
    [18, 20, [1, null, 16, 17, 18, 19, 20]],
  ])('page %i of %i', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

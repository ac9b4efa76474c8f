import { REVIEWS_MINIMUM_RATING, reviewSummary, reviewsShown, starsOf } from './reviewSummary';

describe('reviewSummary (spec §3: count and average as a string, one decimal)', () => {
  it('averages to one decimal', () => {
    expect(reviewSummary([5, 4, 4, 5, 5])).toEqual({ count: 5, averageRating: '4.6' });
    expect(reviewSummary([5, 4])).toEqual({ count: 2, averageRating: '4.5' });
    expect(reviewSummary([4, 4, 5, 5, 4, 5, 4, 5, 4, 4, 5, 4, 4, 5, 4, 5, 5, 5, 4, 4])).toEqual({ count: 20, averageRating: '4.5' });
    expect(reviewSummary([3])).toEqual({ count: 1, averageRating: '3.0' });
  });

  it('ignores what is not a rating, and has nothing to say without ratings', () => {
    expect(reviewSummary([5, 0, 6, Number.NaN])).toEqual({ count: 1, averageRating: '5.0' });
    expect(reviewSummary([])).toBeNull();
  });
});

describe('reviewsShown (spec §5: the average exceeds the minimum, 4 by default, and reviews are not hidden)', () => {
  it.each([
    [[5, 4, 5], {}, true],
    [[4, 4, 4], {}, false],
    [[5, 4, 5], { hidden: true }, false],
    [[5, 4, 5], { minimumRating: 4.7 }, false],
    [[5, 5, 5], { minimumRating: 4.7 }, true],
    [[], {}, false],
  ] as const)('%j with %j -> %s', (ratings, settings, expected) => {
    expect(reviewsShown(reviewSummary(ratings), settings)).toBe(expected);
  });

  it('defaults the minimum to 4', () => {
    expect(REVIEWS_MINIMUM_RATING).toBe(4);
  });
});

describe('starsOf', () => {
  it.each([
    [4.6, { full: 4, half: true, empty: 0 }],
    [4.4, { full: 4, half: false, empty: 1 }],
    [5, { full: 5, half: false, empty: 0 }],
    [1, { full: 1, half: false, empty: 4 }],
  ])('%s', (rating, stars) => {
    expect(starsOf(rating)).toEqual(stars);
  });
});

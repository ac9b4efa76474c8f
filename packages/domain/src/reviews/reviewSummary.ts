/**
 * Reviews on a tenant's site (spec §3 "Review summary: count and average_rating as a string",
 * §5 "Reviews are shown only when the average exceeds a configured minimum (minimum rating 4) and
 * reviews are not hidden", §9 "star rating one decimal", "Google reviews full quantity 12").
 */

/** Spec §9: the default minimum the average must exceed. */
export const REVIEWS_MINIMUM_RATING = 4;
/** Spec §9: how many reviews the carousel shows. */
export const REVIEWS_SHOWN = 12;

export interface ReviewSummary {
  count: number;
  /** The average rating to one decimal, as a string (`"4.6"`). */
  averageRating: string;
}

/** The summary of the ratings given (1 to 5; anything else is not a rating), or null without any. */
export function reviewSummary(ratings: readonly number[]): ReviewSummary | null {
  const valid = ratings.filter((rating) => Number.isFinite(rating) && rating >= 1 && rating <= 5);
  if (valid.length === 0) return null;
  const average = valid.reduce((sum, rating) => sum + rating, 0) / valid.length;
  // Half away from zero on the decimal (4.45 -> 4.5), as people round a rating.
  return { count: valid.length, averageRating: (Math.round(average * 10 + 1e-9) / 10).toFixed(1) };
}

/** Whether the site shows its reviews: some, an average above the tenant's minimum, not hidden. */
export function reviewsShown(
  summary: ReviewSummary | null,
  settings: { minimumRating?: number | null; hidden?: boolean | null } = {},
): summary is ReviewSummary {
  if (!summary || settings.hidden) return false;
  return Number(summary.averageRating) > (settings.minimumRating ?? REVIEWS_MINIMUM_RATING);
}

/** Full, half and empty stars of a rating shown to one decimal (a half star from .5 up to below the next whole). */
export function starsOf(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/**
 * The home page's reviews (spec §2 "reviews carousel", §5, §9): the tenant's average to one decimal
 * with its stars and count, then the newest reviews in a row that scrolls sideways (swipe, or the
 * arrow keys once focused). The reviews themselves load when the row comes near the viewport: the
 * page's data carries only the summary.
 */
import { clientOnly } from '@/features/ui/clientOnly';
import type { ReviewSummary } from '@dealer/domain';
import { WhenNearViewport } from '@/features/ui/WhenNearViewport';
import { Stars } from './Stars';

const ReviewList = clientOnly(() => import('./ReviewList').then((m) => m.ReviewList));

export function HomeReviews({ summary, locale }: { summary: ReviewSummary; locale: string }) {
  return (
    <section aria-labelledby="reviews-heading" className="reviews" data-testid="home-reviews">
      <h2 id="reviews-heading" className="section-heading">
        What our customers say
      </h2>
      <p className="review-summary">
        <Stars rating={Number(summary.averageRating)} /> <strong>{summary.averageRating}</strong> out of 5 from {summary.count}{' '}
        {summary.count === 1 ? 'review' : 'reviews'}
      </p>
      <WhenNearViewport minHeight={190}>
        <ReviewList locale={locale} />
      </WhenNearViewport>
    </section>
  );
}

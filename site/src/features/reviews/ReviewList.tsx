/** The newest reviews, fetched from `/api/reviews` (loaded with the carousel, near the viewport). */
import { useEffect, useState } from 'react';
import type { ReviewCard, ReviewsResponse } from './loadReviews';
import { Stars } from './Stars';
import { dateTimeFormat } from '@/lib/intlFormats';

type State = { kind: 'loading' } | { kind: 'loaded'; reviews: ReviewCard[] } | { kind: 'failed' };

/** YYYY-MM-DD as "12 Nov 2026" (a calendar date: no time zone to build a formatter for). */
function dateLabel(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(y!, m! - 1, d!));
}

export function ReviewList({ locale }: { locale: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetch('/api/reviews')
      .then((response) =>
        response.ok ? (response.json() as Promise<ReviewsResponse>) : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => live && setState({ kind: 'loaded', reviews: body.reviews }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'loading') return <p className="review-status">Loading reviews…</p>;
  if (state.kind === 'failed') return <p className="review-status">The reviews could not be loaded right now.</p>;
  return (
    // A focusable region: keyboard users scroll it with the arrow keys.
    <ul className="review-list" aria-label="Customer reviews" tabIndex={0}>
      {state.reviews.map((review) => (
        <li key={review.id} className="review" data-testid="review">
          <p className="review-rating">
            <Stars rating={review.rating} />
            <span className="visually-hidden">Rated {review.rating} out of 5</span>
          </p>
          {review.text && <p className="review-text">{review.text}</p>}
          <p className="review-by">
            {review.name} · <time dateTime={review.date}>{dateLabel(review.date, locale)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

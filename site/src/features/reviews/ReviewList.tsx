/** The newest reviews, fetched from `/api/reviews` (loaded with the carousel, near the viewport). */
import { useEffect, useState } from 'react';
import type { ReviewCard, ReviewsResponse } from './loadReviews';
import { Stars } from './Stars';
import { dateTimeFormat } from '@/lib/intlFormats';
import { styled } from '@/features/theme/styled';
import { up } from '@/features/ui/styles';

// The row's styles come with it (this chunk loads near the viewport), not in the home page's first load.
const Row = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: '0 0 8px',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 85%)',
  [up('md')]: { gridAutoColumns: 'calc((100% - 32px) / 3)' },
  gap: 16,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '.review': {
    scrollSnapAlign: 'start',
    padding: 16,
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    p: { margin: 0 },
    '.review-text': { ...theme.typography.body2, margin: '8px 0' },
    '.review-by': { ...theme.typography.body2, color: theme.palette.text.secondary },
  },
  '.visually-hidden': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
}));

const Status = styled('p')(({ theme }) => ({ ...theme.typography.body2, minHeight: 150, margin: 0 }));

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
  if (state.kind === 'loading') return <Status>Loading reviews…</Status>;
  if (state.kind === 'failed') return <Status>The reviews could not be loaded right now.</Status>;
  return (
    // A focusable region: keyboard users scroll it with the arrow keys.
    <Row className="review-list" aria-label="Customer reviews" tabIndex={0}>
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
    </Row>
  );
}

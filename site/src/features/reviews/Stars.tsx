import { starsOf } from '@dealer/domain';

/** ★★★★½ as text, hidden from screen readers (the words say the rating). */
export function Stars({ rating }: { rating: number }) {
  const { full, half, empty } = starsOf(rating);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(full)}
      {half && <span className="half">★</span>}
      {'☆'.repeat(empty)}
    </span>
  );
}

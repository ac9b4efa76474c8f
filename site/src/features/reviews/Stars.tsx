import { starsOf } from '@dealer/domain';
import { Icon, type IconName } from '@/features/ui/icons';

/**
 * A rating as five star icons (full, half, empty), hidden from screen readers: the words beside them
 * say the rating. Icons from the page's sprite rather than ★/☆ characters: few system fonts have
 * those glyphs, and Chromium on Linux stopped the page's first layout to look up a fallback font for
 * them (issue 11); phones drew them in whatever font or emoji style they had.
 */
export function Stars({ rating }: { rating: number }) {
  const { full, half, empty } = starsOf(rating);
  const icons: IconName[] = [
    ...Array<IconName>(full).fill('star'),
    ...(half ? (['starHalf'] as const) : []),
    ...Array<IconName>(empty).fill('starBorder'),
  ];
  return (
    <span className="stars" aria-hidden="true">
      {icons.map((name, index) => (
        <Icon key={index} name={name} size="1em" />
      ))}
    </span>
  );
}

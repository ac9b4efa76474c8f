import { styled } from '@/features/theme/styled';
import { up } from '@/features/ui/styles';
import { Icon } from '@/features/ui/icons';
import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { useLazyKeenSlider } from '@/features/ui/useLazyKeenSlider';
import { sliderArrow, sliderPosition, sliderTrack } from '@/features/ui/sliderStyles';
import type { PromoBanner } from '@/features/content/loadContent';

/** Spec §9: the promotions slider starts at index 1 (the second banner) and loops. */
export const PROMO_CAROUSEL_START = 1;

const Root = styled('section')(({ theme }) => ({
  position: 'relative',
  marginBottom: 32,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
  '.frame': {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.primary.main,
    // Spec §9's 540 × 1920 slides from tablets up; taller on phones, where the text needs the room.
    aspectRatio: '4 / 3',
    [up('sm')]: { aspectRatio: '16 / 7' },
    [up('md')]: { aspectRatio: '1920 / 540' },
  },
  '.keen-slider': { ...sliderTrack, height: '100%' },
  '.keen-slider__slide': { position: 'relative', minWidth: '100%', height: '100%', overflow: 'hidden' },
  // Before the slider's code has loaded, only the current slide is laid out (no shift when it loads).
  '.keen-slider:not([data-mounted]) .keen-slider__slide:not(.current)': { display: 'none' },
  '.slide img': { objectFit: 'cover' },
  '.slide .text': {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 8,
    padding: '24px 64px',
    color: '#fff',
    background: 'linear-gradient(90deg, rgba(0,0,0,0.72) 0%, rgba(0,0,0,0.45) 55%, rgba(0,0,0,0) 100%)',
    [up('md')]: { maxWidth: '70%', padding: '24px 72px' },
  },
  '.slide h2': { ...theme.typography.h2, fontSize: '1.5rem', margin: 0, color: '#fff', [up('md')]: { fontSize: '2rem' } },
  '.slide p': { ...theme.typography.body1, margin: 0 },
  '.slide .cta': {
    alignSelf: 'flex-start',
    marginTop: 8,
    padding: '8px 16px',
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    fontWeight: 700,
    textDecoration: 'none',
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  },
  '.arrow': {
    ...sliderArrow(theme),
    color: theme.palette.text.primary,
    '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
  },
  '.prev': { left: 12 },
  '.next': { right: 12 },
  '.position': { ...sliderPosition(theme), right: 12 },
}));

function Slide({
  banner,
  index,
  count,
  current,
  imagesWanted,
}: {
  banner: PromoBanner;
  index: number;
  count: number;
  current: boolean;
  imagesWanted: boolean;
}) {
  return (
    <div
      className={`keen-slider__slide slide${current ? ' current' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={!current}
      // A slide out of view keeps its link out of the tab order.
      inert={!current}
      data-testid="promo-slide"
    >
      {banner.imageUrl && (current || imagesWanted) && (
        <OptimisedImage src={banner.imageUrl} alt="" fill sizes="(min-width: 1200px) 1200px, 100vw" loading={current ? 'eager' : 'lazy'} />
      )}
      <div className="text">
        <h2>{banner.title}</h2>
        {banner.text && <p>{banner.text}</p>}
        {banner.href && (
          <a className="cta" href={banner.href}>
            {banner.ctaLabel ?? 'Find out more'}
          </a>
        )}
      </div>
    </div>
  );
}

/**
 * Home's promotions (spec §2 and §9): one banner is a plain slide; more are a carousel that
 * starts at the second banner, loops, follows the arrow keys and swipes (keen-slider, loaded when
 * the page is idle or at the shopper's first touch, focus or press).
 */
export function PromoCarousel({ banners }: { banners: PromoBanner[] }) {
  const start = banners.length > 1 ? PROMO_CAROUSEL_START : 0;
  const { frame, current, wanted, want, go, onKeyDown } = useLazyKeenSlider({ initial: start });
  if (banners.length === 0) return null;
  if (banners.length === 1)
    return (
      <Root aria-label="Promotions" data-testid="promo-carousel">
        <div className="frame">
          <div className="keen-slider">
            <Slide banner={banners[0]!} index={0} count={1} current imagesWanted />
          </div>
        </div>
      </Root>
    );
  return (
    <Root
      aria-roledescription="carousel"
      aria-label="Promotions"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={want}
      onFocus={want}
      data-testid="promo-carousel"
    >
      <div className="frame">
        <div ref={frame} className="keen-slider">
          {banners.map((banner, i) => (
            <Slide key={banner.id} banner={banner} index={i} count={banners.length} current={i === current} imagesWanted={wanted} />
          ))}
        </div>
      </div>
      <button type="button" className="arrow prev" aria-label="Previous promotion" onClick={() => go(-1)}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className="arrow next" aria-label="Next promotion" onClick={() => go(1)}>
        <Icon name="chevronRight" />
      </button>
      <p aria-live="polite" className="position" data-testid="promo-position">
        {current + 1} of {banners.length}
      </p>
    </Root>
  );
}

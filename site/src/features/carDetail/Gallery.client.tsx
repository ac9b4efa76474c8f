import { OptimisedImage } from '@/features/ui/OptimisedImage';
import { useLazyKeenSlider } from '@/features/ui/useLazyKeenSlider';
import { sliderArrow, sliderPosition, sliderTrack } from '@/features/ui/sliderStyles';
import { styled, type CSSObject, type Theme } from '@/features/theme/styled';
import { Icon } from '@/features/ui/icons';
import type { GalleryImage } from './carDetailModel';
import { isLoopbackUrl } from './imageSource';

/** The photo frame keeps its 16:9 space from the first paint: no layout shift while photos load. */
const styles = ({ theme }: { theme: Theme }): CSSObject => ({
  position: 'relative',
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}` },
  '.frame': {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    background: theme.palette.grey[100],
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
  },
  '.empty': { display: 'grid', placeItems: 'center', p: { margin: 0, color: theme.palette.text.secondary } },
  '.keen-slider': sliderTrack,
  '.keen-slider__slide': { position: 'relative', minWidth: '100%', minHeight: '100%', overflow: 'hidden' },
  '.arrow': { ...sliderArrow(theme), '&:hover': { background: '#fff' } },
  '.prev': { left: 8 },
  '.next': { right: 8 },
  '.position': { ...sliderPosition(theme), right: 8 },
});
const Root = styled('div')(styles);
const SliderRoot = styled('section')(styles);

function Photo({ image, first, priority }: { image: GalleryImage; first: boolean; priority: boolean }) {
  return (
    <OptimisedImage
      src={image.src}
      alt={image.alt}
      fill
      // The first photo is the page's largest contentful paint on phones: preloaded, fetched first
      // (unless something above it is, as a sold car's similar cars are).
      preload={first && priority}
      loading={first ? 'eager' : undefined}
      fetchPriority={first && priority ? 'high' : undefined}
      sizes="(max-width: 768px) 100vw, 66vw"
      style={{ objectFit: 'cover' }}
      // A CMS on loopback cannot be fetched by the image optimiser in production (it refuses local IPs).
      unoptimized={isLoopbackUrl(image.src)}
    />
  );
}

/**
 * The car's photos. Spec §5: the gallery feature needs more than 1 image; with one image it is a
 * plain photo. The slider loads on the first slide, loops, and follows the arrow keys (spec §2).
 */
export function Gallery({ images, title, priority = true }: { images: GalleryImage[]; title: string; priority?: boolean }) {
  const first = images[0];
  if (!first) {
    return (
      <Root>
        <div className="frame empty">
          <p>Photos coming soon</p>
        </div>
      </Root>
    );
  }
  if (images.length === 1) {
    return (
      <Root>
        <div className="frame" data-testid="car-photo">
          <Photo image={first} first priority={priority} />
        </div>
      </Root>
    );
  }
  return <Slider images={images} title={title} priority={priority} />;
}

function Slider({ images, title, priority }: { images: GalleryImage[]; title: string; priority: boolean }) {
  const { frame, current, wanted: restWanted, want: wantRest, go, onKeyDown } = useLazyKeenSlider();

  return (
    <SliderRoot
      aria-roledescription="carousel"
      aria-label={`Photos of the ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={wantRest}
      onFocus={wantRest}
      data-testid="car-gallery"
    >
      <div ref={frame} className="frame keen-slider">
        {images.map((image, i) => (
          <div
            key={image.src + i}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
            aria-hidden={i !== current}
          >
            {(i === 0 || restWanted) && <Photo image={image} first={i === 0} priority={priority} />}
          </div>
        ))}
      </div>
      <button type="button" className="arrow prev" aria-label="Previous photo" onClick={() => go(-1)}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className="arrow next" aria-label="Next photo" onClick={() => go(1)}>
        <Icon name="chevronRight" />
      </button>
      <p aria-live="polite" data-testid="gallery-position" className="position">
        Photo {current + 1} of {images.length}
      </p>
    </SliderRoot>
  );
}

import { useRef, useState } from 'react';
import Image from 'next/image';
import { useKeenSlider } from 'keen-slider/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { GalleryImage } from './carDetailModel';
import { isLoopbackUrl } from './imageSource';

const FRAME = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  bgcolor: 'grey.100',
  borderRadius: 1,
  overflow: 'hidden',
} as const;

function Photo({ image, priority }: { image: GalleryImage; priority: boolean }) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      fill
      priority={priority}
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
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [current, setCurrent] = useState(0);
  // The slide asked for last: a second key press during the animation goes one further, not to the same slide.
  const target = useRef(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial: 0,
    loop: true,
    slideChanged: (s) => setCurrent(s.track.details.rel),
    animationEnded: (s) => {
      target.current = s.track.details.abs;
    },
  });
  const go = (step: number) => {
    if (!slider.current) return;
    target.current += step;
    slider.current.moveToIdx(target.current, true);
  };
  const first = images[0];

  if (!first) {
    return (
      <Box sx={{ ...FRAME, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">Photos coming soon</Typography>
      </Box>
    );
  }
  if (images.length === 1) {
    return (
      <Box sx={FRAME} data-testid="car-photo">
        <Photo image={first} priority />
      </Box>
    );
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={`Photos of the ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="car-gallery"
      sx={{ position: 'relative', borderRadius: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' } }}
    >
      <Box
        ref={sliderRef}
        className="keen-slider"
        sx={{
          ...FRAME,
          display: 'flex',
          touchAction: 'pan-y',
          userSelect: 'none',
          '& .keen-slider__slide': { position: 'relative', minWidth: '100%', minHeight: '100%', overflow: 'hidden' },
        }}
      >
        {images.map((image, i) => (
          <Box
            key={image.src + i}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
            aria-hidden={i !== current}
          >
            <Photo image={image} priority={i === 0} />
          </Box>
        ))}
      </Box>
      <IconButton
        aria-label="Previous photo"
        onClick={() => go(-1)}
        sx={{
          position: 'absolute',
          top: '50%',
          left: 8,
          transform: 'translateY(-50%)',
          bgcolor: 'rgba(255,255,255,0.9)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        <ChevronLeft />
      </IconButton>
      <IconButton
        aria-label="Next photo"
        onClick={() => go(1)}
        sx={{
          position: 'absolute',
          top: '50%',
          right: 8,
          transform: 'translateY(-50%)',
          bgcolor: 'rgba(255,255,255,0.9)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        <ChevronRight />
      </IconButton>
      <Typography
        aria-live="polite"
        data-testid="gallery-position"
        sx={{ position: 'absolute', bottom: 8, right: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.7)', color: '#fff', fontSize: 14 }}
      >
        Photo {current + 1} of {images.length}
      </Typography>
    </Box>
  );
}

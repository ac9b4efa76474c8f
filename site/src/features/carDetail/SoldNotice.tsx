import Image from 'next/image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SoldNotice as SoldNoticeText } from '@dealer/domain';
import type { SimilarCar } from './carDetailModel';
import { carPath } from './carSeo';
import { isLoopbackUrl } from './imageSource';

/** Spec §2: the SOLD notice, worded with the vehicle word. */
export function SoldNotice({ notice }: { notice: SoldNoticeText }) {
  return (
    <Alert severity="warning" variant="outlined" data-testid="sold-notice" sx={{ mb: 3, bgcolor: '#fff8e1', color: 'text.primary' }}>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
        SOLD
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {notice.heading}
      </Typography>
      <Typography component="p">{notice.body}</Typography>
    </Alert>
  );
}

/** Similar in-stock cars as plain link cards (the search result card lives in the search feature). */
export function SimilarCars({ cars, word }: { cars: SimilarCar[]; word: string }) {
  if (cars.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-cars" sx={{ mb: 4 }}>
      <Typography id="similar-cars" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Similar {word}s in stock
      </Typography>
      <Box
        component="ul"
        data-testid="similar-cars"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {cars.map((car) => (
          <Box
            component="li"
            key={car.slug}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}
          >
            <Link
              href={carPath(car.slug)}
              underline="none"
              color="inherit"
              sx={{ display: 'block', '&:hover h3': { textDecoration: 'underline' } }}
            >
              <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
                {car.imageUrl && (
                  <Image
                    src={car.imageUrl}
                    alt=""
                    fill
                    sizes="(max-width: 992px) 50vw, 25vw"
                    style={{ objectFit: 'cover' }}
                    unoptimized={isLoopbackUrl(car.imageUrl)}
                  />
                )}
              </Box>
              <Box sx={{ p: 1.5 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {car.title}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>{car.priceText}</Typography>
                {car.odometer && (
                  <Typography variant="body2" color="text.secondary">
                    {car.odometer}
                  </Typography>
                )}
              </Box>
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

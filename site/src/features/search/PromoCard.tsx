/** A promotional card among the results (spec §2: positions 8 and 17), from the CMS's search promo tiles. */
import NextLink from 'next/link';
import Image from 'next/image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PromoBanner } from '@/features/content/loadContent';

export function PromoCard({ promo }: { promo: PromoBanner }) {
  return (
    <Card
      component="aside"
      aria-label={`Promotion: ${promo.title}`}
      data-testid="promo-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3' }}>
        {promo.imageUrl && (
          <Image
            src={promo.imageUrl}
            alt=""
            fill
            sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
            style={{ objectFit: 'cover' }}
            unoptimized={promo.imageUrl.endsWith('.svg')}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h3" variant="h6">
          {promo.title}
        </Typography>
        {promo.text && <Typography variant="body2">{promo.text}</Typography>}
        {promo.href && (
          <Button component={NextLink} href={promo.href} variant="contained" color="secondary" sx={{ mt: 'auto', alignSelf: 'flex-start' }}>
            {promo.ctaLabel ?? 'Find out more'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

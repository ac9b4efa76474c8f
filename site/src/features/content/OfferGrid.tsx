import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LocaleFormat } from '@dealer/domain';
import type { OfferCard } from './loadContent';

export function formatMoney(amount: number, format: LocaleFormat): string {
  return new Intl.NumberFormat(`en-${format.country}`, {
    style: 'currency',
    currency: format.currency,
    maximumFractionDigits: 0,
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

export function OfferGrid({ offers, format }: { offers: OfferCard[]; format: LocaleFormat }) {
  if (offers.length === 0) return <Typography>There are no current offers. Please check back soon.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {offers.map((offer) => (
        <Card key={offer.slug} component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          {offer.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- CMS image with reserved aspect ratio
            <img
              src={offer.imageUrl}
              alt=""
              width={768}
              height={432}
              loading="lazy"
              style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          )}
          <CardContent sx={{ flexGrow: 1 }}>
            <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
              {offer.title}
            </Typography>
            {offer.price !== null && (
              <Typography variant="h5" color="primary" sx={{ fontWeight: 700 }}>
                {formatMoney(offer.price, format)}{' '}
                <Typography component="span" variant="body2">
                  {offer.priceType}
                </Typography>
              </Typography>
            )}
            {offer.summary && <Typography sx={{ mt: 1 }}>{offer.summary}</Typography>}
            {offer.endsAt && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Ends {new Date(offer.endsAt).toLocaleDateString(`en-${format.country}`, { day: 'numeric', month: 'long', year: 'numeric' })}
              </Typography>
            )}
          </CardContent>
          <Box sx={{ p: 2, pt: 0 }}>
            <Button variant="contained" href={`/contact?offer=${encodeURIComponent(offer.slug)}`}>
              {offer.ctaLabel}
            </Button>
          </Box>
        </Card>
      ))}
    </Box>
  );
}

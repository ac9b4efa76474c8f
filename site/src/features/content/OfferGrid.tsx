import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LocaleFormat } from '@dealer/domain';
import { LeadForm } from '@/features/leads/LeadForm';
import type { LeadFormOptions } from '@/features/leads/leadFormTypes';
import type { OfferCard } from './loadContent';
import { withMuiTheme } from '@/features/theme/MuiThemeScope';

export function formatMoney(amount: number, format: LocaleFormat): string {
  return new Intl.NumberFormat(`en-${format.country}`, {
    style: 'currency',
    currency: format.currency,
    maximumFractionDigits: 0,
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The `offer` lead form for one offer, opened in place under its card's row: it sends the offer's
 * id and starts with the offer's title as the message, so the dealer knows which offer it is.
 */
function OfferEnquiry({ offer, options, tenantSlug }: { offer: OfferCard; options: LeadFormOptions; tenantSlug: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening moves the focus to the form's heading, so keyboard and screen reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  const headingId = `offer-enquiry-${offer.id}-heading`;
  return (
    <Box
      component="section"
      id={`offer-enquiry-${offer.id}`}
      aria-labelledby={headingId}
      data-testid="offer-enquiry"
      sx={{ gridColumn: '1 / -1', maxWidth: 640, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography component="h2" variant="h3" id={headingId} ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.3rem', mb: 2 }}>
        Enquire about {offer.title}
      </Typography>
      <LeadForm
        form="offer"
        offerId={String(offer.id)}
        prefill={{ message: offer.title }}
        options={options}
        storagePrefix={tenantSlug}
        labelledBy={headingId}
        submitLabel="Send Enquiry"
      />
    </Box>
  );
}

function OfferGridContent({
  offers,
  format,
  leadOptions,
  tenantSlug,
}: {
  offers: OfferCard[];
  format: LocaleFormat;
  /** The tenant's facts for the offer form; without them the cards have no enquiry button. */
  leadOptions?: LeadFormOptions | null;
  tenantSlug?: string;
}) {
  // One form open at a time: opening another offer's closes the first.
  const [openOfferId, setOpenOfferId] = useState<number | null>(null);
  // `/offers?offer={slug}` (the home page's offer cards) opens that offer's form. The page is
  // static, so the query is read in the browser.
  useEffect(() => {
    if (!leadOptions) return;
    const wanted = new URLSearchParams(window.location.search).get('offer');
    const offer = offers.find((o) => o.slug === wanted);
    if (offer) setOpenOfferId(offer.id);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (offers.length === 0) return <Typography>There are no current offers. Please check back soon.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {offers.map((offer) => {
        const open = openOfferId === offer.id;
        return [
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
                <Typography component="p" variant="h5" color="primary" sx={{ fontWeight: 700 }}>
                  {formatMoney(offer.price, format)}{' '}
                  <Typography component="span" variant="body2">
                    {offer.priceType}
                  </Typography>
                </Typography>
              )}
              {offer.summary && <Typography sx={{ mt: 1 }}>{offer.summary}</Typography>}
              {offer.endsAt && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Ends{' '}
                  {new Date(offer.endsAt).toLocaleDateString(`en-${format.country}`, { day: 'numeric', month: 'long', year: 'numeric' })}
                </Typography>
              )}
            </CardContent>
            <Box sx={{ p: 2, pt: 0 }}>
              {leadOptions && tenantSlug ? (
                <Button
                  variant="contained"
                  aria-expanded={open}
                  aria-controls={open ? `offer-enquiry-${offer.id}` : undefined}
                  onClick={() => setOpenOfferId(open ? null : offer.id)}
                >
                  Enquire Now
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    about {offer.title}
                  </Box>
                </Button>
              ) : (
                <Button variant="contained" href={`/offers?offer=${encodeURIComponent(offer.slug)}`}>
                  {offer.ctaLabel}
                </Button>
              )}
            </Box>
          </Card>,
          open && leadOptions && tenantSlug ? (
            <OfferEnquiry key={`enquiry-${offer.id}`} offer={offer} options={leadOptions} tenantSlug={tenantSlug} />
          ) : null,
        ];
      })}
    </Box>
  );
}

/** In the tenant's MUI theme: this module is loaded lazily, with MUI. */
export const OfferGrid = withMuiTheme(OfferGridContent);

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SiteContext } from '@/features/tenant/loadSite';
import type { CarDetail, SimilarCar } from './carDetailModel';
import { KeyInformation, Specifications } from './CarSections';
import { DetailTabs, InfoPanels } from './DetailTabs';
import { Disclosures } from './Disclosures';
import { FinanceWidget } from './FinanceWidget';
import { Gallery } from './Gallery.client';
import { PromoBanner } from './PromoBanner';
import { InterestedList, PdfDownloadButton, PhoneRevealCard, PriceBox, SidebarButtons } from './Sidebar';
import { SimilarCars, SoldNotice } from './SoldNotice';

export function CarDetailPage({ site, car, similar }: { site: SiteContext; car: CarDetail; similar: SimilarCar[] }) {
  return (
    <Box component="article" aria-labelledby="car-title">
      {car.sold && (
        <>
          <SoldNotice notice={car.sold} />
          <SimilarCars cars={similar} word={car.vehicleWord} />
        </>
      )}
      <Box sx={{ mb: 2 }}>
        <Typography id="car-title" component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' } }}>
          {car.title}
        </Typography>
        {car.subtitle && <Typography color="text.secondary">{car.subtitle}</Typography>}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          // Small screens: photos, then price and buttons, then the rest. Wide screens: a sidebar where
          // the finance and contact cards follow the price, while the main column follows the photos.
          gridTemplateAreas: { xs: '"gallery" "buy" "main" "aside"', md: '"gallery buy" "gallery aside" "main aside"' },
          gridTemplateRows: { md: 'auto auto 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
          <Gallery images={car.images} title={car.title} />
        </Box>
        <Paper variant="outlined" component="section" aria-label="Price" sx={{ gridArea: 'buy', p: 2, display: 'grid', gap: 2 }}>
          <PriceBox car={car} />
          <SidebarButtons car={car} />
        </Paper>
        <Box sx={{ gridArea: 'main', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, minWidth: 0 }}>
          <KeyInformation rows={car.keyInformation} />
          <Box component="section" aria-labelledby="summary">
            <Typography id="summary" component="h2" variant="h3" sx={{ mb: 1.5 }}>
              Summary
            </Typography>
            <Typography sx={{ mb: 1 }}>{car.description}.</Typography>
            <Typography variant="body2" color="text.secondary">
              Stock No. {car.stocknum}
              {car.locationName ? ` · ${car.locationName}` : ''}
            </Typography>
          </Box>
          <Specifications rows={car.specifications} />
          <DetailTabs car={car} />
          <InfoPanels car={car} />
          <Disclosures car={car} />
        </Box>
        <Box
          component="aside"
          aria-label="Finance and contact"
          sx={{ gridArea: 'aside', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
        >
          <FinanceWidget car={car} />
          <PhoneRevealCard car={car} />
          {!car.sold && (
            <>
              <Paper variant="outlined" sx={{ p: 2 }} id="enquire" component="section" aria-labelledby="enquire-heading">
                <Typography id="enquire-heading" component="h2" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  Enquire about this {car.vehicleWord}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  Quote stock number {car.stocknum} and the {site.tenant.name} team will get back to you.
                </Typography>
                <Button href={`/contact?car_id=${encodeURIComponent(car.id)}`} variant="outlined" fullWidth>
                  Send an Enquiry
                </Button>
              </Paper>
              <InterestedList car={car} />
            </>
          )}
          <PdfDownloadButton car={car} />
        </Box>
      </Box>
      <Box sx={{ mt: 4 }}>
        <PromoBanner deposit={car.reserveDepositText} reserveEnabled={car.reserveEnabled} />
      </Box>
    </Box>
  );
}

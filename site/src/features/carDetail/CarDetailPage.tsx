/**
 * The car detail page (spec §2). Plain elements under one styled root per component: the page
 * hydrates on phones, where a styled component per element made hydration the largest cost. The
 * root also holds the look every card and button of the page shares (styles.ts).
 */
import { Suspense } from 'react';
import { styled } from '@/features/theme/styled';
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
import { body2, buttons, card, cardHeading, sectionHeading } from './styles';
import { up } from '@/features/ui/styles';
import { CAR_LEAD_PANELS, CarLeadPanel } from '@/features/leads/CarLeadPanel';
import { Island } from '@/islands/islandPage';
import type { LeadFormOptions } from '@/features/leads/leadFormTypes';

const Root = styled('article')(({ theme }) => ({
  ...buttons(theme),
  '.btn.toggle': { marginTop: 8 },
  // A form panel opened by `#enquire` etc. lands below the sticky header, not under it.
  '.card': { ...card(theme), scrollMarginTop: 120 },
  '.card-heading': cardHeading(theme),
  '.section-heading': sectionHeading(theme),
  '.body2': { ...body2(theme), margin: 0 },
  '.secondary-text': { color: theme.palette.text.secondary },
  '.car-heading': { marginBottom: 16 },
  h1: { ...theme.typography.h1, margin: 0, fontSize: '1.6rem', [up('md')]: { fontSize: '2.25rem' } },
  '.car-subtitle': { margin: 0, color: theme.palette.text.secondary },
  // Small screens: photos, then price and buttons, then the rest. Wide screens: a sidebar where
  // the finance and contact cards follow the price, while the main column follows the photos.
  '.car-layout': {
    display: 'grid',
    gap: 24,
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"gallery" "buy" "main" "aside" "promo"',
    alignItems: 'start',
    [up('md')]: {
      gap: 32,
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateAreas: '"gallery buy" "gallery aside" "main aside" "promo promo"',
      gridTemplateRows: 'auto auto 1fr auto',
    },
  },
  '.gallery-area': { gridArea: 'gallery', minWidth: 0 },
  '.buy-area': { gridArea: 'buy', display: 'grid', gap: 16 },
  '.main-area': { gridArea: 'main', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32, minWidth: 0 },
  '.aside-area': { gridArea: 'aside', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, minWidth: 0 },
  '.summary-text': { margin: '0 0 8px' },
  '.enquire-text': { marginBottom: 12 },
  '.card-heading:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '.promo-area': { gridArea: 'promo', marginTop: 8, [up('md')]: { marginTop: 0 } },
  // Keeps the footer below the first screen until the rest of the page is shown.
  '.rest-pending': { gridArea: 'main', minHeight: '100vh' },
}));

export interface CarRestProps {
  car: CarDetail;
  leadOptions: LeadFormOptions;
  dealerName: string;
}

/**
 * Everything below the first screen: details, the finance and contact cards with the lead forms,
 * the promo. One island on an island page (src/islands/entries/carRest.tsx): the shopper's first
 * touch in it, or a link to one of its forms (`#enquire`…), starts it.
 */
export function CarRest({ car, leadOptions, dealerName }: CarRestProps) {
  return (
    <>
      <div className="main-area">
        <KeyInformation rows={car.keyInformation} />
        <section aria-labelledby="summary">
          <h2 id="summary" className="section-heading">
            Summary
          </h2>
          <p className="summary-text">{car.description}.</p>
          <p className="body2 secondary-text">
            Stock No. {car.stocknum}
            {car.locationName ? ` · ${car.locationName}` : ''}
          </p>
        </section>
        <Specifications rows={car.specifications} />
        <DetailTabs car={car} />
        <InfoPanels car={car} />
        <Disclosures car={car} />
      </div>
      <aside aria-label="Finance and contact" className="aside-area">
        <FinanceWidget car={car} />
        <PhoneRevealCard car={car} />
        <CarLeadPanel car={car.lead} options={leadOptions} vehicleWord={car.vehicleWord} dealerName={dealerName} sold={Boolean(car.sold)} />
        {!car.sold && <InterestedList car={car} />}
        <PdfDownloadButton car={car} />
      </aside>
      <div className="promo-area">
        <PromoBanner deposit={car.reserveDepositText} reserveEnabled={car.reserveEnabled} />
      </div>
    </>
  );
}

export function CarDetailPage({
  site,
  car,
  similar,
  leadOptions,
}: {
  site: SiteContext;
  car: CarDetail;
  similar: SimilarCar[];
  leadOptions: LeadFormOptions;
}) {
  return (
    <Root aria-labelledby="car-title">
      {/* Each part in a Suspense boundary of its own: React hydrates boundaries apart from the page,
          in slices that yield to the browser, rather than in one long task on a phone. */}
      {car.sold && (
        <Suspense>
          <SoldNotice notice={car.sold} />
          <SimilarCars cars={similar} word={car.vehicleWord} />
        </Suspense>
      )}
      <div className="car-heading">
        <h1 id="car-title">{car.title}</h1>
        {car.subtitle && <p className="car-subtitle">{car.subtitle}</p>}
      </div>
      <div className="car-layout">
        <div className="gallery-area">
          {/* A sold car's similar cars come first: their photos are the largest paint then. */}
          <Suspense>
            <Island name="carGallery" props={{ images: car.images, title: car.title, priority: !car.sold }}>
              <Gallery images={car.images} title={car.title} priority={!car.sold} />
            </Island>
          </Suspense>
        </div>
        <section aria-label="Price" className="card buy-area">
          <Suspense>
            <PriceBox car={car} />
            <SidebarButtons car={car} />
          </Suspense>
        </section>
        {/* The rest of the page in a boundary of its own: React then sends the first screen's HTML in
            place (a page this long would otherwise be held back and revealed by script), so phones
            paint the title, photo and price before any JavaScript has run. */}
        <Suspense fallback={<div className="rest-pending" />}>
          <Island
            name="carRest"
            props={{ car, leadOptions, dealerName: site.tenant.name } satisfies CarRestProps}
            start={{ hash: Object.keys(CAR_LEAD_PANELS) }}
          >
            <CarRest car={car} leadOptions={leadOptions} dealerName={site.tenant.name} />
          </Island>
        </Suspense>
      </div>
    </Root>
  );
}

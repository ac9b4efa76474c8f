/**
 * The trade-in pages (spec §2): `/trade-in`, `/sell-my-car` and `/cars/trade-in?car_id=` show the
 * valuation wizard under the tenant's layout. Static (ISR) per tenant; a tenant with trade-in off
 * gets a 404 (the route table in packages/domain decides). The car being bought (`car_id`) is read
 * in the browser when the lead is sent.
 */
import { pathOfPageSlug, type TradeInSourcePage } from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { styled } from '@/features/theme/styled';
import type { SiteContext } from '@/features/tenant/loadSite';
import { Island, type ISLAND_PAGE_PROP } from '@/islands/islandPage';
import { TradeInWizard, type TradeInWizardProps } from './TradeInWizard';
import type { OfferLocation } from './InstantOfferSteps';

export interface TradeInPageProps {
  site: SiteContext;
  sourcePage: TradeInSourcePage;
  title: string;
  /** `/sell-my-car` of a tenant whose Sell My Car is the instant offer (the first flow). */
  flow: 'wizard' | 'instant-offer';
  /** The instant offer's location select; empty for the wizard. */
  locations: OfferLocation[];
  /** An island page (src/islands/islandPage.tsx): the wizard's code runs at the shopper's first touch. */
  [ISLAND_PAGE_PROP]: true;
}

export const INSTANT_OFFER_INTRO = 'Answer a few questions about your vehicle and get an offer from our buying team straight away.';

export const TITLES: Record<TradeInSourcePage, string> = {
  'trade-in': 'Trade-In Valuation',
  'cars/trade-in': 'Trade-In Valuation',
  'sell-my-car': 'Sell My Car',
};

const INTROS: Record<TradeInSourcePage, string> = {
  'trade-in': 'Tell us about your vehicle and our buying team will value it against your next car.',
  'cars/trade-in': 'Tell us about your current vehicle and our buying team will value it against the car you are looking at.',
  'sell-my-car': 'Tell us about your vehicle and our buying team will make you an offer.',
};

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: '0 0 12px' }));
const Intro = styled('p')(({ theme }) => ({ ...theme.typography.body1, maxWidth: 720, margin: '0 0 24px' }));

export function TradeInPage({ site, sourcePage, title, flow, locations }: Omit<TradeInPageProps, typeof ISLAND_PAGE_PROP>) {
  const phone = site.config.features.phoneNumbers ? (site.contact?.phone ?? null) : null;
  const intro = flow === 'instant-offer' ? INSTANT_OFFER_INTRO : INTROS[sourcePage];
  const wizard: TradeInWizardProps = {
    sourcePage,
    imageUploadEnabled: site.config.settings.tradeInImageUpload,
    termsNotice: site.config.settings.enquiryTermsNotice,
    termsHref: pathOfPageSlug('value-my-car-terms-and-conditions'),
    phone,
    contactHref: '/contact',
    storagePrefix: site.tenant.slug,
    flow,
    locations,
    saveToProfile: site.config.settings.saveValuationToProfile,
  };
  return (
    <SiteLayout site={site} title={title} description={intro}>
      <Title>{title}</Title>
      <Intro>{intro}</Intro>
      <Island name="tradeInWizard" props={wizard}>
        <TradeInWizard {...wizard} />
      </Island>
    </SiteLayout>
  );
}

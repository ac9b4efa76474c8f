/**
 * The trade-in pages (spec §2): `/trade-in`, `/sell-my-car` and `/cars/trade-in?car_id=` show the
 * valuation wizard under the tenant's layout. Static (ISR) per tenant; a tenant with trade-in off
 * gets a 404 (the route table in packages/domain decides). The car being bought (`car_id`) is read
 * in the browser when the lead is sent.
 */
import type { GetStaticProps } from 'next';
import { pathOfPageSlug, routeEnabled, type TradeInSourcePage } from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { styled } from '@/features/theme/styled';
import { loadSite, type SiteContext } from '@/features/tenant/loadSite';
import { TradeInWizard } from './TradeInWizard';

export interface TradeInPageProps {
  site: SiteContext;
  sourcePage: TradeInSourcePage;
  title: string;
}

const TITLES: Record<TradeInSourcePage, string> = {
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

export const REVALIDATE_SECONDS = 300;

export function tradeInStaticProps(sourcePage: TradeInSourcePage): GetStaticProps<TradeInPageProps> {
  return async ({ params }) => {
    const slug = String(params?.site ?? '');
    const site = await loadSite(slug);
    if (!site) return { notFound: true, revalidate: 60 };
    if (!routeEnabled(`/${sourcePage}`, { features: site.config.features, template: site.tenant.template }))
      return { notFound: true, revalidate: 60 };
    return { props: { site, sourcePage, title: TITLES[sourcePage] }, revalidate: REVALIDATE_SECONDS };
  };
}

export function TradeInPage({ site, sourcePage, title }: TradeInPageProps) {
  const phone = site.config.features.phoneNumbers ? (site.contact?.phone ?? null) : null;
  return (
    <SiteLayout site={site} title={title} description={INTROS[sourcePage]}>
      <Title>{title}</Title>
      <Intro>{INTROS[sourcePage]}</Intro>
      <TradeInWizard
        sourcePage={sourcePage}
        imageUploadEnabled={site.config.settings.tradeInImageUpload}
        termsNotice={site.config.settings.enquiryTermsNotice}
        termsHref={pathOfPageSlug('value-my-car-terms-and-conditions')}
        phone={phone}
        contactHref="/contact"
        storagePrefix={site.tenant.slug}
      />
    </SiteLayout>
  );
}

/**
 * The trade-in pages' static props (ISR per tenant; a 404 where the route table says trade-in is
 * off). Apart from the page component so that the page files' getStaticProps, and the server code
 * it reads (the CMS, the lead facts), stay out of the browser's bundle.
 */
import type { GetStaticProps } from 'next';
import { routeEnabled, type TradeInSourcePage } from '@dealer/domain';
import { loadSite } from '@/features/tenant/loadSite';
import { leadFormOptions } from '@/features/leads/leadFacts';
import { ISLAND_PAGE_PROP } from '@/islands/islandPage';
import { TITLES, type TradeInPageProps } from './TradeInPage';

export const REVALIDATE_SECONDS = 300;

export function tradeInStaticProps(sourcePage: TradeInSourcePage): GetStaticProps<TradeInPageProps> {
  return async ({ params }) => {
    const slug = String(params?.site ?? '');
    const site = await loadSite(slug);
    if (!site) return { notFound: true, revalidate: 60 };
    if (!routeEnabled(`/${sourcePage}`, { features: site.config.features, template: site.tenant.template }))
      return { notFound: true, revalidate: 60 };
    const flow = sourcePage === 'sell-my-car' ? site.config.settings.sellMyCarFlow : 'wizard';
    const locations =
      flow === 'instant-offer'
        ? ((await leadFormOptions(slug))?.locations ?? []).map((location) => ({ slug: location.slug, name: location.name }))
        : [];
    return {
      props: { [ISLAND_PAGE_PROP]: true, site, sourcePage, title: TITLES[sourcePage], flow, locations },
      revalidate: REVALIDATE_SECONDS,
    };
  };
}

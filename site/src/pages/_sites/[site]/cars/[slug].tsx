/**
 * Car detail (spec §2 `/cars/{slug}`): server-rendered per request from StockSearch, scoped to the
 * tenant of the host (the proxy rewrites to `/_sites/{tenant}/cars/{slug}`), so another tenant's
 * car is a 404.
 */
import type { GetServerSideProps } from 'next';
import { SiteLayout } from '@/features/layout/SiteLayout';
import type { SiteContext } from '@/features/tenant/loadSite';
import { CarDetailPage } from '@/features/carDetail/CarDetailPage';
import { CarHead } from '@/features/carDetail/CarHead';
import { loadCarPage } from '@/features/carDetail/loadCarDetail';
import { carSeo, type CarSeo } from '@/features/carDetail/carSeo';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import type { CarDetail, SimilarCar } from '@/features/carDetail/carDetailModel';
import { leadFormOptions } from '@/features/leads/leadFacts';
import { ISLAND_PAGE_PROP } from '@/islands/islandPage';
import type { LeadFormOptions } from '@/features/leads/leadFormTypes';

interface Props {
  /** An island page (src/islands/islandPage.tsx): no Next.js runtime in the browser. */
  [ISLAND_PAGE_PROP]: true;
  site: SiteContext;
  car: CarDetail;
  similar: SimilarCar[];
  seo: CarSeo;
  leadOptions: LeadFormOptions;
  /** A sold car no longer listed: kept out of search engines' indexes. */
  noindex: boolean;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  // Only through the proxy's rewrite: the host's tenant must be the path's (issue 9).
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant || tenant.slug !== params?.site) return { notFound: true };
  const page = await loadCarPage(tenant.slug, String(params?.slug ?? ''));
  if (!page) return { notFound: true };
  // Shared caches may keep it briefly; availability changes within seconds of a sale.
  sendPublicCache(res, 'public, s-maxage=10, stale-while-revalidate=30');
  // Sold more than a week ago: 410 Gone, with the SOLD notice and similar cars for a shopper.
  if (page.status === 'gone') res.statusCode = 410;
  const seo = carSeo(page.car, tenant.origin, page.context.site.tenant.name);
  const leadOptions = await leadFormOptions(tenant.slug);
  if (!leadOptions) return { notFound: true };
  return {
    props: {
      [ISLAND_PAGE_PROP]: true,
      site: page.context.site,
      car: page.car,
      similar: page.similar,
      seo,
      leadOptions,
      noindex: page.status !== 'listed',
    },
  };
};

export default function CarPage({ site, car, similar, seo, leadOptions, noindex }: Props) {
  return (
    <SiteLayout site={site} title={seo.title} description={seo.description}>
      <CarHead seo={seo} siteName={site.tenant.name} noindex={noindex} />
      <CarDetailPage site={site} car={car} similar={similar} leadOptions={leadOptions} />
    </SiteLayout>
  );
}

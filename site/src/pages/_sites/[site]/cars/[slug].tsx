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
import { carSeo, requestOrigin, type CarSeo } from '@/features/carDetail/carSeo';
import type { CarDetail, SimilarCar } from '@/features/carDetail/carDetailModel';

interface Props {
  site: SiteContext;
  car: CarDetail;
  similar: SimilarCar[];
  seo: CarSeo;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const tenant = String(params?.site ?? '');
  const slug = String(params?.slug ?? '');
  const page = await loadCarPage(tenant, slug);
  if (!page) return { notFound: true };
  // Shared caches may keep it briefly; availability changes within seconds of a sale.
  res.setHeader('Cache-Control', 'public, s-maxage=10, stale-while-revalidate=30');
  const seo = carSeo(page.car, requestOrigin(req.headers), page.context.site.tenant.name);
  return { props: { site: page.context.site, car: page.car, similar: page.similar, seo } };
};

export default function CarPage({ site, car, similar, seo }: Props) {
  return (
    <SiteLayout site={site} title={seo.title} description={seo.description}>
      <CarHead seo={seo} siteName={site.tenant.name} />
      <CarDetailPage site={site} car={car} similar={similar} />
    </SiteLayout>
  );
}

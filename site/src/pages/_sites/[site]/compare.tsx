/**
 * `/compare?cars=a,b,c` (issue 14): cars side by side (features/compare). Server-rendered per
 * request from StockSearch like the car pages, scoped to the host's tenant.
 */
import type { GetServerSideProps } from 'next';
import { ComparePage } from '@/features/compare/ComparePage';
import { loadComparePage, type ComparePageProps } from '@/features/compare/compareProps';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';

export const getServerSideProps: GetServerSideProps<ComparePageProps> = async ({ params, query, req, res }) => {
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant || tenant.slug !== params?.site) return { notFound: true };
  const props = await loadComparePage(tenant.slug, query.cars);
  if (!props) return { notFound: true };
  sendPublicCache(res, 'public, s-maxage=10, stale-while-revalidate=30');
  return { props };
};

export default ComparePage;

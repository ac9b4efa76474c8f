/**
 * `/preview?collection={pages|offers}&id={id}`: the frame of the CMS admin's live preview (issue 12).
 * The tenant's layout around a client-rendered body that shows what the editor types; the draft
 * reaches it only from the admin window. Never cached, never indexed.
 */
import type { GetServerSideProps } from 'next';
import { clientOnly } from '@/features/ui/clientOnly';
import Head from 'next/head';
import { isLivePreviewCollection, type LivePreviewCollection } from '@dealer/domain';
import { SiteLayout } from '@/features/layout/SiteLayout';
import { loadSite, type SiteContext } from '@/features/tenant/loadSite';
import { tenancyConfig, tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { securityHeaderInput } from '@/lib/securityHeaders';

const LivePreview = clientOnly(() => import('@/features/livePreview/LivePreview').then((m) => m.LivePreview));

interface Props {
  site: SiteContext;
  collection: LivePreviewCollection;
  id: string;
  cmsOrigin: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, req, res }) => {
  // Only through the proxy's rewrite: the host's tenant must be the path's (issue 9).
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant || tenant.slug !== params?.site) return { notFound: true };
  const collection = query.collection;
  const id = typeof query.id === 'string' && /^\d{1,12}$/.test(query.id) ? query.id : null;
  const cmsOrigin = securityHeaderInput(process.env, tenancyConfig().localhostTenants).cmsOrigin;
  if (!isLivePreviewCollection(collection) || !id || !cmsOrigin) return { notFound: true };
  const site = await loadSite(tenant.slug);
  if (!site) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  return { props: { site, collection, id, cmsOrigin } };
};

export default function PreviewPage({ site, collection, id, cmsOrigin }: Props) {
  return (
    <SiteLayout site={site} title="Preview">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <LivePreview collection={collection} id={id} cmsOrigin={cmsOrigin} format={site.format} tenantSlug={site.tenant.slug} />
    </SiteLayout>
  );
}

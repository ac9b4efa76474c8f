/**
 * The checkout pages' server side (`/cars/{slug}/checkout` and `/cars/{slug}/buy-online`, one
 * each): per request, never cached (the car's availability and the shopper's details are now's).
 * A journey the tenant does not have finds its own (307) or is a 404, as the routes table says
 * (routeAvailability); an unknown car is a 404; a car that cannot be reserved is a 200 page
 * saying why (not 410: the address stays right, and the car may be free again when a hold ends).
 */
import type { GetServerSideProps } from 'next';
import type { IncomingMessage } from 'node:http';
import { reservePath, routeEnabled } from '@dealer/domain';
import { siteEnv } from '@/lib/env';
import { loadCarPage, tenantCarContext } from '@/features/carDetail/loadCarDetail';
import { callCmsShoppers, type CmsShopperConfig } from '@/features/shoppers/cmsShopperApi';
import { sessionTokenOf } from '@/features/shoppers/shopperCookie';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { checkoutPath, checkoutView, EMPTY_PREFILL, type CheckoutJourney, type ContactPrefill } from './checkoutModel';
import type { CheckoutPageProps } from './CheckoutPage';

/**
 * The signed-in shopper's email and phone (`POST /api/shoppers/me` with their own token), to fill
 * the form; empty when there is no session, it is no longer valid, or the CMS does not answer (the
 * form then simply starts empty: the CMS checks the session again when the reservation starts).
 */
export async function shopperPrefill(
  req: Pick<IncomingMessage, 'headers'>,
  tenant: string,
  config: CmsShopperConfig = { cmsUrl: siteEnv().CMS_URL },
): Promise<ContactPrefill> {
  const token = sessionTokenOf(req);
  if (!token) return EMPTY_PREFILL;
  const answer = await callCmsShoppers('/me', { kind: 'shopper', token }, { tenant }, config);
  const shopper = answer.status === 200 ? (answer.body.shopper as Record<string, unknown> | undefined) : undefined;
  if (!shopper || typeof shopper !== 'object') return EMPTY_PREFILL;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: '', email: text(shopper.email), phone: text(shopper.phone_display) || text(shopper.phone) };
}

export const checkoutServerSideProps =
  (journey: CheckoutJourney): GetServerSideProps<CheckoutPageProps> =>
  async ({ params, req, res }) => {
    // About this shopper and this moment: never stored by a browser or a shared cache.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    // Only through the proxy's rewrite: the host's tenant must be the path's (issue 9).
    const tenant = await tenantFromRequest(req.headers);
    if (!tenant || tenant.slug !== params?.site) return { notFound: true };
    const slug = String(params?.slug ?? '');
    const context = await tenantCarContext(tenant.slug);
    if (!context) return { notFound: true };
    const { site } = context;
    // A link to the other reserve journey (checkout vs buy-online) finds the tenant's own; a tenant
    // with neither (reserve off) has no such page.
    const facts = { features: site.config.features, template: site.tenant.template };
    const path = checkoutPath(slug, journey);
    if (!routeEnabled(path, facts)) {
      const own = reservePath(slug, facts.features);
      if (own !== path && routeEnabled(own, facts)) return { redirect: { destination: own, permanent: false } };
      return { notFound: true };
    }
    const [page, prefill] = await Promise.all([loadCarPage(tenant.slug, slug), shopperPrefill(req, tenant.slug)]);
    if (!page) return { notFound: true };
    return {
      props: {
        site: page.context.site,
        view: checkoutView({
          journey,
          car: page.car,
          availability: page.indexed,
          prefill,
          storedTerms: context.tenant.settings?.reserveTerms,
        }),
      },
    };
  };

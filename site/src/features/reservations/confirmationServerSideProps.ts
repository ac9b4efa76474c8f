/**
 * The confirmation page's server side (`/reservations/{id}?token=`): the reservation as the CMS
 * has it now, shown only with its token (the capability the payment page's return address
 * carries) and only on its own tenant's host; anything else is a 404. Never cached, never indexed.
 */
import type { GetServerSideProps } from 'next';
import { buyOnlinePath, buyOnlineRefusal, routeEnabled } from '@dealer/domain';
import { siteEnv } from '@/lib/env';
import { stockSearch } from '@/features/search/stockSearchServer';
import { tenantCarContext } from '@/features/carDetail/loadCarDetail';
import { siteMediaPath } from '@/lib/cmsClient';
import { loadSite } from '@/features/tenant/loadSite';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { viewReservation } from './reservationApi';
import { confirmationView, RESERVATION_ID_PATTERN, RESERVATION_TOKEN_PATTERN } from './reservationConfirmation';
import type { ReservationConfirmationProps } from './ReservationConfirmationPage';

/**
 * Where a held car's purchase goes on (the buy-online journey), on a site that sells online and
 * for a car it sells that way; else null.
 */
async function buyOnlineJourneyHref(tenantSlug: string, carSlug: string): Promise<string | null> {
  const context = await tenantCarContext(tenantSlug);
  if (!context || !routeEnabled('/checkout-journey', { features: context.site.config.features, template: context.site.tenant.template }))
    return null;
  const indexed = await stockSearch().getBySlug(context.scope, carSlug);
  if (!indexed) return null;
  // The one-brand rule needs the franchise: the journey page itself says so if it refuses.
  return buyOnlineRefusal({ carType: indexed.car_type, make: indexed.make }) ? null : buyOnlinePath(carSlug);
}

export const confirmationServerSideProps: GetServerSideProps<ReservationConfirmationProps> = async ({ params, query, req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  // Only through the proxy's rewrite: the host's tenant must be the path's (issue 9).
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant || tenant.slug !== params?.site) return { notFound: true };
  const id = String(params?.id ?? '');
  const token = typeof query.token === 'string' ? query.token : '';
  if (!RESERVATION_ID_PATTERN.test(id) || !RESERVATION_TOKEN_PATTERN.test(token)) return { notFound: true };
  const site = await loadSite(tenant.slug);
  if (!site) return { notFound: true };
  const env = siteEnv();
  const answer = env.LEADS_API_KEY
    ? await viewReservation({ tenant: tenant.slug, id: Number(id), token }, { cmsUrl: env.CMS_URL, apiKey: env.LEADS_API_KEY })
    : ({ status: 502 } as const);
  if (answer.status === 404) return { notFound: true };
  if (answer.status !== 200) {
    if (!env.LEADS_API_KEY) console.error('Reservations cannot be shown: set LEADS_API_KEY (the same value as the CMS).');
    // The shopper may just have paid: say so, and look again shortly.
    res.statusCode = 503;
    return { props: { site, view: null, unavailable: true, journeyHref: null } };
  }
  const view = confirmationView(answer.reservation, site.config.settings.locale, siteMediaPath);
  return { props: { site, view, journeyHref: view.state === 'held' ? await buyOnlineJourneyHref(tenant.slug, view.car.slug) : null } };
};

/**
 * `/checkout-journey?car_id={slug}` server side (issue 38): per request, never cached. A GET shows
 * the step the shopper resumes at (or asks for); each step is a plain HTML form that posts back to
 * this page, so the journey works before, and without, any script: a decision the CMS stores
 * answers 303 to the next step; one it refuses shows the step again with its errors.
 */
import type { GetServerSideProps } from 'next';
import type { IncomingMessage } from 'node:http';
import {
  buyOnlinePath,
  buyOnlineRefusal,
  checkoutRefusal,
  checkoutRefusalText,
  dealCarPrice,
  dealSheet,
  reservePath,
  routeEnabled,
  type DealSheet,
} from '@dealer/domain';
import { gatedSignInHref } from '@dealer/domain/shoppers/gates';
import type { Manufacturer } from '@dealer/cms/payload-types';
import { siteEnv } from '@/lib/env';
import { cmsFind } from '@/lib/cmsClient';
import { loadCarPage, tenantCarContext } from '@/features/carDetail/loadCarDetail';
import { leadFormOptions } from '@/features/leads/leadFacts';
import { BodyTooLargeError, readBody } from '@/features/leads/leadRequestInput';
import { callCmsAsShopper, type CmsAnswer } from '@/features/shoppers/cmsShopperApi';
import { crossSiteFormRefusal } from '@/features/shoppers/sameSiteRequest';
import { clearedSessionCookie, sessionTokenOf } from '@/features/shoppers/shopperCookie';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { shopperPrefill } from '@/features/reservations/checkoutServerSideProps';
import { findSimilarHref } from '@/features/reservations/checkoutModel';
import { shownStep, stepErrorsOf, stepFormOf, type JourneyDeal } from './journeyModel';
import type { JourneyPageProps } from './JourneyPage';

/** A step's fields: far below this. */
export const JOURNEY_FORM_LIMIT_BYTES = 8 * 1024;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The franchise make of a one-brand dealership (its manufacturer), for the "of one brand" rule. */
async function brandOf(manufacturerId: number | null | undefined): Promise<string | null> {
  if (!manufacturerId) return null;
  const found = await cmsFind<Manufacturer>('manufacturers', { where: { id: { equals: manufacturerId } }, depth: 0, limit: 1 });
  return found.docs[0]?.name ?? null;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams | 'too-large' | 'not-a-form'> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return 'not-a-form';
  try {
    return new URLSearchParams(await readBody(req, JOURNEY_FORM_LIMIT_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return 'too-large';
    throw error;
  }
}

export const journeyServerSideProps: GetServerSideProps<JourneyPageProps> = async ({ params, query, req, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant || tenant.slug !== params?.site) return { notFound: true };
  const context = await tenantCarContext(tenant.slug);
  if (!context) return { notFound: true };
  const facts = { features: context.site.config.features, template: context.site.tenant.template };
  if (!routeEnabled('/checkout-journey', facts)) return { notFound: true };
  const slug = first(query.car_id) ?? '';
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return { notFound: true };
  const page = await loadCarPage(tenant.slug, slug);
  if (!page) return { notFound: true };
  const { car, indexed } = page;
  const here = buyOnlinePath(slug);
  const site = page.context.site;
  const base = { site, carSlug: slug, carTitle: car.title, vehicleWord: car.vehicleWord, findSimilarHref: findSimilarHref(car) };

  const dealership = context.dealerships.find((d) => String(d.id) === indexed.dealership_id);
  const manufacturer = dealership?.manufacturer;
  const notForSale = buyOnlineRefusal({
    carType: indexed.car_type,
    make: indexed.make,
    template: context.site.tenant.template,
    brand:
      context.site.tenant.template === 'brand' ? await brandOf(typeof manufacturer === 'number' ? manufacturer : manufacturer?.id) : null,
  });
  const depositPath = reservePath(slug, facts.features);
  if (notForSale)
    return { props: { ...base, refusal: { heading: 'This car cannot be bought online', body: notForSale, depositHref: depositPath } } };

  // The journey is the signed-in shopper's: a deal per shopper and car.
  const token = sessionTokenOf(req);
  const signIn = gatedSignInHref(here, ['checkout']) ?? `/sign-in?type=checkout&redirect=${encodeURIComponent(here)}`;
  if (!token) return { redirect: { destination: signIn, permanent: false } };
  const config = { cmsUrl: siteEnv().CMS_URL };
  const call = (path: string, body: Record<string, unknown>) =>
    callCmsAsShopper(`/deals${path}`, { kind: 'shopper', token }, { tenant: tenant.slug, car_slug: slug, ...body }, config);
  const signedOut = () => {
    res.setHeader('Set-Cookie', clearedSessionCookie(tenant.address.proto === 'https'));
    return { redirect: { destination: signIn, permanent: false } } as const;
  };

  let errors: Record<string, string> = {};
  let posted: Record<string, string> = {};
  let postedStep: string | null = null;
  if (req.method === 'POST') {
    const refusal = crossSiteFormRefusal(req, tenant.address.host);
    const form = refusal ? null : await formOf(req);
    if (refusal || form === null || typeof form === 'string') {
      res.statusCode = form === 'too-large' ? 413 : 403;
      errors = { form: refusal ?? 'This form could not be read. Please try again.' };
    } else {
      const step = stepFormOf(form);
      posted = Object.fromEntries(form.entries());
      postedStep = form.get('step');
      let answer: CmsAnswer | null = null;
      if (step.kind === 'invalid') errors = step.errors;
      else
        answer =
          step.kind === 'agreement' ? await call('/request-agreement', {}) : await call('/step', { step: step.step, data: step.data });
      if (answer?.status === 401) return signedOut();
      if (answer?.status === 200) return { redirect: { destination: here, statusCode: 303 } };
      if (answer) errors = stepErrorsOf(answer);
      res.statusCode = answer ? (answer.status >= 500 ? 502 : answer.status) : 400;
    }
  }

  const current = await call('/current', {});
  if (current.status === 401) return signedOut();
  if (current.status === 404) return { notFound: true };
  const deal = current.body.deal as JourneyDeal | undefined;
  if (current.status !== 200 || !deal) throw new Error(`The CMS answered ${current.status} for the buy-online deal of ${slug}`);

  // A car another shopper holds, or sold, is not for this journey; this shopper's own hold is.
  const availability = checkoutRefusal(indexed, car.reserveEnabled);
  if (availability && !deal.deposit_reservation) {
    const text = checkoutRefusalText(availability, car.vehicleWord);
    return { props: { ...base, refusal: { heading: text.heading, body: text.body, depositHref: null } } };
  }

  const step = postedStep && Object.keys(errors).length > 0 ? shownStep(deal, postedStep) : shownStep(deal, first(query.step));
  const price = dealCarPrice(indexed, car.locale);
  const carSheet: DealSheet | null = price ? dealSheet({ ...price, depositPaid: 0 }) : null;
  const [options, prefill] = await Promise.all([leadFormOptions(tenant.slug), shopperPrefill(req, tenant.slug)]);
  const settings = context.tenant.settings;
  return {
    props: {
      ...base,
      refusal: null,
      journey: {
        deal,
        step,
        action: here,
        errors,
        posted,
        carSubtitle: car.subtitle,
        image: car.images[0] ?? null,
        dealerName: car.dealer.name,
        locale: car.locale,
        carSheet,
        depositText: car.reserveDepositText,
        depositHref: depositPath,
        ratePercent: settings?.calculatorRatePercent ?? 10,
        locations: (options?.locations ?? []).map(({ slug: value, name }) => ({ slug: value, name })),
        prefill,
        wizard: {
          sourcePage: 'cars/trade-in',
          imageUploadEnabled: false,
          termsNotice: site.config.settings.enquiryTermsNotice,
          termsHref: '/value-my-car-terms-and-conditions',
          phone: site.config.features.phoneNumbers ? (site.contact?.phone ?? null) : null,
          contactHref: '/contact',
          storagePrefix: car.lead.dealershipSlug,
          flow: 'instant-offer',
          locations: (options?.locations ?? []).map(({ slug: value, name }) => ({ slug: value, name })),
          saveToProfile: site.config.settings.saveValuationToProfile,
          purchaseAction: here,
        },
      },
    },
  };
};

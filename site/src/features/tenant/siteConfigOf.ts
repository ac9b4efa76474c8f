/**
 * A tenant document's flags and settings as the site's config (kept apart from the loaders so pure
 * code and tests can use it without the CMS client).
 */
import type { Tenant } from '@dealer/cms/payload-types';
import { mergeSiteConfig, type DropdownTrigger, type SiteConfig, type SiteSettings } from '@dealer/domain';

/** The first valuation flow's settings; read leniently (a CMS older than them sends none). */
function tradeInFlowSettings(
  settings: object,
): Pick<Partial<SiteSettings>, 'sellMyCarFlow' | 'onlineEstimateMaxAgeYears' | 'onlineEstimateMaxKm'> {
  const raw = settings as { sellMyCarFlow?: unknown; onlineEstimateMaxAgeYears?: unknown; onlineEstimateMaxKm?: unknown };
  return {
    sellMyCarFlow: raw.sellMyCarFlow === 'instant-offer' ? 'instant-offer' : raw.sellMyCarFlow === 'wizard' ? 'wizard' : undefined,
    onlineEstimateMaxAgeYears: typeof raw.onlineEstimateMaxAgeYears === 'number' ? raw.onlineEstimateMaxAgeYears : undefined,
    onlineEstimateMaxKm: typeof raw.onlineEstimateMaxKm === 'number' ? raw.onlineEstimateMaxKm : undefined,
  };
}

/** The tenant's flags and settings over the platform's defaults (spec §9). */
export function siteConfigOf(tenant: Pick<Tenant, 'features' | 'settings' | 'locale'>): SiteConfig {
  const settings = tenant.settings ?? {};
  return mergeSiteConfig({
    features: tenant.features ?? {},
    settings: {
      locale: tenant.locale,
      noPriceText: settings.noPriceText,
      reserveDeposit: settings.reserveDeposit,
      newArrivalText: settings.newArrivalText,
      soldListingDays: settings.soldListingDays,
      baseFilterLevel: settings.baseFilterLevel,
      baseSearchFilters: settings.baseSearchFilters?.map((f) => f.filter),
      dropdownTrigger: settings.dropdownTrigger as DropdownTrigger | null | undefined,
      storeFavourites: settings.storeFavourites,
      splitPopularMakes: settings.splitPopularMakes,
      enquiryMessageOptional: settings.enquiryMessageOptional,
      enquiryTermsNotice: settings.enquiryTermsNotice,
      calculatorRatePercent: settings.calculatorRatePercent,
      reviewsMinimumRating: settings.reviewsMinimumRating,
      hideReviews: settings.hideReviews,
      tradeInImageUpload: settings.tradeInImageUpload,
      ...tradeInFlowSettings(settings),
      saveValuationToProfile: settings.saveValuationToProfile,
    },
  });
}

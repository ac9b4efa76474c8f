/**
 * Site configuration: product defaults, merged with the tenant's settings, then the
 * dealership's (spec §1: "Dealership-level configuration is merged over defaults").
 * Everything else in the product reads the result of `mergeSiteConfig`.
 */

export const FEATURE_FLAGS = [
  'garage',
  'favourites',
  'finance',
  'reserve',
  'tags',
  'tradeIn',
  'testDrive',
  'chat',
  'phoneNumbers',
  'subscriptions',
  'buyOnline',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const LOCALES = ['en-AU', 'en-NZ', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export type DropdownTrigger = 'hover' | 'click';

/** Spec §2: the finance enquiry lives at one of these paths, chosen by dealership. */
export const FINANCE_PATHS = ['/finance', '/finance-enquiry', '/apply-for-finance'] as const;
export type FinancePath = (typeof FINANCE_PATHS)[number];

export const isFinancePath = (value: unknown): value is FinancePath => (FINANCE_PATHS as readonly unknown[]).includes(value);

export interface SiteSettings {
  locale: Locale;
  /** Shown instead of a price when a car has none (spec §4, price precedence step 4). */
  noPriceText: string;
  /** Reserve deposit in whole dollars (spec §9: default $200). */
  reserveDeposit: number;
  /** Tag text for cars created within the new-arrival window (spec §4 step 6). */
  newArrivalText: string;
  /** Days a sold car stays listed with Just Sold (spec §4: default 3). */
  soldListingDays: number;
  /** Base search filter level, 0 to 14 (spec §9): 0 switches the filters off; 1-14 (default 1) applies them. */
  baseFilterLevel: number;
  /** Extra search filters every query of the tenant carries, e.g. `car_type:used`. */
  baseSearchFilters: string[];
  /** Header dropdowns open on hover on some sites and on click on others (spec §2). */
  dropdownTrigger: DropdownTrigger;
  /** Whether favourites are kept on the device (spec §5). */
  storeFavourites: boolean;
  /** Split popular makes and all makes with a toggle (spec §2). */
  splitPopularMakes: boolean;
  /** Enquiry forms may be sent without a message (spec §5: "unless message-optional is set by configuration"). */
  enquiryMessageOptional: boolean;
  /** Forms show 'You must agree to the terms of use before submitting the form.' and require the tick (spec §5). */
  enquiryTermsNotice: boolean;
  /** Where Get Finance buttons lead (spec §2: /finance, /finance-enquiry or /apply-for-finance, chosen by dealership). */
  financePath: FinancePath;
  /** The finance calculator's starting interest rate in percent (spec §9: 8.5 for one group, 10 by default). */
  calculatorRatePercent: number;
  /** Reviews show only when their average is above this (spec §5, §9: 4). */
  reviewsMinimumRating: number;
  /** The tenant shows no reviews (spec §5 "reviews are not hidden"). */
  hideReviews: boolean;
  /** The trade-in wizard asks for photos (step 3); off, it goes from the vehicle to Your Details (spec §4). */
  tradeInImageUpload: boolean;
  /** What `/sell-my-car` runs: the four-step wizard, or the instant offer the shopper may accept (the first flow). */
  sellMyCarFlow: 'wizard' | 'instant-offer';
  /** The trade-in FAQ's rule (spec §9): no online estimate for vehicles older than this (7; one variant 10) … */
  onlineEstimateMaxAgeYears: number;
  /** … or with more kilometres than this (100,000). */
  onlineEstimateMaxKm: number;
  /** A signed-in shopper's valuation is kept on their profile (spec §7 `POST /api/miscellaneous`, "only for one brand flag"). */
  saveValuationToProfile: boolean;
}

export interface SiteConfig {
  features: FeatureFlags;
  settings: SiteSettings;
}

/** One layer of configuration: anything left null or undefined inherits from the layer below. */
export interface ConfigLayer {
  features?: Partial<Record<FeatureFlag, boolean | null | undefined>> | null;
  settings?: { [K in keyof SiteSettings]?: SiteSettings[K] | null | undefined } | null;
}

export const PRODUCT_DEFAULTS: SiteConfig = {
  features: {
    garage: false,
    favourites: true,
    finance: true,
    reserve: true,
    tags: true,
    tradeIn: true,
    testDrive: true,
    chat: false,
    phoneNumbers: true,
    subscriptions: false,
    buyOnline: false,
  },
  settings: {
    locale: 'en-AU',
    noPriceText: 'Enquire for price',
    reserveDeposit: 200,
    newArrivalText: 'New Arrival',
    soldListingDays: 3,
    baseFilterLevel: 1,
    baseSearchFilters: [],
    dropdownTrigger: 'hover',
    storeFavourites: true,
    splitPopularMakes: false,
    enquiryMessageOptional: false,
    enquiryTermsNotice: false,
    financePath: '/finance',
    // finance/amortisation's DEFAULT_CALCULATOR_RATE_PERCENT (siteConfig.test checks they agree)
    calculatorRatePercent: 10,
    // reviews/reviewSummary's REVIEWS_MINIMUM_RATING
    reviewsMinimumRating: 4,
    hideReviews: false,
    tradeInImageUpload: true,
    sellMyCarFlow: 'wizard',
    onlineEstimateMaxAgeYears: 7,
    onlineEstimateMaxKm: 100_000,
    saveValuationToProfile: false,
  },
};

type Defined<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

function definedEntries<T extends object>(layer: T | null | undefined): Defined<T> {
  if (!layer) return {};
  return Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== null && value !== undefined)) as Defined<T>;
}

/** Merges layers in order (product defaults first); later layers win for every value they set. */
export function mergeSiteConfig(...layers: Array<ConfigLayer | null | undefined>): SiteConfig {
  let merged: SiteConfig = PRODUCT_DEFAULTS;
  for (const layer of layers) {
    merged = {
      features: { ...merged.features, ...definedEntries(layer?.features) } as FeatureFlags,
      settings: { ...merged.settings, ...definedEntries(layer?.settings) } as SiteSettings,
    };
  }
  return merged;
}

/**
 * A dealership overrides a tenant flag with 'on' or 'off'; anything else inherits.
 * (The CMS stores the override as a select so that "inherit" is distinct from "off".)
 */
export function flagOverride(value: string | null | undefined): boolean | undefined {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return undefined;
}

/** What a dealership stores over its tenant (the CMS's flag selects and cars settings). */
export interface DealershipOverrides {
  features?: Partial<Record<FeatureFlag, string | null | undefined>> | null;
  carsSettings?: {
    noPriceText?: string | null;
    reserveDeposit?: number | null;
    newArrivalText?: string | null;
    soldListingDays?: number | null;
    /** Spec §5 "flagged dealerships": no finance for this dealership's cars. */
    hideFinance?: boolean | null;
    /** Spec §2: the dealership's finance page. */
    financePath?: string | null;
  } | null;
}

/** A dealership's overrides as the config layer merged over its tenant's (spec §1). */
export function dealershipLayer(dealership: DealershipOverrides | null | undefined): ConfigLayer {
  if (!dealership) return {};
  const features: Partial<Record<FeatureFlag, boolean | undefined>> = {};
  for (const flag of FEATURE_FLAGS) features[flag] = flagOverride(dealership.features?.[flag]);
  if (dealership.carsSettings?.hideFinance) features.finance = false;
  const s = dealership.carsSettings ?? {};
  return {
    features,
    settings: {
      noPriceText: s.noPriceText,
      reserveDeposit: s.reserveDeposit,
      newArrivalText: s.newArrivalText,
      soldListingDays: s.soldListingDays,
      financePath: isFinancePath(s.financePath) ? s.financePath : undefined,
    },
  };
}

export interface LocaleFormat {
  currency: 'AUD' | 'NZD' | 'USD';
  distanceUnit: 'km' | 'mi';
  country: 'AU' | 'NZ' | 'US';
}

/** The dealer's clock, from the locale's main market: dates and times shoppers and staff read. */
export const dealerTimeZone = (locale: Locale): string =>
  locale === 'en-NZ' ? 'Pacific/Auckland' : locale === 'en-US' ? 'America/Chicago' : 'Australia/Sydney';

/** Currency and distance unit follow the locale (spec §9: kilometres, or miles for the US). */
export function localeFormat(locale: Locale): LocaleFormat {
  switch (locale) {
    case 'en-NZ':
      return { currency: 'NZD', distanceUnit: 'km', country: 'NZ' };
    case 'en-US':
      return { currency: 'USD', distanceUnit: 'mi', country: 'US' };
    default:
      return { currency: 'AUD', distanceUnit: 'km', country: 'AU' };
  }
}

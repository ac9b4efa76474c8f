/**
 * Everything the car page renders, worked out on the server from the stored car, its dealership
 * and the tenant's configuration. Every rule comes from `packages/domain`; this only gathers the
 * inputs and reshapes the answers into serialisable page props.
 */
import type { ButtonSet, Car, Dealership, Location, Tenant } from '@dealer/cms/payload-types';
import {
  dealerTimeZone,
  buttonSetFor,
  tenantButtonIds,
  cardPrice,
  carButtons,
  carPhoneNumber,
  carSpecifications,
  featureNames,
  financeDisplay,
  dealershipLayer,
  formatMoney,
  isFinanceProvider,
  formatOdometer,
  marketPriceBadge,
  mergeSiteConfig,
  primaryPrice,
  requiredDisclosures,
  revealPhoneTrackingPayload,
  soldNotice,
  vehicleWord,
  carFormAnchor,
  type CarButton,
  type FinanceDisplay,
  type Locale,
  type MarketPriceBadge,
  type RevealPhoneTracking,
  type SiteConfig,
  type SoldNotice,
  type SpecRow,
  type VehicleDisclosure,
} from '@dealer/domain';
import type { CarHit, IndexedCar } from '@dealer/stock-search';
import type { LeadCar } from '@/features/leads/leadFormTypes';
import { dateTimeFormat } from '@/lib/intlFormats';

export interface GalleryImage {
  src: string;
  alt: string;
}

export interface PriceView {
  /** The price shown large, e.g. `$34,990`, `PREORDER`, `Enquire for price`. */
  text: string;
  /** e.g. `Drive Away`; null when the price has no type. */
  label: string | null;
  /** A component price shown smaller under a drive-away price (AU), e.g. `$31,990 Excl. Govt. Charges`. */
  secondary: string | null;
  /** Earlier price, struck through. */
  wasText: string | null;
  amount: number | null;
}

export interface DisclosureView {
  disclosure: VehicleDisclosure;
  /** NZ: the Consumer Information Notice link; null when the dealer has not given one yet. */
  url: string | null;
  /** US: the warranty wording of the Buyers Guide, when there is a warranty. */
  warrantyTerms: string | null;
}

export interface DealerView {
  name: string;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

export interface SimilarCar {
  slug: string;
  title: string;
  priceText: string;
  odometer: string | null;
  imageUrl: string | null;
}

export interface CarDetail {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'coming_soon' | 'sold';
  itemType: string;
  vehicleWord: string;
  stocknum: string;
  vin: string | null;
  colour: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  km: number | null;
  locale: Locale;
  images: GalleryImage[];
  price: PriceView;
  keyInformation: SpecRow[];
  specifications: SpecRow[];
  standardEquipment: string[];
  features: string[];
  dealerComments: string | null;
  /** The detail buttons with their target worked out here: form buttons open their form in place (features/leads/CarLeadPanel.tsx). */
  buttons: DetailButton[];
  reserveDepositText: string;
  /** The merged reserve flag: reserve copy is offered only where reserving is. */
  reserveEnabled: boolean;
  phone: string | null;
  tracking: RevealPhoneTracking;
  sold: SoldNotice | null;
  marketBadge: MarketPriceBadge;
  finance: FinanceDisplay;
  disclosures: DisclosureView[];
  dealer: DealerView;
  /** Shown in the summary: where the car is. */
  locationName: string | null;
  description: string;
  /** What the car page's lead forms send and book with (issue 10). */
  lead: LeadCar;
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value;

/** The tenant's configuration with the dealership's overrides merged over it (spec §1). */
export function dealershipConfig(siteConfig: SiteConfig, dealership: Dealership | null): SiteConfig {
  return dealership ? mergeSiteConfig(siteConfig, dealershipLayer(dealership)) : siteConfig;
}

/** The dealer's time zone for a locale (dates of offers and test drives are the dealer's). */
export { dealerTimeZone };

/** Today as YYYY-MM-DD in the dealer's zone (finance offers are dated in it). */
export function dealerToday(locale: Locale, now: Date): string {
  const timeZone = dealerTimeZone(locale);
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function priceView(car: Car, hit: CarHit, config: SiteConfig): PriceView {
  const locale = config.settings.locale;
  const card = cardPrice(hit, config);
  const primary = primaryPrice(
    { price: car.price, offer_price: car.offer_price, price_type: car.price_type, drive_away_price: car.drive_away_price },
    locale,
  );
  // Subscriptions, PREORDER and the no-price text come from the card rule; real prices from the market rule.
  if (card.kind === 'subscription' || card.amount === null) {
    return { text: card.text, label: card.priceTypeLabel, secondary: null, wasText: null, amount: card.amount };
  }
  if (primary.primary === null) {
    return { text: config.settings.noPriceText, label: null, secondary: null, wasText: null, amount: null };
  }
  const secondary = primary.secondary
    ? `${formatMoney(primary.secondary.amount, locale)}${primary.secondary.label ? ` ${primary.secondary.label}` : ''}`
    : null;
  return {
    text: formatMoney(primary.primary.amount, locale),
    label: primary.primary.label,
    secondary,
    // A Was price belongs to the advertised amount: only when that amount is the one shown large.
    wasText: primary.secondary ? null : card.wasText,
    amount: primary.primary.amount,
  };
}

export interface CarDetailInput {
  indexed: IndexedCar;
  siteConfig: SiteConfig;
  tenant: Pick<Tenant, 'id' | 'slug' | 'settings'>;
  dealership: Dealership | null;
  buttonSets: ButtonSet[];
  now: Date;
  /** Absolute URL of a stored media path (the CMS's origin). */
  mediaUrl: (url: string | null | undefined) => string | null;
}

export interface DetailButton {
  id: CarButton['id'];
  label: string;
  amountText: string | null;
  href: string;
}

/** On the server: the page's script then carries no button rules, only where each button goes. */
function detailButton(button: CarButton): DetailButton {
  const href = button.action.kind === 'link' ? button.action.href : (carFormAnchor(button) ?? '#enquire');
  return { id: button.id, label: button.label, amountText: button.amountText, href };
}

export function buildCarDetail({ indexed, siteConfig, tenant, dealership, buttonSets, now, mediaUrl }: CarDetailInput): CarDetail {
  const car = indexed.document as unknown as Car;
  const config = dealershipConfig(siteConfig, dealership);
  const locale = config.settings.locale;
  const location = car.location && typeof car.location === 'object' ? (car.location as Location) : null;
  const title = [car.year, car.make, car.model, indexed.badge].filter(Boolean).join(' ');

  const images: GalleryImage[] = indexed.images
    .map((url) => mediaUrl(url))
    .filter((src): src is string => src !== null)
    .map((src, i) => ({ src, alt: `${title}, photo ${i + 1} of ${indexed.images.length}` }));

  const specifications = carSpecifications(
    {
      car_type: car.car_type,
      item_type: car.item_type,
      km: car.km,
      simple_transmission: car.simple_transmission,
      trans: car.trans,
      simple_fuel: car.simple_fuel,
      fuel: car.fuel,
      simple_body: car.simple_body,
      colour: car.colour,
      drive: car.drive,
      seats: car.seats,
      doors: car.doors,
      engine_size: car.engine_size,
      stocknum: car.stocknum,
      vin: car.vin,
      regplate: car.regplate,
      variant: car.variant,
      specifications: car.specifications,
    },
    locale,
  );
  const keyKeys = new Set(['condition', 'transmission', 'km', 'fuel', 'body', 'colour']);

  const set = buttonSetFor(buttonSets, indexed.dealership_id);
  const detailIds = tenantButtonIds(set.detailButtons, { features: config.features, financePath: config.settings.financePath });
  const buttons = carButtons(detailIds, { ...indexed, file: car.file ?? null }, config).map(detailButton);

  const provider = isFinanceProvider(dealership?.finance_provider) ? dealership.finance_provider : null;
  const excludedDealerships = (tenant.settings?.financeExcludedDealerships ?? []).map((d) => idOf(d)).filter((id) => id !== null);
  const finance = financeDisplay({
    car: {
      status: car.status,
      sold: car.sold,
      price: car.price,
      offer_price: car.offer_price,
      year: car.year,
      finance_lenders: car.finance_lenders,
    },
    dealership: { id: indexed.dealership_id, groupSlug: tenant.slug, hideFinance: dealership?.carsSettings?.hideFinance },
    provider,
    exclusions: { groupSlugs: tenant.settings?.financeExcludedGroup ? [tenant.slug] : [], dealershipIds: excludedDealerships },
    today: dealerToday(locale, now),
    financeEnabled: config.features.finance,
    locale,
  });

  const disclosures: DisclosureView[] = requiredDisclosures(
    { car_type: car.car_type, item_type: car.item_type, dealer_warranty: car.dealer_warranty },
    locale,
  ).map((disclosure) => ({
    disclosure,
    url: disclosure.kind === 'consumer-information-notice' ? car.consumer_information_notice_url?.trim() || null : null,
    warrantyTerms:
      disclosure.kind === 'buyers-guide' && disclosure.coverage === 'warranty' ? (car.buyers_guide_warranty_terms ?? null) : null,
  }));

  const phone = config.features.phoneNumbers
    ? carPhoneNumber({ carType: car.car_type, settings: dealership?.carsSettings, locationPhone: location?.contact_detail?.phone })
    : null;
  if (config.features.phoneNumbers && !phone) console.warn(`No phone number found for car ${indexed.id} (${indexed.slug})`);

  const price = priceView(car, indexed, config);
  const word = vehicleWord(car.item_type);
  const distance = indexed.km === null ? null : formatOdometer(indexed.km, locale);
  const description = [
    `${car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'} ${title}`,
    price.amount !== null ? `${price.text}${price.label ? ` ${price.label}` : ''}` : null,
    distance,
    indexed.transmission,
    indexed.fuel,
    location?.name ? `at ${location.name}` : `at ${indexed.dealership_name}`,
  ]
    .filter(Boolean)
    .join(', ');

  return {
    id: indexed.id,
    slug: indexed.slug,
    title,
    subtitle: indexed.series,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: indexed.badge,
    carType: car.car_type,
    status: car.status,
    itemType: indexed.item_type,
    vehicleWord: word,
    stocknum: car.stocknum,
    vin: car.vin?.trim() || null,
    colour: indexed.colour,
    body: indexed.body,
    fuel: indexed.fuel,
    transmission: indexed.transmission,
    km: indexed.km,
    locale,
    images,
    price,
    keyInformation: specifications.filter((row) => keyKeys.has(row.key)),
    specifications,
    standardEquipment: featureNames(car.standardEquipment),
    features: featureNames(car.features),
    dealerComments: car.dealercomments ?? null,
    buttons,
    reserveDepositText: formatMoney(config.settings.reserveDeposit, locale),
    reserveEnabled: config.features.reserve,
    phone,
    tracking: revealPhoneTrackingPayload({ id: indexed.id, dealership_id: indexed.dealership_id }, tenant.id),
    sold: soldNotice({ status: car.status, sold: car.sold, item_type: car.item_type }),
    marketBadge: marketPriceBadge({ price: car.price, offer_price: car.offer_price, autograb_data: car.autograb_data }),
    finance,
    disclosures,
    dealer: {
      name: location?.name ?? indexed.dealership_name,
      phone: phone ?? dealership?.phone ?? null,
      street: location?.address?.street ?? null,
      city: location?.address?.city ?? indexed.city,
      state: location?.address?.state ?? indexed.state,
      postcode: location?.address?.postcode ?? null,
    },
    locationName: indexed.location_name,
    description,
    lead: {
      id: indexed.id,
      slug: indexed.slug,
      title,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      carType: car.car_type,
      tag: car.tag?.trim() || null,
      dealershipSlug: indexed.dealership_slug,
      locationName: location?.name ?? indexed.location_name,
      openingHours: (location?.opening_hours ?? [])
        .filter((entry) => typeof entry.weekday === 'number')
        .map((entry) => ({ weekday: entry.weekday!, status: entry.status, open: entry.open ?? null, close: entry.close ?? null })),
    },
  };
}

/** A similar car's link card: only what it shows. */
export function similarCarOf(hit: CarHit, config: SiteConfig, mediaUrl: CarDetailInput['mediaUrl']): SimilarCar {
  const locale = config.settings.locale;
  const price = cardPrice(hit, config);
  return {
    slug: hit.slug,
    title: [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' '),
    priceText: price.priceTypeLabel && price.amount !== null ? `${price.text} ${price.priceTypeLabel}` : price.text,
    odometer: hit.km === null ? null : formatOdometer(hit.km, locale),
    imageUrl: mediaUrl(hit.primary_image_url ?? hit.images[0]),
  };
}

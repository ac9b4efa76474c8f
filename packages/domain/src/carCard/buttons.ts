/**
 * Car buttons (spec §2 "Car card"): which buttons a dealership group shows is its button set
 * (CMS `button-sets`: cardButtons / detailButtons, in order); this filters a set by the merged
 * feature flags and the car's state, and gives each button its label and action.
 */
import type { SiteConfig } from '../config/siteConfig';
import { canEnquire, currentPrice, isInStock, present, type CardCar } from './cardCar';
import { formatMoney } from './format';
import { checkoutRefusal } from '../reservations/reservation';

/** Same values and labels as the CMS's CAR_BUTTONS (cms/src/collections/ButtonSets.ts). */
export const CAR_BUTTON_LABELS = {
  'view-details': 'View Details',
  'explore-vehicle': 'Explore Vehicle',
  enquire: 'Enquire',
  'quick-enquiry': 'Quick Enquiry',
  enquiry: 'Enquiry',
  'test-drive': 'Book a Test Drive',
  finance: 'Get Finance',
  'reserve-now': 'Reserve Now',
  'reserve-this-car': 'Reserve This Car',
  'find-similar': 'Find Me Something Similar',
  'trade-in': 'Trade-In Valuation',
  'history-report': 'Car History Report',
} as const;
export type CarButtonId = keyof typeof CAR_BUTTON_LABELS;

export function isCarButtonId(value: unknown): value is CarButtonId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CAR_BUTTON_LABELS, value);
}

export type CarButtonAction =
  | { kind: 'link'; href: string }
  /** Opens the enquiry form for the car. */
  | { kind: 'enquire' }
  /** Opens the test-drive form for the car. */
  | { kind: 'test-drive' };

export interface CarButton {
  id: CarButtonId;
  /** Exact label, e.g. `Reserve Now`. */
  label: string;
  /** Reserve buttons: the deposit, e.g. `$200` (rendered after the label). */
  amountText: string | null;
  action: CarButtonAction;
}

/** Used when a tenant has no button set (spec silent; decided: one button of each kind). */
export const DEFAULT_BUTTON_SET: { cardButtons: CarButtonId[]; detailButtons: CarButtonId[] } = {
  cardButtons: ['view-details', 'enquire', 'test-drive', 'finance', 'reserve-now', 'find-similar'],
  detailButtons: ['enquire', 'finance', 'trade-in', 'test-drive', 'history-report', 'reserve-now'],
};

/** A button set as the CMS stores it (relationships unpopulated or populated). */
export interface StoredButtonSet {
  dealerships?: Array<number | string | { id: number | string }> | null;
  cardButtons?: string[] | null;
  detailButtons?: string[] | null;
}

/**
 * The set of a dealership: the first set naming it, else the first set naming no dealership
 * (CMS: "Empty: every dealership of the tenant"), else the default set. Unknown values are dropped.
 */
export function buttonSetFor(
  sets: readonly StoredButtonSet[],
  dealershipId: number | string,
): { cardButtons: CarButtonId[]; detailButtons: CarButtonId[] } {
  const id = String(dealershipId);
  const ids = (set: StoredButtonSet) => (set.dealerships ?? []).map((d) => String(typeof d === 'object' ? d.id : d));
  const set = sets.find((s) => ids(s).includes(id)) ?? sets.find((s) => ids(s).length === 0);
  if (!set) return DEFAULT_BUTTON_SET;
  return { cardButtons: (set.cardButtons ?? []).filter(isCarButtonId), detailButtons: (set.detailButtons ?? []).filter(isCarButtonId) };
}

type ButtonConfig = {
  features: Pick<SiteConfig['features'], 'testDrive' | 'finance' | 'reserve' | 'tradeIn' | 'buyOnline'>;
  settings: Pick<SiteConfig['settings'], 'reserveDeposit' | 'locale'> & Partial<Pick<SiteConfig['settings'], 'financePath'>>;
};

export interface ButtonOptions {
  /** The finance page, over the dealership's (settings.financePath, spec §2). Default /finance. */
  financePath?: string;
}

type ButtonCar = Pick<
  CardCar,
  'id' | 'slug' | 'make' | 'model' | 'car_type' | 'status' | 'reserved' | 'price' | 'offer_price' | 'dealership_slug' | 'file'
>;

/** Where a reserve button leads: checkout, or buy-online where that flag is on (spec §2). */
export function reservePath(carSlug: string, features: { buyOnline?: boolean }): string {
  return `/cars/${encodeURIComponent(carSlug)}/${features.buyOnline ? 'buy-online' : 'checkout'}`;
}

/** Spec §4 checkout rule, used for the Reserve button: in stock, not sold, not reserved, price over 200, reserve on. */
export function isReservable(car: Pick<CardCar, 'status' | 'reserved' | 'price' | 'offer_price'>, reserveEnabled: boolean): boolean {
  return checkoutRefusal(car, reserveEnabled) === null;
}

export function slugSegment(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `/finance?preferredDealership=..&vehiclePriceBudget=..&car_id=..&car_type=..#finance-form` (spec §2). */
export function financeHref(car: ButtonCar, financePath = '/finance'): string {
  const params = new URLSearchParams({ preferredDealership: car.dealership_slug });
  const price = currentPrice(car);
  if (price !== null) params.set('vehiclePriceBudget', String(price));
  params.set('car_id', car.id);
  params.set('car_type', car.car_type);
  return `${financePath}?${params.toString()}#finance-form`;
}

function buttonFor(id: CarButtonId, car: ButtonCar, config: ButtonConfig, options: ButtonOptions): CarButton | null {
  const { features, settings } = config;
  const make = (href: string, amountText: string | null = null): CarButton => ({
    id,
    label: CAR_BUTTON_LABELS[id],
    amountText,
    action: { kind: 'link', href },
  });
  const slug = encodeURIComponent(car.slug);
  switch (id) {
    case 'view-details':
    case 'explore-vehicle':
      return make(`/cars/${slug}`);
    case 'enquire':
    case 'quick-enquiry':
    case 'enquiry':
      return canEnquire(car) ? { id, label: CAR_BUTTON_LABELS[id], amountText: null, action: { kind: 'enquire' } } : null;
    case 'test-drive':
      return isInStock(car) ? { id, label: CAR_BUTTON_LABELS[id], amountText: null, action: { kind: 'test-drive' } } : null;
    case 'finance':
      return canEnquire(car) ? make(financeHref(car, options.financePath ?? settings.financePath)) : null;
    case 'reserve-now':
    case 'reserve-this-car':
      if (!isReservable(car, features.reserve)) return null;
      return make(reservePath(car.slug, features), formatMoney(settings.reserveDeposit, settings.locale));
    case 'find-similar': {
      if (canEnquire(car) && isInStock(car)) return null;
      const path = [slugSegment(car.make), slugSegment(car.model)].filter(Boolean).join('/');
      return make(path ? `/search/${path}` : '/search');
    }
    case 'trade-in':
      return canEnquire(car) ? make(`/cars/trade-in?car_id=${encodeURIComponent(car.id)}`) : null;
    case 'history-report': {
      const file = present(car.file);
      return file ? make(file) : null;
    }
  }
}

/**
 * Where a form button leads on the car page: the anchor whose form opens in place there
 * (site features/leads/CarLeadPanel.tsx). Quick Enquiry opens the short form, the other
 * enquiry labels the full one. Null for link buttons.
 */
export function carFormAnchor(button: Pick<CarButton, 'id' | 'action'>): '#enquire' | '#quick-enquiry' | '#test-drive' | null {
  switch (button.action.kind) {
    case 'link':
      return null;
    case 'enquire':
      return button.id === 'quick-enquiry' ? '#quick-enquiry' : '#enquire';
    case 'test-drive':
      return '#test-drive';
  }
}

/** The buttons to render, in the set's order (duplicates and unknown values dropped). */
export function carButtons(buttonIds: readonly string[], car: ButtonCar, config: ButtonConfig, options: ButtonOptions = {}): CarButton[] {
  const seen = new Set<CarButtonId>();
  const buttons: CarButton[] = [];
  for (const id of buttonIds) {
    if (!isCarButtonId(id) || seen.has(id)) continue;
    seen.add(id);
    const button = buttonFor(id, car, config, options);
    if (button) buttons.push(button);
  }
  return buttons;
}

/** Plain types the lead pages, the lazily loaded form and the server share (no runtime code). */
import type { Locale, OpeningHourEntry } from '@dealer/domain';
import type { LeadForm } from '@dealer/domain/leads';

export interface LeadSelectOption {
  slug: string;
  name: string;
}

/** A tenant's facts for its forms (spec §5), serialisable into page props. */
export interface LeadFormOptions {
  messageOptional: boolean;
  termsNotice: boolean;
  locale: Locale;
  /** Visible locations, the primary first; each with the dealership it belongs to. */
  locations: (LeadSelectOption & { dealershipSlug: string | null })[];
  dealerships: LeadSelectOption[];
}

/** The car a lead is about: the form's hidden fields and what its analytics event needs. */
export interface LeadCar {
  id: string;
  slug: string;
  title: string;
  stocknum: string;
  make: string;
  model: string;
  carType: string;
  tag: string | null;
  dealershipSlug: string;
  /** The car's location: its opening hours give the test drive's slots. */
  locationName: string | null;
  openingHours: OpeningHourEntry[];
}

export interface LeadFormProps {
  form: LeadForm;
  /** Where the success marker and contact details are stored (spec §3: keys prefixed by dealership slug). */
  storagePrefix: string;
  options: LeadFormOptions;
  car?: LeadCar | null;
  /** A car known only by its id (e.g. `/book-test-drive?car_id=`): sent as car_id, the CMS knows the rest. */
  carId?: string;
  /** The offer an enquiry is about (the `offer` form): sent as offer_id; the CMS checks it is this tenant's and published. */
  offerId?: string;
  /** A location the page fixes (e.g. `/contact-us/{location}`): sent as a hidden value, no select shown. */
  fixedLocation?: string;
  /** The car type from the URL, for the analytics event id only. */
  carType?: string;
  /** Starting values from the URL or the page (e.g. finance: preferredDealership, vehiclePriceBudget). */
  prefill?: Partial<Record<'dealership_slug' | 'location' | 'vehiclePriceBudget' | 'message' | 'subcategory', string>>;
  /** The id of the element naming the form (its heading), for the form's accessible name. */
  labelledBy?: string;
  submitLabel?: string;
}

/**
 * The four demo tenants: one multi-brand group, one single-brand dealer, one leisure
 * (caravans and motorcycles) dealer in New Zealand and one US group. Between them they switch
 * every feature flag both ways and exercise every dealership override the CMS has.
 */
import type { FeatureFlags } from '@dealer/domain';
import type { Dealership, Location, Tenant } from '../../../cms/src/payload-types';
import type { CarButton } from './content';

export type TenantSlug = 'coastline' | 'harbour-mazda' | 'kiwi-caravans' | 'lone-star-motors';

export interface DealershipDef {
  slug: string;
  name: string;
  /** Franchise make name, if one brand. */
  make?: string;
  phone: string;
  city: string;
  state: string;
  financeProvider?: NonNullable<Dealership['finance_provider']>;
  carsSettings?: Dealership['carsSettings'];
  features?: Dealership['features'];
  /** Stock numbers of generated stock start with this (fixtures use the tenant's prefix). */
  stockPrefix: string;
  /** Generated stock: how many, and the share of new and demo (the rest is used). */
  stock: { count: number; newShare: number; demoShare: number };
  /** Makes of new and demo stock; defaults to the franchise make. */
  newMakes?: string[];
  /** Weighted makes of used stock. */
  usedMakes: (readonly [string, number])[];
  /** A CRM mailbox reading ADF XML (issue 10); every dealership's lead inbox is leads@{slug}.example.com. */
  adfEmail?: string;
}

/** Where a sample dealership's leads go (issue 10): its inbox, plus an ADF mailbox where it has one. */
export const sampleLeadDelivery = (d: DealershipDef): NonNullable<Dealership['leadDelivery']> => ({
  email: `leads@${d.slug}.example.com`,
  ...(d.adfEmail ? { adfEmail: d.adfEmail } : {}),
});

export interface LocationDef {
  slug: string;
  name: string;
  dealership: string;
  type: NonNullable<Location['location_type']>;
  subtype?: string;
  primary?: boolean;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  long: number;
  phone: string;
  email: string;
  /** Weekday hours (Mon–Fri identical unless `thursday` is set), Saturday and Sunday; null is closed. */
  hours: { weekdays: [string, string]; thursday?: [string, string]; saturday: [string, string] | null; sunday: [string, string] | null };
  /** Seeded review ratings, in order; their average is stored on the location. */
  ratings: number[];
  dealerLicence?: string;
  repairerLicence?: string;
}

export interface TenantDef {
  slug: TenantSlug;
  name: string;
  template: Tenant['template'];
  locale: Tenant['locale'];
  state: string;
  timezone: 'Australia/Brisbane' | 'Australia/Sydney' | 'Pacific/Auckland' | 'America/Chicago';
  /** Price factor from the AUD prices in data/models.ts. */
  currencyFactor: number;
  domains: string[];
  branding: Omit<Tenant['branding'], 'logo'>;
  features: FeatureFlags;
  settings: NonNullable<Tenant['settings']>;
  /** Franchised makes: Tenant.manufacturers, which fill the Range menu. */
  franchises: string[];
  /** Prefix of the special-state fixture stock numbers (see generate/cars.ts). */
  fixturePrefix: string;
  dealerships: DealershipDef[];
  locations: LocationDef[];
  buttons: { name: string; cardButtons: CarButton[]; detailButtons: CarButton[] };
}

const AU_USED: (readonly [string, number])[] = [
  ['Toyota', 14],
  ['Mazda', 10],
  ['Hyundai', 8],
  ['Ford', 9],
  ['Holden', 6],
  ['Kia', 6],
  ['Mitsubishi', 6],
  ['Nissan', 6],
  ['Subaru', 4],
  ['Volkswagen', 5],
  ['Honda', 4],
  ['Isuzu', 4],
  ['BMW', 3],
  ['Mercedes-Benz', 3],
  ['Mercedes-AMG', 1],
  ['Audi', 2],
  ['Tesla', 2],
  ['MG', 3],
  ['GWM', 2],
  ['Haval', 1],
  ['BYD', 2],
  ['Suzuki', 3],
  ['Lexus', 2],
  ['Jeep', 2],
  ['Land Rover', 1],
  ['Range Rover', 1],
];

const US_USED: (readonly [string, number])[] = [
  ['Ford', 12],
  ['Chevrolet', 12],
  ['Ram', 8],
  ['Toyota', 10],
  ['Honda', 8],
  ['Nissan', 6],
  ['Jeep', 6],
  ['GMC', 5],
  ['Dodge', 4],
  ['Chrysler', 2],
  ['Tesla', 4],
  ['Hyundai', 4],
  ['Kia', 4],
  ['Subaru', 3],
  ['BMW', 2],
  ['Lexus', 2],
];

const auWeek = (weekdays: [string, string], saturday: [string, string] | null = ['08:30', '16:00']) => ({
  weekdays,
  saturday,
  sunday: null,
});

export const TENANTS: readonly TenantDef[] = [
  {
    slug: 'coastline',
    name: 'Coastline Motor Group',
    template: 'group',
    locale: 'en-AU',
    state: 'QLD',
    timezone: 'Australia/Brisbane',
    currencyFactor: 1,
    domains: ['coastlinemotors.com.au'],
    branding: {
      primaryColour: '#0b3d91',
      secondaryColour: '#00a3e0',
      backgroundColour: '#ffffff',
      headingFont: '"Montserrat", "Helvetica Neue", Arial, sans-serif',
      bodyFont: '"Open Sans", "Helvetica Neue", Arial, sans-serif',
      tagline: 'Three brands. One coastline. Driven by you.',
    },
    features: {
      garage: true,
      favourites: true,
      finance: true,
      reserve: true,
      tags: true,
      tradeIn: true,
      testDrive: true,
      chat: true,
      phoneNumbers: true,
      subscriptions: true,
      buyOnline: true,
    },
    settings: {
      // Issue 13: /sell-my-car runs the instant offer here (the first valuation flow); the others the wizard.
      sellMyCarFlow: 'instant-offer',
      noPriceText: 'Enquire for price',
      reserveDeposit: 200,
      newArrivalText: 'New Arrival',
      soldListingDays: 3,
      baseFilterLevel: 0,
      dropdownTrigger: 'hover',
      storeFavourites: true,
      splitPopularMakes: true,
      specialOffersInMore: true,
      phone: '07 5550 1000',
      email: 'sales@coastlinemotors.com.au',
      // Issue 10: shoppers must tick the terms notice on this tenant's enquiry forms.
      enquiryTermsNotice: true,
      // Issue 12: the chat widget (a sample licence: offline, the provider's script simply fails to
      // load). lone-star-motors has chat on without a provider: nothing loads there.
      chatProvider: 'livechat',
      chatAccount: '19283746',
    },
    franchises: ['Toyota', 'Mazda', 'Hyundai'],
    fixturePrefix: 'CL',
    dealerships: [
      {
        slug: 'coastline-toyota',
        name: 'Coastline Toyota',
        make: 'Toyota',
        phone: '07 5550 1100',
        city: 'Gold Coast',
        state: 'QLD',
        financeProvider: 'A',
        // Phone fallback by car type (spec §9): demo falls back to new.
        carsSettings: {
          newCarsPhone: '07 5550 1101',
          usedCarsPhone: '07 5550 1102',
          demoCarsPhone: '07 5550 1103',
          filterPhoneByCarType: true,
        },
        stockPrefix: 'CT',
        stock: { count: 340, newShare: 0.45, demoShare: 0.1 },
        usedMakes: AU_USED,
        adfEmail: 'adf@coastline-toyota.example.com',
      },
      {
        slug: 'coastline-mazda',
        name: 'Coastline Mazda',
        make: 'Mazda',
        phone: '07 5550 1200',
        city: 'Sunshine Coast',
        state: 'QLD',
        financeProvider: 'B',
        carsSettings: { noPriceText: 'Call for price', newArrivalText: 'Just Arrived' },
        stockPrefix: 'CM',
        stock: { count: 330, newShare: 0.45, demoShare: 0.1 },
        usedMakes: AU_USED,
      },
      {
        slug: 'coastline-hyundai',
        name: 'Coastline Hyundai',
        make: 'Hyundai',
        phone: '07 5550 1300',
        city: 'Brisbane',
        state: 'QLD',
        financeProvider: 'C',
        // Overrides the tenant's finance flag (spec §1: dealership configuration merged over defaults).
        features: { finance: 'off' },
        stockPrefix: 'CH',
        stock: { count: 300, newShare: 0.45, demoShare: 0.1 },
        usedMakes: AU_USED,
      },
    ],
    locations: [
      {
        slug: 'coastline-toyota',
        name: 'Coastline Toyota',
        dealership: 'coastline-toyota',
        type: 'sales',
        primary: true,
        street: '88 Ferry Road',
        city: 'Southport',
        state: 'QLD',
        postcode: '4215',
        lat: -27.9741,
        long: 153.4066,
        phone: '07 5550 1100',
        email: 'toyota@coastlinemotors.com.au',
        hours: auWeek(['08:30', '17:30']),
        ratings: [5, 5, 4, 5, 4, 5, 3, 5],
        dealerLicence: 'MVD 3100457',
      },
      {
        slug: 'coastline-toyota-service',
        name: 'Coastline Toyota Service',
        dealership: 'coastline-toyota',
        type: 'service',
        street: '12 Nerang Street',
        city: 'Southport',
        state: 'QLD',
        postcode: '4215',
        lat: -27.969,
        long: 153.4001,
        phone: '07 5550 1150',
        email: 'service@coastlinemotors.com.au',
        hours: auWeek(['07:30', '17:00'], ['08:00', '12:00']),
        // The one location whose reviews average under 4 (spec §5: reviews shown only above 4).
        ratings: [3, 2, 5, 4, 3, 1, 4],
        repairerLicence: 'MVR 41022',
      },
      {
        slug: 'coastline-mazda',
        name: 'Coastline Mazda',
        dealership: 'coastline-mazda',
        type: 'sales',
        primary: true,
        street: '45 Maroochydore Road',
        city: 'Maroochydore',
        state: 'QLD',
        postcode: '4558',
        lat: -26.659,
        long: 153.088,
        phone: '07 5550 1200',
        email: 'mazda@coastlinemotors.com.au',
        // Late-night Thursday: Mon–Fri do not group (spec §9).
        hours: { weekdays: ['08:30', '17:30'], thursday: ['08:30', '20:00'], saturday: ['08:30', '16:00'], sunday: ['10:00', '15:00'] },
        ratings: [5, 4, 5, 5, 4, 4],
        dealerLicence: 'MVD 3100912',
      },
      {
        slug: 'coastline-mazda-service-and-parts',
        name: 'Coastline Mazda Service & Parts',
        dealership: 'coastline-mazda',
        type: 'service',
        subtype: 'service-and-parts',
        street: '47 Maroochydore Road',
        city: 'Maroochydore',
        state: 'QLD',
        postcode: '4558',
        lat: -26.6593,
        long: 153.0875,
        phone: '07 5550 1250',
        email: 'mazdaservice@coastlinemotors.com.au',
        hours: auWeek(['07:30', '17:00'], null),
        ratings: [4, 5, 4, 5],
        repairerLicence: 'MVR 41388',
      },
      {
        slug: 'coastline-hyundai',
        name: 'Coastline Hyundai',
        dealership: 'coastline-hyundai',
        type: 'sales',
        primary: true,
        street: '3350 Pacific Highway',
        city: 'Springwood',
        state: 'QLD',
        postcode: '4127',
        lat: -27.613,
        long: 153.129,
        phone: '07 5550 1300',
        email: 'hyundai@coastlinemotors.com.au',
        hours: auWeek(['08:30', '17:30']),
        ratings: [5, 4, 4, 5, 5],
        dealerLicence: 'MVD 3101276',
      },
      {
        slug: 'coastline-parts-centre',
        name: 'Coastline Parts Centre',
        dealership: 'coastline-hyundai',
        type: 'parts',
        street: '20 Logan Road',
        city: 'Woolloongabba',
        state: 'QLD',
        postcode: '4102',
        lat: -27.488,
        long: 153.036,
        phone: '07 5550 1350',
        email: 'parts@coastlinemotors.com.au',
        hours: auWeek(['08:00', '17:00'], ['08:00', '12:00']),
        ratings: [5, 4, 5],
      },
    ],
    buttons: {
      name: 'Coastline buttons',
      cardButtons: ['view-details', 'enquire', 'test-drive', 'reserve-now'],
      detailButtons: ['enquire', 'finance', 'trade-in', 'test-drive', 'history-report', 'reserve-this-car'],
    },
  },
  {
    slug: 'harbour-mazda',
    name: 'Harbour Mazda',
    template: 'brand',
    locale: 'en-AU',
    state: 'NSW',
    timezone: 'Australia/Sydney',
    currencyFactor: 1,
    domains: ['harbourmazda.com.au'],
    branding: {
      primaryColour: '#101010',
      secondaryColour: '#c8102e',
      backgroundColour: '#fafafa',
      headingFont: '"Mazda Type", "Helvetica Neue", Arial, sans-serif',
      bodyFont: '"Helvetica Neue", Arial, sans-serif',
      tagline: 'Feel alive on the northern beaches.',
    },
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
      buyOnline: true,
    },
    settings: {
      reserveDeposit: 500,
      soldListingDays: 5,
      dropdownTrigger: 'click',
      storeFavourites: true,
      splitPopularMakes: false,
      specialOffersInMore: false,
      phone: '02 5550 2000',
      email: 'hello@harbourmazda.com.au',
      // Issue 10: this tenant's enquiry forms may be sent without a message.
      enquiryMessageOptional: true,
      // Spec §9: the dealership group whose finance calculator starts at 8.5% (10 elsewhere).
      calculatorRatePercent: 8.5,
      // Issue 13: this dealer's trade-in wizard asks for no photos (the others leave it unset: on).
      tradeInImageUpload: false,
      // Issue 13: the trade-in FAQ's variant of this dealer: no online estimate over 10 years (7 elsewhere).
      onlineEstimateMaxAgeYears: 10,
      // Spec §7 "only for one brand flag": the brand template's tenant keeps a signed-in shopper's valuation on their profile.
      saveValuationToProfile: true,
    },
    franchises: ['Mazda'],
    fixturePrefix: 'HM',
    dealerships: [
      {
        slug: 'harbour-mazda',
        name: 'Harbour Mazda',
        make: 'Mazda',
        phone: '02 5550 2000',
        city: 'Brookvale',
        state: 'NSW',
        financeProvider: 'G',
        carsSettings: { financePath: '/finance-enquiry' },
        stockPrefix: 'HM',
        stock: { count: 390, newShare: 0.5, demoShare: 0.1 },
        usedMakes: [['Mazda', 30], ...AU_USED.filter(([make]) => make !== 'Mazda')],
      },
    ],
    locations: [
      {
        slug: 'harbour-mazda',
        name: 'Harbour Mazda',
        dealership: 'harbour-mazda',
        type: 'sales',
        primary: true,
        street: '700 Pittwater Road',
        city: 'Brookvale',
        state: 'NSW',
        postcode: '2100',
        lat: -33.766,
        long: 151.27,
        phone: '02 5550 2000',
        email: 'sales@harbourmazda.com.au',
        hours: { weekdays: ['08:30', '18:00'], saturday: ['08:30', '17:00'], sunday: ['10:00', '16:00'] },
        ratings: [5, 5, 4, 5, 5, 4, 5],
        dealerLicence: 'MD 045811',
      },
      {
        slug: 'harbour-mazda-service',
        name: 'Harbour Mazda Service',
        dealership: 'harbour-mazda',
        type: 'service',
        street: '5 Roger Street',
        city: 'Brookvale',
        state: 'NSW',
        postcode: '2100',
        lat: -33.7652,
        long: 151.2688,
        phone: '02 5550 2050',
        email: 'service@harbourmazda.com.au',
        hours: auWeek(['07:30', '17:30'], ['08:00', '12:00']),
        ratings: [4, 5, 4, 4, 5],
        repairerLicence: 'MVRL 52210',
      },
    ],
    buttons: {
      name: 'Harbour Mazda buttons',
      cardButtons: ['explore-vehicle', 'quick-enquiry', 'finance'],
      detailButtons: ['quick-enquiry', 'test-drive', 'finance', 'trade-in', 'reserve-now'],
    },
  },
  {
    slug: 'kiwi-caravans',
    name: 'Kiwi Caravans & Motorcycles',
    template: 'leisure',
    locale: 'en-NZ',
    state: 'AKL',
    timezone: 'Pacific/Auckland',
    currencyFactor: 1.08,
    domains: [],
    branding: {
      primaryColour: '#1b5e20',
      secondaryColour: '#f9a825',
      backgroundColour: '#fffdf5',
      headingFont: '"Merriweather", Georgia, serif',
      bodyFont: '"Source Sans Pro", Arial, sans-serif',
      tagline: 'Your home on the road, and the bike to get there.',
    },
    features: {
      garage: false,
      favourites: true,
      finance: false,
      reserve: false,
      tags: true,
      tradeIn: true,
      testDrive: true,
      chat: false,
      phoneNumbers: true,
      subscriptions: false,
      buyOnline: false,
    },
    settings: {
      noPriceText: 'Price on application',
      newArrivalText: 'Fresh in the yard',
      dropdownTrigger: 'click',
      storeFavourites: false,
      splitPopularMakes: false,
      specialOffersInMore: true,
      phone: '09 555 0300',
      email: 'kiaora@kiwicaravans.co.nz',
    },
    franchises: ['Jayco', 'Avan', 'Yamaha', 'Kawasaki'],
    fixturePrefix: 'KW',
    dealerships: [
      {
        slug: 'kiwi-caravans',
        name: 'Kiwi Caravans',
        phone: '09 555 0300',
        city: 'Auckland',
        state: 'AKL',
        stockPrefix: 'KC',
        stock: { count: 190, newShare: 0.5, demoShare: 0.05 },
        newMakes: ['Jayco', 'Avan'],
        usedMakes: [
          ['Jayco', 6],
          ['Avan', 4],
          ['Swift', 3],
          ['Coromal', 3],
          ['Windsor', 3],
          ['Bailey', 2],
        ],
      },
      {
        slug: 'kiwi-motorcycles',
        name: 'Kiwi Motorcycles',
        phone: '03 555 0400',
        city: 'Christchurch',
        state: 'CAN',
        stockPrefix: 'KM',
        stock: { count: 110, newShare: 0.5, demoShare: 0.05 },
        newMakes: ['Yamaha', 'Kawasaki'],
        usedMakes: [
          ['Yamaha', 5],
          ['Kawasaki', 4],
          ['Harley-Davidson', 3],
          ['Ducati', 2],
          ['Triumph', 2],
          ['KTM', 2],
        ],
      },
    ],
    locations: [
      {
        slug: 'kiwi-caravans-takanini',
        name: 'Kiwi Caravans Takanini',
        dealership: 'kiwi-caravans',
        type: 'sales',
        primary: true,
        street: '250 Great South Road',
        city: 'Takanini',
        state: 'Auckland',
        postcode: '2112',
        lat: -37.048,
        long: 174.923,
        phone: '09 555 0300',
        email: 'caravans@kiwicaravans.co.nz',
        hours: { weekdays: ['08:30', '17:00'], saturday: ['09:00', '16:00'], sunday: ['10:00', '15:00'] },
        ratings: [5, 4, 5, 4],
      },
      {
        slug: 'kiwi-motorcycles-christchurch',
        name: 'Kiwi Motorcycles Christchurch',
        dealership: 'kiwi-motorcycles',
        type: 'sales',
        primary: true,
        street: '80 Moorhouse Avenue',
        city: 'Christchurch',
        state: 'Canterbury',
        postcode: '8011',
        lat: -43.541,
        long: 172.642,
        phone: '03 555 0400',
        email: 'bikes@kiwicaravans.co.nz',
        hours: auWeek(['08:30', '17:30'], ['09:00', '15:00']),
        ratings: [5, 5, 4],
      },
      {
        slug: 'kiwi-service-centre',
        name: 'Kiwi RV Service Centre',
        dealership: 'kiwi-caravans',
        type: 'service',
        // Behind the Takanini yard: the contact page shows one card for the street (spec §5).
        street: '250 Great South Road',
        city: 'Takanini',
        state: 'Auckland',
        postcode: '2112',
        lat: -37.0483,
        long: 174.9236,
        phone: '09 555 0350',
        email: 'service@kiwicaravans.co.nz',
        hours: auWeek(['08:00', '16:30'], null),
        ratings: [4, 4, 5],
      },
    ],
    buttons: {
      name: 'Kiwi buttons',
      cardButtons: ['view-details', 'enquiry', 'find-similar'],
      detailButtons: ['enquiry', 'test-drive', 'trade-in'],
    },
  },
  {
    slug: 'lone-star-motors',
    name: 'Lone Star Motors',
    template: 'group',
    locale: 'en-US',
    state: 'TX',
    timezone: 'America/Chicago',
    currencyFactor: 0.66,
    domains: [],
    branding: {
      primaryColour: '#002868',
      secondaryColour: '#bf0a30',
      backgroundColour: '#ffffff',
      headingFont: '"Oswald", Impact, sans-serif',
      bodyFont: '"Roboto", Arial, sans-serif',
      tagline: 'Everything is bigger in Texas, except our prices.',
    },
    features: {
      garage: true,
      // Issue 14: the one seeded tenant with Compare on its cards (favourites off; spec §5 "a Compare or Favourite control").
      favourites: false,
      finance: true,
      reserve: true,
      tags: true,
      tradeIn: true,
      testDrive: true,
      chat: true,
      phoneNumbers: true,
      subscriptions: true,
      buyOnline: false,
    },
    settings: {
      noPriceText: 'Call for e-price',
      // Issue 14: every gate of spec §2 ("on some sites"); the other tenants keep the default two.
      signInGates: ['cars/trade-in', 'sell-my-car', 'checkout', 'personalised-finance'],
      reserveDeposit: 250,
      soldListingDays: 3,
      dropdownTrigger: 'hover',
      storeFavourites: true,
      splitPopularMakes: true,
      specialOffersInMore: false,
      phone: '(512) 555-0100',
      email: 'sales@lonestarmotors.example.com',
      // Issue 12: reviews show only above this average; this group's (4.5) does not exceed it.
      reviewsMinimumRating: 4.5,
    },
    franchises: ['Ford', 'Chevrolet', 'Ram'],
    fixturePrefix: 'LS',
    dealerships: [
      {
        slug: 'lone-star-ford',
        name: 'Lone Star Ford',
        make: 'Ford',
        phone: '(512) 555-0110',
        city: 'Austin',
        state: 'TX',
        financeProvider: 'D',
        // Spec §2: the finance page is chosen by dealership.
        carsSettings: { financePath: '/apply-for-finance' },
        stockPrefix: 'LF',
        stock: { count: 140, newShare: 0.5, demoShare: 0.05 },
        usedMakes: US_USED,
      },
      {
        slug: 'lone-star-chevrolet',
        name: 'Lone Star Chevrolet',
        make: 'Chevrolet',
        phone: '(214) 555-0120',
        city: 'Dallas',
        state: 'TX',
        financeProvider: 'E',
        // Shown for every car of this dealership (spec §9 phone fallback: override first).
        carsSettings: { overridePhone: '(214) 555-0199' },
        stockPrefix: 'LC',
        stock: { count: 130, newShare: 0.5, demoShare: 0.05 },
        usedMakes: US_USED,
      },
      {
        slug: 'lone-star-ram',
        name: 'Lone Star Ram',
        make: 'Ram',
        phone: '(210) 555-0130',
        city: 'San Antonio',
        state: 'TX',
        financeProvider: 'F',
        // A flagged dealership that never shows finance (spec §5).
        carsSettings: { hideFinance: true, soldListingDays: 1 },
        stockPrefix: 'LR',
        stock: { count: 120, newShare: 0.5, demoShare: 0.05 },
        usedMakes: US_USED,
      },
    ],
    locations: [
      {
        slug: 'lone-star-ford-austin',
        name: 'Lone Star Ford Austin',
        dealership: 'lone-star-ford',
        type: 'sales',
        primary: true,
        street: '11400 Research Blvd',
        city: 'Austin',
        state: 'TX',
        postcode: '78759',
        lat: 30.409,
        long: -97.748,
        phone: '(512) 555-0110',
        email: 'ford@lonestarmotors.example.com',
        hours: { weekdays: ['09:00', '20:00'], saturday: ['09:00', '19:00'], sunday: null },
        ratings: [5, 4, 5, 5, 3, 5],
      },
      {
        slug: 'lone-star-chevrolet-dallas',
        name: 'Lone Star Chevrolet Dallas',
        dealership: 'lone-star-chevrolet',
        type: 'sales',
        primary: true,
        street: '4500 LBJ Freeway',
        city: 'Dallas',
        state: 'TX',
        postcode: '75244',
        lat: 32.922,
        long: -96.82,
        phone: '(214) 555-0120',
        email: 'chevrolet@lonestarmotors.example.com',
        hours: { weekdays: ['09:00', '20:00'], saturday: ['09:00', '19:00'], sunday: ['12:00', '17:00'] },
        ratings: [4, 5, 4, 5],
      },
      {
        slug: 'lone-star-ram-san-antonio',
        name: 'Lone Star Ram San Antonio',
        dealership: 'lone-star-ram',
        type: 'sales',
        primary: true,
        street: '9800 IH-10 West',
        city: 'San Antonio',
        state: 'TX',
        postcode: '78230',
        lat: 29.533,
        long: -98.557,
        phone: '(210) 555-0130',
        email: 'ram@lonestarmotors.example.com',
        hours: { weekdays: ['09:00', '19:00'], saturday: ['09:00', '18:00'], sunday: null },
        ratings: [5, 4, 4],
      },
      {
        slug: 'lone-star-service-austin',
        name: 'Lone Star Service Austin',
        dealership: 'lone-star-ford',
        type: 'service',
        street: '11500 Research Blvd',
        city: 'Austin',
        state: 'TX',
        postcode: '78759',
        lat: 30.411,
        long: -97.746,
        phone: '(512) 555-0150',
        email: 'service@lonestarmotors.example.com',
        hours: auWeek(['07:00', '18:00'], ['08:00', '14:00']),
        ratings: [4, 5, 5, 4],
      },
    ],
    buttons: {
      name: 'Lone Star buttons',
      cardButtons: ['view-details', 'quick-enquiry', 'finance', 'reserve-this-car'],
      detailButtons: ['enquire', 'test-drive', 'finance', 'trade-in', 'reserve-this-car', 'history-report'],
    },
  },
];

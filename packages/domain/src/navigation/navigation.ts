/**
 * Header and footer navigation (spec §2 "Header and footer navigation").
 * Pure data: the site renders it, tests check it.
 */
import type { FeatureFlags } from '../config/siteConfig';
import { routeEnabled, type SiteTemplate } from '../routing/routeAvailability';
import { pageRouteAvailable } from '../routing/siteRoutes';

import { RANGE_BODY_GROUPS, type RangeBodyGroup } from './rangeGroups';

export { RANGE_BODY_GROUPS, type RangeBodyGroup };

/** Body types of spec §9. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

const GROUP_OF_BODY: Partial<Record<string, RangeBodyGroup>> = {
  suv: 'suvs',
  '4x4': 'suvs',
  wagon: 'suvs',
  ute: 'utes',
  cabChassis: 'utes',
  lightTruck: 'utes',
  coupe: 'sports',
  convertible: 'sports',
  softtop: 'sports',
  hardtop: 'sports',
};

export interface RangeModel {
  name: string;
  slug: string;
  body: string[];
  fuel?: string | null;
}

/** The Range groups a model belongs to: its body types' groups, plus Hybrids for hybrid or electric fuel. */
export function rangeGroupsOf(model: RangeModel): RangeBodyGroup[] {
  const groups = new Set<RangeBodyGroup>();
  for (const body of model.body) groups.add(GROUP_OF_BODY[body] ?? 'cars');
  if (model.body.length === 0) groups.add('cars');
  if (model.fuel && /hybrid|electric/i.test(model.fuel)) groups.add('hybrids');
  return RANGE_BODY_GROUPS.map((g) => g.key).filter((key) => groups.has(key));
}

export interface RangeGroup<M extends RangeModel> {
  key: RangeBodyGroup;
  label: string;
  models: M[];
}

/** Models grouped for the Range dropdown, in the spec's group order, empty groups left out. */
export function groupModelsForRange<M extends RangeModel>(models: M[]): RangeGroup<M>[] {
  return RANGE_BODY_GROUPS.map(({ key, label }) => ({
    key,
    label,
    models: models.filter((m) => rangeGroupsOf(m).includes(key)),
  })).filter((group) => group.models.length > 0);
}

export interface NavLink {
  label: string;
  href: string;
}
export interface NavItem extends NavLink {
  /** 'range' is the dynamic models dropdown; others list `children`. */
  kind: 'link' | 'menu' | 'range';
  children?: NavLink[];
}

export interface NavigationInput {
  features: FeatureFlags;
  /** The tenant's template: some routes are one template's (routeAvailability.ts). */
  template?: SiteTemplate;
  /** Slugs of its published CMS pages: an entry whose route is a CMS page alone needs it. */
  pages?: ReadonlySet<string>;
  /** Some sites show Special Offers under More. */
  specialOffersInMore: boolean;
  /** Brand pages listed under More (e.g. a brand finance page). */
  brandPages: NavLink[];
}

/** Entries whose route the tenant does not have are left out (the table that decides the routes). */
function navLinkEnabled(link: NavLink, input: NavigationInput): boolean {
  return routeEnabled(link.href, input) && (!input.pages || pageRouteAvailable(link.href, input.pages));
}

/** Header navigation: Home; Range; Stock; Sell My Car; Finance; Service & Parts; More. */
export function headerNavigation(input: NavigationInput): NavItem[] {
  const enabled = (link: NavLink) => navLinkEnabled(link, input);
  // A menu stays while any entry of it does (its own href is only where its label leads).
  return allHeaderItems(input)
    .map((item) => (item.children ? { ...item, children: item.children.filter(enabled) } : item))
    .filter((item) => (item.kind === 'link' ? enabled(item) : item.kind === 'range' || (item.children ?? []).length > 0));
}

function allHeaderItems(input: NavigationInput): NavItem[] {
  const items: NavItem[] = [
    { kind: 'link', label: 'Home', href: '/' },
    { kind: 'range', label: 'Range', href: '/models' },
    {
      kind: 'menu',
      label: 'Stock',
      href: '/search/new-used-and-demo-cars',
      children: [
        { label: 'Offers', href: '/offers' },
        { label: 'Models', href: '/models' },
        { label: 'New Cars', href: '/search/new-cars' },
        { label: 'Demo Cars', href: '/search/demo-cars' },
        { label: 'Used Cars', href: '/search/used-cars' },
      ],
    },
  ];
  items.push({ kind: 'link', label: 'Sell My Car', href: '/sell-my-car' });
  items.push({ kind: 'link', label: 'Finance', href: '/finance' });
  items.push({
    kind: 'menu',
    label: 'Service & Parts',
    href: '/service',
    children: [
      { label: 'Book a Service', href: '/service' },
      { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Warranty', href: '/warranty' },
      { label: 'Roadside Assist', href: '/roadside-assist' },
    ],
  });
  items.push({
    kind: 'menu',
    label: 'More',
    href: '/about-us',
    children: [
      ...(input.specialOffersInMore ? [{ label: 'Special Offers', href: '/special-offers' }] : []),
      ...input.brandPages,
      { label: 'Fleet', href: '/fleet' },
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact', href: '/contact' },
      { label: 'Careers', href: '/careers' },
      { label: 'FAQs', href: '/pages/faqs' },
      { label: 'Vehicle Reviews', href: '/blog/vehicle-reviews' },
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  });
  return items;
}

/** The footer's own column: combined search, test drive and the default links the tenant has. */
export function footerQuickLinks(input: NavigationInput): NavLink[] {
  return [
    { label: 'Search All Stock', href: '/search/new-used-and-demo-cars' },
    { label: 'Book a Test Drive', href: '/book-test-drive' },
    { label: 'Service', href: '/service' },
    { label: 'Finance', href: '/finance' },
    { label: 'Trade-In', href: '/trade-in' },
    { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
    { label: 'Contact', href: '/contact' },
    // Issue 14: where the cards' heart saves cars, the shopper's way back to them.
    ...(input.features.favourites ? [{ label: 'My Watchlist', href: '/watchlist' }] : []),
  ].filter((link) => navLinkEnabled(link, input));
}

/**
 * The footer's columns from the header's menus and the quick links: pages carry the header and
 * the quick links only, and the footer is built from them where it renders (issue 11: every
 * page's data carried the same links twice).
 */
export function footerColumns(header: readonly NavItem[], quickLinks: NavLink[]): { title: string; links: NavLink[] }[] {
  const columns = header.filter((item) => item.kind === 'menu').map((item) => ({ title: item.label, links: item.children ?? [] }));
  return [{ title: 'Quick Links', links: quickLinks }, ...columns];
}

/** Footer: the header's links plus combined search and test drive, then the default links. */
export function footerNavigation(input: NavigationInput): { title: string; links: NavLink[] }[] {
  return footerColumns(headerNavigation(input), footerQuickLinks(input));
}

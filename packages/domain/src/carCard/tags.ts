/**
 * Car card tag banner (spec §4 "Tag precedence on a car card"), first match wins:
 * 1. Electric or Hybrid tag, when enabled;
 * 2. Reserved;
 * 3. certified used car of one brand: an image badge;
 * 4. a custom tag (for one tenant a runout-sale tag shows green instead of red);
 * 5. Coming soon when status is coming_soon;
 * 6. the configurable new-arrival text when the car was created within the last 8 days;
 * 7. otherwise empty.
 * Separately, non-stock (sold) cars show a sold tag: JUST SOLD inside the listing window.
 */
import type { SiteConfig } from '../config/siteConfig';
import { present, type CardCar } from './cardCar';

/** MUI palette roles: the theme decides the actual colours. Custom tags are red (error). */
export type TagColourRole = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

export type TagKind = 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'new-arrival' | 'none';

export interface TagDescriptor {
  kind: TagKind;
  /** The precedence step that matched (1 to 7). */
  step: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Text shown (for the certified badge, the image's alt text); '' for none. */
  label: string;
  colour: TagColourRole | null;
  /** Step 3 renders an image badge instead of a text banner. */
  imageBadge: boolean;
}

export interface SoldTagDescriptor {
  kind: 'just-sold' | 'sold';
  label: string;
  colour: TagColourRole;
}

/** Rules the spec names per tenant that site settings do not hold yet (defaults: all off). */
export interface TagOptions {
  /** Step 1 "when enabled". */
  electricHybridTag?: boolean;
  /** Step 4: the tenant whose runout-sale tag shows green. */
  greenRunoutTag?: boolean;
  /** Step 3: the one brand whose certified used cars show the image badge (matched case-insensitively). */
  certifiedBadgeMake?: string | null;
}

/** Spec §9: new-arrival tag window 8 days. */
export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

export const TAG_LABELS = {
  electric: 'Electric',
  hybrid: 'Hybrid',
  reserved: 'Reserved',
  certified: 'Certified',
  comingSoon: 'Coming soon',
  justSold: 'JUST SOLD',
  sold: 'SOLD',
} as const;

const RUNOUT = /runout/i;

/** 'Hybrid' for any hybrid fuel (incl. plug-in), 'Electric' for electric, else null. */
export function electrifiedKind(fuel: string | null | undefined): 'electric' | 'hybrid' | null {
  const value = present(fuel);
  if (!value) return null;
  if (/hybrid/i.test(value)) return 'hybrid';
  if (/electric/i.test(value)) return 'electric';
  return null;
}

/** Created less than 8 × 24 hours before `now` (a future timestamp counts as new). */
export function isNewArrival(createdAt: string, now: Date = new Date()): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < NEW_ARRIVAL_DAYS * DAY_MS;
}

type TagCar = Pick<CardCar, 'fuel' | 'reserved' | 'certified' | 'car_type' | 'make' | 'tag' | 'status' | 'created_at'>;
type TagConfig = { features: Pick<SiteConfig['features'], 'tags'>; settings: Pick<SiteConfig['settings'], 'newArrivalText'> };

const tag = (
  kind: TagKind,
  step: TagDescriptor['step'],
  label: string,
  colour: TagColourRole | null,
  imageBadge = false,
): TagDescriptor => ({
  kind,
  step,
  label,
  colour,
  imageBadge,
});

export const NO_TAG: TagDescriptor = tag('none', 7, '', null);

/** The tag banner. With the `tags` feature off, no banner at all. */
export function tagBanner(car: TagCar, config: TagConfig, options: TagOptions = {}, now: Date = new Date()): TagDescriptor {
  if (!config.features.tags) return NO_TAG;

  const electrified = options.electricHybridTag ? electrifiedKind(car.fuel) : null;
  if (electrified === 'hybrid') return tag('hybrid', 1, TAG_LABELS.hybrid, 'success');
  if (electrified === 'electric') return tag('electric', 1, TAG_LABELS.electric, 'success');

  if (car.reserved) return tag('reserved', 2, TAG_LABELS.reserved, 'warning');

  const badgeMake = present(options.certifiedBadgeMake);
  if (badgeMake && car.certified && car.car_type === 'used' && car.make.trim().toLowerCase() === badgeMake.toLowerCase()) {
    return tag('certified', 3, TAG_LABELS.certified, null, true);
  }

  const custom = present(car.tag);
  if (custom) return tag('custom', 4, custom, options.greenRunoutTag && RUNOUT.test(custom) ? 'success' : 'error');

  if (car.status === 'coming_soon') return tag('coming-soon', 5, TAG_LABELS.comingSoon, 'info');

  if (isNewArrival(car.created_at, now)) {
    return tag('new-arrival', 6, present(config.settings.newArrivalText) ?? 'New Arrival', 'primary');
  }

  return NO_TAG;
}

/** Non-stock cars show a sold tag: JUST SOLD while inside the sold listing window, else SOLD. */
export function soldTag(car: Pick<CardCar, 'status' | 'just_sold'>): SoldTagDescriptor | null {
  if (car.status !== 'sold') return null;
  return car.just_sold
    ? { kind: 'just-sold', label: TAG_LABELS.justSold, colour: 'error' }
    : { kind: 'sold', label: TAG_LABELS.sold, colour: 'error' };
}

/** The one tag a card shows: the sold tag wins over the banner. */
export function cardTag(
  car: TagCar & Pick<CardCar, 'just_sold'>,
  config: TagConfig,
  options: TagOptions = {},
  now: Date = new Date(),
): TagDescriptor | SoldTagDescriptor {
  return soldTag(car) ?? tagBanner(car, config, options, now);
}

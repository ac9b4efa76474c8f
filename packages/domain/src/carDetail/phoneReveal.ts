/**
 * The phone reveal card (spec §4: masked after the first 5 characters until clicked, then a reveal
 * tracking call), the number it shows (spec §9 fallback order) and the tracking payload (spec §7).
 */
import type { CarType } from './vehicle';

/** Spec §9: the phone is masked after its first 5 characters. */
export const PHONE_VISIBLE_CHARACTERS = 5;
const MASK = 'X';

/** `1300 123 456` -> `1300 XXX XXX`: the first 5 characters stay, every later non-space character is an X. */
export function maskPhone(phone: string, visible = PHONE_VISIBLE_CHARACTERS): string {
  const characters = Array.from(phone.trim());
  return characters.map((character, i) => (i < visible || /\s/.test(character) ? character : MASK)).join('');
}

/** `(07) 3123 4567` -> `tel:0731234567`; a leading + is kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export interface PhoneRevealView {
  revealed: boolean;
  display: string;
  /** A tel: link once revealed; null while masked (clicking reveals instead of calling). */
  href: string | null;
}

/** What the card shows; null when there is no number (spec §8: the call button then has no number). */
export function phoneRevealView(phone: string | null | undefined, revealed: boolean): PhoneRevealView | null {
  const number = phone?.trim();
  if (!number) return null;
  return revealed ? { revealed, display: number, href: telHref(number) } : { revealed, display: maskPhone(number), href: null };
}

/** The dealership's car phone settings (the CMS dealership's carsSettings). */
export interface CarPhoneSettings {
  overridePhone?: string | null;
  newCarsPhone?: string | null;
  usedCarsPhone?: string | null;
  demoCarsPhone?: string | null;
  filterPhoneByCarType?: boolean | null;
}

export interface CarPhoneInput {
  carType: CarType | string;
  settings?: CarPhoneSettings | null;
  /** The phone of the car's location. */
  locationPhone?: string | null;
}

const present = (phone: string | null | undefined): string | null => (phone && phone.trim() ? phone.trim() : null);

/**
 * Spec §9 fallback order: the override; then by car type when filtering is on (demo falls back to
 * new); then the new-car number; then the used-car number; then the car's location phone.
 */
export function carPhoneNumber({ carType, settings, locationPhone }: CarPhoneInput): string | null {
  const s = settings ?? {};
  const byType = s.filterPhoneByCarType
    ? carType === 'used'
      ? present(s.usedCarsPhone)
      : carType === 'demo'
        ? (present(s.demoCarsPhone) ?? present(s.newCarsPhone))
        : carType === 'new'
          ? present(s.newCarsPhone)
          : null
    : null;
  return present(s.overridePhone) ?? byType ?? present(s.newCarsPhone) ?? present(s.usedCarsPhone) ?? present(locationPhone);
}

export interface RevealPhoneTracking {
  car_id: string | number;
  dealership_id: string | number;
  website_id: string | number;
}

/** Spec §7: the reveal tracking call's payload. */
export function revealPhoneTrackingPayload(
  car: { id: string | number; dealership_id: string | number },
  websiteId: string | number,
): RevealPhoneTracking {
  return { car_id: car.id, dealership_id: car.dealership_id, website_id: websiteId };
}

/**
 * Car card text: title line (year, make, model, badge, series), attribute chips, the details
 * strip (Condition, Transmission, Odometer, Fuel Type) and the location overlay (spec §2).
 */
import type { Locale } from '../config/siteConfig';
import { present, type CardCar } from './cardCar';
import { formatFeetAndMetres } from '../carDetail/specifications';
import { formatOdometer, formatWholeNumber } from './format';

export interface TitleLine {
  /** `2021 Toyota HiLux` */
  title: string;
  /** `SR5 GUN126R` (badge then series); null when neither is set. */
  subtitle: string | null;
}

export function titleLine(car: Pick<CardCar, 'year' | 'make' | 'model' | 'badge' | 'series'>): TitleLine {
  const title = [String(car.year), present(car.make), present(car.model)].filter(Boolean).join(' ');
  const subtitle = [present(car.badge), present(car.series)].filter(Boolean).join(' ');
  return { title, subtitle: subtitle || null };
}

/** Chips: body, colour, drive, seats (spec silent on which; these are not in the details strip). */
export function attributeChips(car: Pick<CardCar, 'body' | 'colour' | 'drive' | 'seats' | 'item_type' | 'specifications'>): string[] {
  const specs = car.item_type === 'caravan' ? car.specifications : null;
  if (specs) {
    // A caravan's card: how many it sleeps, its body length (feet and metres, spec §5) and its ATM.
    const chips = [
      specs.sleeps !== null && specs.sleeps > 0 ? `Sleeps ${specs.sleeps}` : null,
      specs.body_length !== null && specs.body_length > 0 ? formatFeetAndMetres(specs.body_length) : null,
      specs.aggregate_trailer_mass !== null && specs.aggregate_trailer_mass > 0
        ? `ATM ${formatWholeNumber(specs.aggregate_trailer_mass)} kg`
        : null,
      present(car.colour),
    ];
    return chips.filter((chip): chip is string => chip !== null);
  }
  const seats = car.seats !== null && car.seats > 0 ? `${car.seats} Seats` : null;
  return [present(car.body), present(car.colour), present(car.drive), seats].filter((chip): chip is string => chip !== null);
}

export const CONDITION_LABELS = { new: 'New', used: 'Used', demo: 'Demo' } as const;
/** Shown for a missing value in the details strip. */
export const MISSING_VALUE = '-';

export type DetailLabel = 'Condition' | 'Transmission' | 'Odometer' | 'Fuel Type';
export interface DetailItem {
  label: DetailLabel;
  value: string;
}

export function detailsStrip(car: Pick<CardCar, 'car_type' | 'transmission' | 'km' | 'fuel'>, locale: Locale = 'en-AU'): DetailItem[] {
  return [
    { label: 'Condition', value: CONDITION_LABELS[car.car_type] },
    { label: 'Transmission', value: present(car.transmission) ?? MISSING_VALUE },
    { label: 'Odometer', value: car.km !== null && car.km >= 0 ? formatOdometer(car.km, locale) : MISSING_VALUE },
    { label: 'Fuel Type', value: present(car.fuel) ?? MISSING_VALUE },
  ];
}

/** The location overlay: the location's name, else `City, STATE`, else null. */
export function locationOverlay(car: Pick<CardCar, 'location_name' | 'city' | 'state'>): string | null {
  const name = present(car.location_name);
  if (name) return name;
  const place = [present(car.city), present(car.state)].filter(Boolean).join(', ');
  return place || null;
}

/**
 * Spec §9's body types (what editors pick in the CMS) as stock carries them: dealer feeds and the
 * stock search hold display names ("Ute", "Cab Chassis", "SUV"). A ute row includes cab-chassis
 * utes, as the Range's utes group does.
 */
import type { BodyType } from './navigation';

const LABELS: Record<BodyType, readonly string[]> = {
  '4x4': ['4x4'],
  bus: ['Bus'],
  cabChassis: ['Cab Chassis'],
  convertible: ['Convertible'],
  coupe: ['Coupe'],
  hardtop: ['Hardtop'],
  hatch: ['Hatch', 'Hatchback'],
  hatchback: ['Hatchback', 'Hatch'],
  motorhome: ['Motorhome'],
  lightTruck: ['Light Truck'],
  peopleMover: ['People Mover'],
  sedan: ['Sedan'],
  softtop: ['Softtop'],
  suv: ['SUV'],
  ute: ['Ute', 'Cab Chassis'],
  van: ['Van'],
  wagon: ['Wagon', 'Station Wagon'],
  stationWagon: ['Station Wagon', 'Wagon'],
};

/** The stock search's `body` values for a body type; an unknown type is searched as it is. */
export function bodySearchValues(body: string): string[] {
  return [...((LABELS as Record<string, readonly string[]>)[body] ?? [body])];
}

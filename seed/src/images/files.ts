/**
 * Media file names. They are the natural key of seeded media (find-or-create by filename), so
 * they must stay stable: cars store URLs built from them.
 */
import type { ColourView, DetailView, ItemKind, VehicleKind } from './vehicleSvg';

const kebab = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

export const vehicleImageFile = (kind: VehicleKind, colour: string, view: ColourView) =>
  `vehicle-${kebab(kind)}-${colour.toLowerCase()}-${view}.png`;

export const detailImageFile = (item: ItemKind, view: DetailView) => `detail-${item}-${view}.png`;

export const makeLogoFile = (makeSlug: string) => `logo-${makeSlug}.png`;

export const tenantLogoFile = (tenantSlug: string) => `tenant-logo-${tenantSlug}.png`;

/** The public URL path Payload serves a local upload from (stored on cars, relative to the CMS). */
export const mediaPath = (filename: string) => `/api/media/file/${encodeURIComponent(filename)}`;

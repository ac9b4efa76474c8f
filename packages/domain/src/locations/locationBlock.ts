/**
 * Location blocks (spec §2): which of a tenant's locations a block shows (the primary one, sales,
 * service, parts, service and parts, all, or one by id) and how (one card with its map, a grid of
 * cards, or a carousel with a Swipe hint). Editors put one on a CMS page.
 */

export const LOCATION_BLOCK_SHOWS = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'one'] as const;
export type LocationBlockShow = (typeof LOCATION_BLOCK_SHOWS)[number];

export const LOCATION_BLOCK_LAYOUTS = ['card', 'grid', 'carousel'] as const;
export type LocationBlockLayout = (typeof LOCATION_BLOCK_LAYOUTS)[number];

export interface LocationBlock {
  show: LocationBlockShow;
  layout: LocationBlockLayout;
  /** For `one`: the location's id. */
  locationId?: number | null;
}

interface BlockLocation {
  id: number;
  type: string | null;
  primary: boolean;
}

/**
 * The locations a block shows, in the order given (the primary first, as the CMS sorts them). A
 * `card` block shows one location: the first that matches.
 */
export function locationsForBlock<T extends BlockLocation>(locations: readonly T[], block: LocationBlock): T[] {
  const matches = locations.filter((location) => {
    switch (block.show) {
      case 'primary':
        return location.primary;
      case 'service-and-parts':
        return location.type === 'service' || location.type === 'parts';
      case 'all':
        return true;
      case 'one':
        return location.id === block.locationId;
      default:
        return location.type === block.show;
    }
  });
  // No location marked primary: the first one is the tenant's main location.
  const shown = block.show === 'primary' && matches.length === 0 ? locations.slice(0, 1) : matches;
  return block.layout === 'card' ? shown.slice(0, 1) : [...shown];
}

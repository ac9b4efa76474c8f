/** `/offers`' cards as an island: each card's Enquire Now opens its offer's form under the card's row. */
import { OfferGridView, type OfferGridProps } from '@/features/content/OfferGrid';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: OfferGridProps, { onLive }: IslandStartInfo) {
  startIsland(host, <OfferGridView {...props} />, onLive);
}

/** The home page's promotions carousel as an island: arrows, keys and swipe. */
import { PromoCarousel } from '@/features/home/PromoCarousel';
import type { PromoBanner } from '@/features/content/loadContent';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: { banners: PromoBanner[] }, { onLive }: IslandStartInfo) {
  startIsland(host, <PromoCarousel banners={props.banners} />, onLive);
}

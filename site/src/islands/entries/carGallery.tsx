/** The car page's photos as an island: the slider, its arrows and keys. */
import { Gallery } from '@/features/carDetail/Gallery.client';
import type { GalleryImage } from '@/features/carDetail/carDetailModel';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(
  host: HTMLElement,
  props: { images: GalleryImage[]; title: string; priority: boolean },
  { onLive }: IslandStartInfo,
) {
  startIsland(host, <Gallery {...props} />, onLive);
}

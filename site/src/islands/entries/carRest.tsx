/** The car page below its first screen as an island: details, tabs, panels, phone, lead forms. */
import { CarRest, type CarRestProps } from '@/features/carDetail/CarDetailPage';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: CarRestProps, { onLive }: IslandStartInfo) {
  startIsland(host, <CarRest {...props} />, onLive);
}

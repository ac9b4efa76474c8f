/** The site header as an island: its menu button, dropdowns and search box. */
import { Header, type HeaderSite } from '@/features/layout/Header';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: { site: HeaderSite }, { onLive }: IslandStartInfo) {
  startIsland(host, <Header site={props.site} />, onLive);
}

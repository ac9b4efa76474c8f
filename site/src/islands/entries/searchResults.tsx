/**
 * A search page's results screen as an island: heading, dropdowns, filters, results, pages,
 * recent searches and the compare tray, as one application (its state is the address).
 */
import { SearchResults, type SearchResultsProps } from '@/features/search/SearchPage';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: SearchResultsProps, { onLive }: IslandStartInfo) {
  startIsland(host, <SearchResults {...props} />, onLive);
}

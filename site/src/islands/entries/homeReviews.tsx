/** The home page's reviews as an island: the newest reviews load as the row comes near the screen. */
import { HomeReviews } from '@/features/reviews/HomeReviews';
import type { ReviewSummary } from '@dealer/domain';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: { summary: ReviewSummary; locale: string }, { onLive }: IslandStartInfo) {
  startIsland(host, <HomeReviews {...props} />, onLive);
}

/**
 * The trade-in wizard (`/trade-in`, `/sell-my-car`, `/cars/trade-in`) as an island: what the shopper
 * typed into the first step before its code arrived starts its values; a press on Find my vehicle,
 * or Enter in the form, is held by the loader and repeated once it is live.
 */
import { TradeInWizard, type TradeInWizardProps } from '@/features/tradeIn/TradeInWizard';
import { startIsland } from '../islandRuntime';
import type { IslandStartInfo } from '../islandLoader';

export default function mount(host: HTMLElement, props: TradeInWizardProps, { touched, onLive }: IslandStartInfo) {
  const form = host.querySelector('form');
  startIsland(host, <TradeInWizard {...props} typed={form ? { form, names: touched } : undefined} />, onLive);
}

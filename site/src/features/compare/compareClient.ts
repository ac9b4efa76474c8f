/**
 * The compare list on the device (`{tenant}:CompareCars`, slugs, at most four): toggling and
 * clearing. Loaded on the first press of a card's Compare, not with the results page.
 */
import { toggleCompareLimited } from '@dealer/domain';
import { showToast } from '@/features/ui/toast';
import { compareListKey } from '@/features/shoppers/deviceStore';

export function saveCompare(tenant: string, list: string[], show: (list: string[]) => void): void {
  try {
    window.localStorage.setItem(compareListKey(tenant), JSON.stringify(list));
  } catch (error) {
    console.warn(`CompareCars could not be saved: ${(error as Error).message}`);
  }
  show(list);
}

/** Adds or removes a car; a fifth is refused with the domain's message in an alert toast. */
export function toggleCompareCar(tenant: string, slug: string, list: readonly string[], show: (list: string[]) => void): void {
  const result = toggleCompareLimited(list, slug);
  if (result.refused) showToast(result.message, 'alert');
  else saveCompare(tenant, result.list, show);
}

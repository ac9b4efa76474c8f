/** GET /api/deals/sheet?car_id=: the shopper's deal sheet PDF (features/buyOnline/dealSheetRoute.ts). */
import { dealSheetRoute } from '@/features/buyOnline/dealSheetRoute';

export default function handler(...args: Parameters<typeof dealSheetRoute>) {
  return dealSheetRoute(args[0], args[1]);
}

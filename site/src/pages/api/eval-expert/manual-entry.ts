/**
 * POST /api/eval-expert/manual-entry `{ vin, desc }` (spec §7, wizard step 2): the vehicle the
 * shopper chose among the lookup's descriptions, with its EvalID.
 */
import { valuationRoute } from '@/features/tradeIn/valuationRoute';
import { manualEntryInput } from '@/features/tradeIn/manualEntryInput';

export default valuationRoute<{ vin: string; desc: string }>(manualEntryInput, (provider, input) => provider.manualEntry(input));

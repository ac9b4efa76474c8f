/**
 * POST /api/eval-expert/manual-entry `{ vin, desc }` (spec §7, wizard step 2): the vehicle the
 * shopper chose among the lookup's descriptions, with its EvalID.
 */
import { TRADE_IN_VALIDATION_TEXTS } from '@dealer/domain';
import { valuationRoute } from '@/features/tradeIn/valuationRoute';

const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export default valuationRoute<{ vin: string; desc: string }>(
  (body) => {
    const vin = field(body.vin);
    const desc = field(body.desc);
    const errors: Record<string, string> = {};
    if (!vin || vin.length > 40) errors.vin = TRADE_IN_VALIDATION_TEXTS.required;
    if (!desc || desc.length > 300) errors.desc = TRADE_IN_VALIDATION_TEXTS.chooseOneCar;
    return Object.keys(errors).length ? { errors } : { input: { vin, desc } };
  },
  (provider, input) => provider.manualEntry(input),
);

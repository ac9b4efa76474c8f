/**
 * POST /api/eval-expert/enter-vin `{ rego, state }` (spec §7, wizard step 1): the vehicles the
 * registration could be, as a list whose first item has EvalID, VIN and VechielDescriptions; `[]`
 * when nothing matched (the wizard's not-found panel).
 */
import { hasFieldErrors, normaliseRego, regoStateOf, validateVehicleDetails } from '@dealer/domain';
import { valuationRoute } from '@/features/tradeIn/valuationRoute';

export default valuationRoute<{ rego: string; state: string }>(
  (body) => {
    const values = { rego: typeof body.rego === 'string' ? body.rego : '', state: typeof body.state === 'string' ? body.state : '' };
    const errors = validateVehicleDetails(values);
    if (hasFieldErrors(errors)) return { errors: errors as Record<string, string> };
    return { input: { rego: normaliseRego(values.rego), state: regoStateOf(values.state)! } };
  },
  (provider, input) => provider.enterVin(input),
);

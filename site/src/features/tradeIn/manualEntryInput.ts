/** The manual-entry call's body (spec §7, wizard step 2): the chosen description and its VIN. */
import { TRADE_IN_VALIDATION_TEXTS } from '@dealer/domain';

const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** NUL and other control characters: PostgreSQL refuses NUL in text, so the lookup failed with a 500 (issue 39). */
const CONTROL = /\p{Cc}/u;

export function manualEntryInput(
  body: Record<string, unknown>,
): { input: { vin: string; desc: string } } | { errors: Record<string, string> } {
  const vin = field(body.vin);
  const desc = field(body.desc);
  const errors: Record<string, string> = {};
  if (!vin || vin.length > 40 || CONTROL.test(vin)) errors.vin = TRADE_IN_VALIDATION_TEXTS.required;
  if (!desc || desc.length > 300 || CONTROL.test(desc)) errors.desc = TRADE_IN_VALIDATION_TEXTS.chooseOneCar;
  return Object.keys(errors).length ? { errors } : { input: { vin, desc } };
}

/**
 * Spec §7: the reveal tracking call's body, as the site's route validates it. A module of its own:
 * the schema is built when its module loads, so the browser's car page (which needs only the card's
 * view from phoneReveal.ts) would otherwise carry the whole validation library.
 */
import * as yup from 'yup';

const trackingId = (name: string) =>
  yup
    .string()
    // Trimmed here, not by `.trim()`: yup's trim calls `.trim()` on whatever the transform
    // returns, so `false` or `[]` threw a TypeError (a 500) instead of failing validation.
    .transform((_value, original) =>
      typeof original === 'number' ? String(original) : typeof original === 'string' ? original.trim() : original,
    )
    .matches(/^[A-Za-z0-9_-]{1,64}$/, `${name} must be an id`)
    .required(`${name} is required`);

const TRACKING_KEYS = ['car_id', 'dealership_id', 'website_id'] as const;

/** Spec §7: the reveal tracking call's body, as the site's route validates it. */
export const revealPhoneTrackingSchema = yup
  .object({
    car_id: trackingId('car_id'),
    dealership_id: trackingId('dealership_id'),
    website_id: trackingId('website_id'),
  })
  // Only the call's own keys reach yup: a JSON body's own `__proto__` key made yup look up
  // Object.prototype as a field and throw a TypeError (a 500; issue 39).
  .transform((value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          TRACKING_KEYS.filter((key) => Object.hasOwn(value, key)).map((key) => [key, (value as Record<string, unknown>)[key]]),
        )
      : value,
  )
  // Anything else in the body is dropped, never forwarded.
  .noUnknown();

import type { FieldAccess, Where } from 'payload';
import { SOLD_CAR_LOOKBACK_DAYS } from '@dealer/domain';
import { isStaffUser } from './roles';

/**
 * The longest a sold car stays readable anonymously. A tenant's `soldListingDays` (the site's
 * own window, applied by the stock index) is capped at this, and the site finds a sold car's page
 * (its SOLD notice, then 410) this far back.
 */
export const PUBLIC_SOLD_CAR_DAYS = SOLD_CAR_LOOKBACK_DAYS;

/** What a shopper may see of stock: cars shown on the website, and sold ones only recently sold. */
export const listedCarsWhere = (now: Date = new Date()): Where => ({
  and: [
    { show_on_dealer_website: { equals: true } },
    {
      or: [
        { and: [{ status: { not_equals: 'sold' } }, { sold: { not_equals: true } }] },
        { sold_date_timestamp: { greater_than_equal: new Date(now.getTime() - PUBLIC_SOLD_CAR_DAYS * 86_400_000).toISOString() } },
      ],
    },
  ],
});

/** Staff only: dealer finance terms, payment set-up, the seller's private details, market valuations. */
export const staffOnlyField: { read: FieldAccess } = { read: ({ req }) => isStaffUser(req.user) };

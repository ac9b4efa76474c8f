/** A deal is built by the shopper, then its agreement is requested, then staff accept or decline it. */
export const DEAL_STATES = ['in-progress', 'requested', 'accepted', 'declined'] as const;
export type DealState = (typeof DEAL_STATES)[number];

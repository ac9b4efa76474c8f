/**
 * What the trade-in wizard itself needs of the instant offer (its step list and result headings),
 * apart from the questions, prices and rules (instantOffer.ts): the wizard's page bundles only this,
 * the instant offer's steps load the rest when a tenant runs them.
 */
/** Which journey a tenant's Sell My Car page runs: the wizard (default) or the instant offer. */
export const SELL_MY_CAR_FLOWS = ['wizard', 'instant-offer'] as const;
export type SellMyCarFlow = (typeof SELL_MY_CAR_FLOWS)[number];

export const INSTANT_OFFER_STEPS = [
  { number: 1, key: 'vehicle-details', title: 'Vehicle Details', optional: false },
  { number: 2, key: 'vehicle-selection', title: 'Vehicle Selection', optional: false },
  { number: 3, key: 'about-your-vehicle', title: 'About Your Vehicle', optional: false },
  { number: 4, key: 'your-details', title: 'Your Details', optional: false },
] as const;

/** The heading over the instant offer's result: an offer, or none online (the FAQ's rule). */
export const INSTANT_OFFER_HEADINGS = { offer: 'Your offer', noEstimate: 'We need to see this one in person' } as const;

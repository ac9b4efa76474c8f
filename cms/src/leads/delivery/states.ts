/** Where a lead goes (issue 10): the dealership's lead inbox, its CRM's ADF endpoint, ADF attached to an email. */
export const LEAD_DELIVERY_CHANNELS = ['email', 'crm-adf', 'adf-email'] as const;
export type LeadDeliveryChannel = (typeof LEAD_DELIVERY_CHANNELS)[number];

/** A delivery's state, and a lead's (the state of its deliveries together: `deliveryStatusOf`). */
export const LEAD_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type LeadDeliveryStatus = (typeof LEAD_DELIVERY_STATUSES)[number];

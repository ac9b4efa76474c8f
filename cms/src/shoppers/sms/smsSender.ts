/**
 * The SMS port (issue 14): sign-in codes leave the CMS through one `SmsSender`, picked from the
 * environment at send time (index.ts). Adapters: HTTP (a provider's webhook; the real one) and
 * embedded (development: the CMS log and the local inbox).
 */

export interface SmsMessage {
  /** E.164, e.g. +61412345678. */
  to: string;
  text: string;
  /** The tenant's slug: a provider may bill or brand per dealer. */
  tenant: string;
}

export interface SmsSender {
  /** 'http' or 'embedded', for logs. */
  readonly name: string;
  /** Resolves once the provider accepted the message; otherwise throws SmsDeliveryError. */
  send(message: SmsMessage): Promise<void>;
}

/** The message was not accepted. The message says why (status, timeout), never a credential. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * The outside systems a lead is delivered to, as ports (issue 10): the dealer's mailbox and the
 * dealer's CRM. The real adapters are smtpLeadMailer.ts (nodemailer) and httpCrmAdfClient.ts
 * (node:https, public addresses only); tests run them against real local SMTP and HTTP servers.
 */

/** One delivery attempt did not arrive; the message says why and is kept on the lead. */
export class LeadDeliveryError extends Error {
  override name = 'LeadDeliveryError';
}

export interface LeadEmail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /**
   * The Message-ID's left part, the same for every attempt of one delivery (`lead-{id}-{channel}`):
   * a copy sent again after a crash is recognisable as the same message to a mailbox or a CRM.
   */
  messageKey?: string;
}

export interface LeadMailer {
  /** Resolves once the SMTP server accepted the message; rejects with a LeadDeliveryError otherwise. */
  send(email: LeadEmail): Promise<void>;
}

export interface CrmAdfPost {
  url: string;
  xml: string;
  /** The dealership's `Authorization` header value for its CRM, when it has one. */
  authorization?: string | null;
  /** The same for every attempt of one delivery: a CRM that honours it stores the lead once. */
  idempotencyKey: string;
}

export interface CrmAdfClient {
  /** Resolves on a 2xx answer; rejects with a LeadDeliveryError naming the status otherwise. */
  post(request: CrmAdfPost): Promise<void>;
}

export interface LeadDeliveryChannels {
  mailer: LeadMailer;
  crm: CrmAdfClient;
}

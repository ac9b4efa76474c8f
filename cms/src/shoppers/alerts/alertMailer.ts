/**
 * The email half of shopper alerts (issue 14): nodemailer through SMTP_URL, like the lead mailer
 * (leads/delivery/smtpLeadMailer.ts), read at send time. From `"{tenant name}" <ALERTS_MAIL_FROM>`
 * (default alerts@dealer-platform.localhost).
 */
import nodemailer, { type Transporter } from 'nodemailer';

export const DEFAULT_ALERTS_MAIL_FROM = 'alerts@dealer-platform.localhost';

export interface AlertEmail {
  to: string;
  /** The dealer's name, shown as the sender. */
  fromName: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  /** Files sent with the email (the deal sheet PDF). */
  attachments?: AlertAttachment[];
}

export interface AlertAttachment {
  filename: string;
  content: Buffer | Uint8Array;
  contentType: string;
}

export interface AlertMailer {
  send(email: AlertEmail): Promise<void>;
}

/** The email was not accepted; the message names the server (password hidden) and its answer. */
export class AlertMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AlertMailError';
  }
}

// One transport per SMTP URL for the life of the process; a silent server fails within a minute.
const transports = new Map<string, Transporter>();
const transportFor = (smtpUrl: string): Transporter => {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
};

const redacted = (smtpUrl: string) => smtpUrl.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** The mailer of this environment, or null without SMTP_URL (alerts then go by SMS only). */
export function alertMailerFromEnv(env: NodeJS.ProcessEnv = process.env): AlertMailer | null {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) return null;
  const from = env.ALERTS_MAIL_FROM || DEFAULT_ALERTS_MAIL_FROM;
  return {
    async send(email) {
      try {
        await transportFor(smtpUrl).sendMail({
          from: { name: email.fromName, address: from },
          to: email.to,
          subject: email.subject,
          text: email.text,
          headers: email.headers,
          attachments: email.attachments?.map(({ filename, content, contentType }) => ({
            filename,
            content: Buffer.isBuffer(content) ? content : Buffer.from(content),
            contentType,
          })),
        });
      } catch (error) {
        const message = (error as { message?: string }).message ?? String(error);
        // Not the address: it is the shopper's, and this message is logged and stored.
        throw new AlertMailError(`SMTP ${redacted(smtpUrl)} did not accept the alert email: ${message}`);
      }
    },
  };
}

/** Closes the pooled SMTP connections (tests, shutdown). */
export function closeAlertMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

import nodemailer, { type Transporter } from 'nodemailer';
import { LeadDeliveryError, type LeadEmail, type LeadMailer } from './channels';

/** Where lead emails come from, when LEADS_MAIL_FROM is not set. */
export const DEFAULT_LEADS_MAIL_FROM = 'leads@dealer-platform.localhost';

export interface LeadMailEnv {
  /** e.g. smtp://127.0.0.1:1025 or smtps://user:pass@smtp.example.com */
  SMTP_URL?: string;
  LEADS_MAIL_FROM: string;
}

/** Read at send time, so a CMS started without SMTP fails each attempt visibly rather than at boot. */
export function leadMailEnv(source: NodeJS.ProcessEnv = process.env): LeadMailEnv {
  return { SMTP_URL: source.SMTP_URL || undefined, LEADS_MAIL_FROM: source.LEADS_MAIL_FROM || DEFAULT_LEADS_MAIL_FROM };
}

// One transport per SMTP URL for the life of the process.
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // A silent server must not hold a job past the stale-job threshold (recoverStalledDeliveries).
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The domain of a sender address (`Leads <leads@dealer.example>` → `dealer.example`), for Message-IDs. */
export const mailDomainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'dealer-platform.localhost';

/** Hides a password in an SMTP URL for error messages. */
const redacted = (smtpUrl: string) => smtpUrl.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/** Sends lead emails through the SMTP server at SMTP_URL. */
export function smtpLeadMailer(env: () => LeadMailEnv = leadMailEnv): LeadMailer {
  return {
    async send(email: LeadEmail) {
      const { SMTP_URL, LEADS_MAIL_FROM } = env();
      if (!SMTP_URL) throw new LeadDeliveryError('SMTP_URL is not set: lead emails cannot be sent. See .env.example.');
      const { messageKey, ...message } = email;
      try {
        await transportFor(SMTP_URL).sendMail({
          from: LEADS_MAIL_FROM,
          ...message,
          ...(messageKey ? { messageId: `<${messageKey}@${mailDomainOf(LEADS_MAIL_FROM)}>` } : {}),
        });
      } catch (error) {
        const message = (error as { message?: string }).message ?? String(error);
        throw new LeadDeliveryError(`SMTP ${redacted(SMTP_URL)} did not accept the email to ${email.to}: ${message}`);
      }
    },
  };
}

/** Closes the pooled SMTP connections (tests, shutdown). */
export function closeLeadMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { Payload } from 'payload';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './smsSender';

/** Where the development adapter's messages come from in the local inbox. */
export const EMBEDDED_SMS_FROM = 'sms@dealer-platform.localhost';

/** The inbox address of a number: its digits at sms.localhost ('61412345678@sms.localhost'). */
export const embeddedSmsAddress = (e164: string) => `${e164.replace(/\D/g, '')}@sms.localhost`;

let transport: { url: string; transporter: Transporter } | null = null;
const transportFor = (url: string): Transporter => {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return transport.transporter;
};

/**
 * Development only (`npm start` outside production sets SMS_ADAPTER=embedded when no webhook is
 * configured): nothing is texted. The message, code included, goes to the CMS log and, when
 * SMTP_URL is set, to the local inbox as an email to `{digits}@sms.localhost` with subject
 * `SMS to +61…` (the e2e tests read codes from there).
 */
export function embeddedSmsSender(payload: Pick<Payload, 'logger'>, smtpUrl: string | undefined): SmsSender {
  return {
    name: 'embedded',
    async send(message: SmsMessage) {
      payload.logger.info(`[sms:embedded] to ${message.to}: ${message.text} (development adapter)`);
      if (!smtpUrl) return;
      try {
        await transportFor(smtpUrl).sendMail({
          from: EMBEDDED_SMS_FROM,
          to: embeddedSmsAddress(message.to),
          subject: `SMS to ${message.to}`,
          text: message.text,
        });
      } catch (error) {
        throw new SmsDeliveryError(`The local inbox did not take the SMS to ${message.to}: ${(error as Error).message}`);
      }
    },
  };
}

/** Closes the inbox connection (tests). */
export function closeEmbeddedSmsTransport(): void {
  transport?.transporter.close();
  transport = null;
}

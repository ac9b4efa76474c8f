import type { Payload } from 'payload';
import { embeddedSmsSender } from './embeddedSmsSender';
import { httpSmsSender } from './httpSmsSender';
import type { SmsSender } from './smsSender';

export { SmsDeliveryError, type SmsMessage, type SmsSender } from './smsSender';

export interface SmsEnv {
  SMS_WEBHOOK_URL?: string;
  SMS_API_KEY?: string;
  SMS_ADAPTER?: string;
  SMTP_URL?: string;
  [name: string]: string | undefined;
}

/**
 * The adapter for this send, read from the environment each time (a CMS started without one
 * answers 503 until it has one): SMS_WEBHOOK_URL set → HTTP; else SMS_ADAPTER=embedded → the
 * development adapter; else none.
 */
export function smsSenderFromEnv(payload: Pick<Payload, 'logger'>, env: SmsEnv = process.env as SmsEnv): SmsSender | null {
  if (env.SMS_WEBHOOK_URL) return httpSmsSender({ url: env.SMS_WEBHOOK_URL, apiKey: env.SMS_API_KEY || undefined });
  if (env.SMS_ADAPTER === 'embedded') return embeddedSmsSender(payload, env.SMTP_URL || undefined);
  return null;
}

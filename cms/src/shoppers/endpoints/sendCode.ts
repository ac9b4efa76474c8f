/**
 * `POST /api/shoppers/send-code` (issue 14), called by the site's service account with
 * `{ tenant, phone, ip }`: texts a one-time sign-in code to the shopper's mobile.
 */
import { randomInt } from 'node:crypto';
import { sql } from '@payloadcms/db-postgres';
import type { Endpoint, PayloadRequest } from 'payload';
import {
  envelopeErrors,
  fieldErrors,
  NO_SUCH_TENANT,
  readJsonObject,
  refusal,
  refuseAllButSite,
  tenantBySlug,
  type FieldError,
} from '../http';
import { signInCodeHash } from '../secrets';
import { smsSenderFromEnv } from '../sms';
import { inTransaction } from '../transaction';

/** Namespaces of the advisory locks the send takes: the number's, then the client address's. */
export const SEND_CODE_PHONE_LOCK = 0x5e4d1;
export const SEND_CODE_IP_LOCK = 0x5e4d2;

export const SMS_NOT_SENT = 'We could not send the code. Please try again.';
export const SMS_NOT_SET_UP = 'Sign-in by text message is not set up on this site yet.';

/**
 * The shopper's address as the site saw it. Only the per-IP limit's key, so any short token is
 * taken (an IPv4 or IPv6 address normally; the site's 'unknown' when its socket had none): refusing
 * a sign-in over the form of a proxy's header would help nobody.
 */
const CLIENT_KEY = /^[\x21-\x7e]{1,64}$/;

export async function sendCode(req: PayloadRequest, now: () => Date = () => new Date()): Promise<Response> {
  const refused = refuseAllButSite(req);
  if (refused) return refused;
  const read = await readJsonObject(req, 'error');
  if (!read.ok) return read.answer;
  const { body } = read;
  const errors: FieldError[] = envelopeErrors(body, ['phone', 'ip']);
  if (typeof body.phone !== 'string') errors.push({ field: 'phone', message: 'The phone must be text' });
  if (typeof body.ip !== 'string' || !CLIENT_KEY.test(body.ip))
    errors.push({ field: 'ip', message: 'The ip must be the shopper’s IP address' });
  if (errors.length > 0) return fieldErrors('error', errors);
  const ip = body.ip as string;

  const { payload } = req;
  const tenant = await tenantBySlug(payload, body.tenant as string);
  if (!tenant) return refusal('error', 404, NO_SUCH_TENANT);
  const shoppers = await import('@dealer/domain/shoppers');
  const mobile = shoppers.normaliseMobile(body.phone as string, tenant.locale);
  if (!mobile.ok) return fieldErrors('error', [{ field: 'phone', message: mobile.message }]);
  const phone = mobile.e164;

  const sender = smsSenderFromEnv(payload);
  if (!sender) return refusal('error', 503, SMS_NOT_SET_UP);

  const perIp = shoppers.sendLimitsPerIp(process.env.SIGN_IN_CODES_PER_IP_PER_HOUR);
  if (perIp.problem) payload.logger.warn(perIp.problem);
  const code = shoppers.generateOtpCode(randomInt);
  const sentAt = now();
  const expiresAt = shoppers.otpExpiresAt(sentAt);
  // Counting and inserting under locks on the number and the address: parallel sends take turns,
  // so none can pass a limit the others already reached. Limits count every tenant's sends.
  const stored = await inTransaction(payload, async ({ req: txReq, execute }) => {
    await execute(sql`select pg_advisory_xact_lock(${SEND_CODE_PHONE_LOCK}, hashtext(${phone}))`);
    await execute(sql`select pg_advisory_xact_lock(${SEND_CODE_IP_LOCK}, hashtext(${ip}))`);
    const history = async (field: 'phone' | 'ip', value: string, rules: readonly { windowMs: number }[]) => {
      const since = new Date(sentAt.getTime() - Math.max(...rules.map((rule) => rule.windowMs)));
      const { docs } = await payload.find({
        collection: 'sign-in-codes',
        where: { and: [{ [field]: { equals: value } }, { createdAt: { greater_than: since.toISOString() } }] },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { createdAt: true },
        req: txReq,
      });
      return docs.map((doc) => new Date(doc.createdAt));
    };
    const decisions = [
      shoppers.sendAllowedUnder(await history('phone', phone, shoppers.SEND_LIMITS_PER_NUMBER), sentAt, shoppers.SEND_LIMITS_PER_NUMBER),
      shoppers.sendAllowedUnder(await history('ip', ip, perIp.rules), sentAt, perIp.rules),
    ];
    const wait = Math.max(0, ...decisions.map((decision) => (decision.ok ? 0 : decision.retryAfterSeconds)));
    if (wait > 0) return { ok: false as const, retryAfterSeconds: wait };
    const row = await payload.create({
      collection: 'sign-in-codes',
      data: {
        tenant: tenant.id,
        phone,
        code_hash: signInCodeHash(payload.secret, tenant.id, phone, code),
        expires_at: expiresAt,
        checks: 0,
        ip,
        sms_status: 'sent',
        createdAt: sentAt.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      select: {},
      req: txReq,
    });
    return { ok: true as const, id: row.id };
  });
  if (!stored.ok) {
    const seconds = stored.retryAfterSeconds;
    return Response.json(
      { error: shoppers.tooManySendsText(seconds), retry_after_seconds: seconds },
      { status: 429, headers: { 'retry-after': String(seconds) } },
    );
  }

  try {
    await sender.send({ to: phone, text: shoppers.otpSmsText(code, tenant.name), tenant: tenant.slug });
  } catch (error) {
    // The row still counts toward the limits; verify-code skips it (nobody has its code).
    await payload.update({
      collection: 'sign-in-codes',
      id: stored.id,
      data: { sms_status: 'failed' },
      overrideAccess: true,
      depth: 0,
      select: {},
    });
    payload.logger.warn({
      err: error,
      msg: `The sign-in code to ${shoppers.maskMobileForLog(phone)} (${tenant.slug}) was not sent through the ${sender.name} SMS adapter.`,
    });
    return refusal('error', 502, SMS_NOT_SENT);
  }
  return Response.json({ sent: true, phone, phone_display: mobile.national, expires_at: expiresAt }, { status: 201 });
}

export const sendCodeEndpoint: Endpoint = { path: '/send-code', method: 'post', handler: (req) => sendCode(req) };

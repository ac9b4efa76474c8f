/**
 * `POST /api/shoppers/verify-code` (issue 14), called by the site's service account with
 * `{ tenant, phone, code, user_agent? }`: checks the latest code sent to the number and, when it
 * is right, signs the shopper in (a new session; the shopper is created on first sign-in).
 */
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
import { hashesMatch, newSessionToken, sessionExpiresAt, sessionTokenHash, signInCodeHash } from '../secrets';
import { inTransaction } from '../transaction';

/** The most of a browser's user agent kept with a session. */
export const SESSION_USER_AGENT_MAX = 500;

interface ChallengeRow {
  id: number;
  code_hash: string;
  expires_at: Date | string;
  checks: number | string;
  used_at: Date | string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export async function verifyCode(req: PayloadRequest, now: () => Date = () => new Date()): Promise<Response> {
  const refused = refuseAllButSite(req);
  if (refused) return refused;
  const read = await readJsonObject(req, 'error');
  if (!read.ok) return read.answer;
  const { body } = read;
  const errors: FieldError[] = envelopeErrors(body, ['phone', 'code', 'user_agent']);
  if (typeof body.phone !== 'string') errors.push({ field: 'phone', message: 'The phone must be text' });
  if (typeof body.code !== 'string') errors.push({ field: 'code', message: 'The code must be text' });
  if (body.user_agent !== undefined && body.user_agent !== null && typeof body.user_agent !== 'string')
    errors.push({ field: 'user_agent', message: 'The user agent must be text' });
  if (errors.length > 0) return fieldErrors('error', errors);

  const { payload } = req;
  const tenant = await tenantBySlug(payload, body.tenant as string);
  if (!tenant) return refusal('error', 404, NO_SUCH_TENANT);
  const shoppers = await import('@dealer/domain/shoppers');
  const mobile = shoppers.normaliseMobile(body.phone as string, tenant.locale);
  const code = shoppers.otpCodeOf(body.code as string);
  if (!mobile.ok) errors.push({ field: 'phone', message: mobile.message });
  if (code === null) errors.push({ field: 'code', message: shoppers.OTP_TEXTS.invalidFormat });
  if (!mobile.ok || code === null) return fieldErrors('error', errors);
  const phone = mobile.e164;
  const userAgent = typeof body.user_agent === 'string' ? body.user_agent.slice(0, SESSION_USER_AGENT_MAX) : null;

  const checkedAt = now();
  // One transaction with the challenge row locked: parallel checks of one code take turns, and
  // each counts the checks the others spent (brute force stops at 5 whatever the concurrency).
  const result = await inTransaction(payload, async ({ req: txReq, execute }) => {
    const { rows } = await execute<ChallengeRow>(sql`
      select id, code_hash, expires_at, checks, used_at from sign_in_codes
      where tenant_id = ${tenant.id} and phone = ${phone} and sms_status = 'sent'
      order by created_at desc, id desc limit 1 for update`);
    const challenge = rows[0];
    if (!challenge) return { kind: 'no-code' as const };
    const state = {
      expiresAt: iso(challenge.expires_at),
      checks: Number(challenge.checks),
      usedAt: challenge.used_at === null ? null : iso(challenge.used_at),
      codeMatches: hashesMatch(challenge.code_hash, signInCodeHash(payload.secret, tenant.id, phone, code)),
    };
    const outcome = shoppers.checkOtpAttempt(state, checkedAt);
    const checks = shoppers.otpChecksAfter(state, outcome);
    if (checks !== state.checks || outcome.kind === 'ok') {
      await payload.update({
        collection: 'sign-in-codes',
        id: challenge.id,
        data: { checks, ...(outcome.kind === 'ok' ? { used_at: checkedAt.toISOString() } : {}) },
        overrideAccess: true,
        depth: 0,
        select: {},
        req: txReq,
      });
    }
    if (outcome.kind !== 'ok') return { kind: 'refused' as const, outcome };

    const signedInAt = checkedAt.toISOString();
    const existing = await payload.find({
      collection: 'shoppers',
      where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: phone } }] },
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      select: {},
      req: txReq,
    });
    const shopperId = existing.docs[0]
      ? (
          await payload.update({
            collection: 'shoppers',
            id: existing.docs[0].id,
            data: { last_signed_in_at: signedInAt },
            overrideAccess: true,
            depth: 0,
            select: {},
            req: txReq,
          })
        ).id
      : (
          await payload.create({
            collection: 'shoppers',
            data: { tenant: tenant.id, phone, last_signed_in_at: signedInAt },
            overrideAccess: true,
            depth: 0,
            select: {},
            req: txReq,
          })
        ).id;
    const token = newSessionToken();
    const expiresAt = sessionExpiresAt(checkedAt);
    await payload.create({
      collection: 'shopper-sessions',
      data: { tenant: tenant.id, shopper: shopperId, token_hash: sessionTokenHash(token), expires_at: expiresAt, user_agent: userAgent },
      overrideAccess: true,
      depth: 0,
      select: {},
      req: txReq,
    });
    return { kind: 'signed-in' as const, token, expiresAt, shopperId };
  });

  if (result.kind === 'no-code') return Response.json({ error: shoppers.OTP_TEXTS.noCode, reason: 'no-code' }, { status: 400 });
  if (result.kind === 'refused') {
    const { outcome } = result;
    return Response.json(
      {
        error: shoppers.otpOutcomeText(outcome),
        reason: outcome.kind,
        ...(outcome.kind === 'wrong-code' ? { remaining: outcome.remaining } : {}),
      },
      { status: 400 },
    );
  }
  return Response.json({
    session: result.token,
    expires_at: result.expiresAt,
    shopper: { id: result.shopperId, phone, phone_display: mobile.national },
  });
}

export const verifyCodeEndpoint: Endpoint = { path: '/verify-code', method: 'post', handler: (req) => verifyCode(req) };

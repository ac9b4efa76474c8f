/**
 * Shopper alerts (issue 14: "alerts by email or SMS when a new matching car arrives or a watched
 * car's price drops, sent by a scheduled job, with one-click unsubscribe"), run by the job worker
 * every few minutes (jobs/jobWorker.ts). A watched car whose price is at least $1 below what the
 * shopper last knew (`alerted_price`, else `saved_price`) gets one alert per channel: SMS to the
 * shopper's mobile, and email when they have an address. Exactly once: the entry is locked and
 * re-checked, the alert rows are inserted with ON CONFLICT (dedupe_key) DO NOTHING and
 * `alerted_price` moves to the new price, all in one transaction; messages go after the commit.
 * New matches of saved searches work the same way (newMatchAlerts.ts). A failed message is retried
 * on later runs, up to 5 attempts. Kept free of `@dealer/domain/shoppers` at module level (the
 * config loads the job worker).
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { tenantPreviewOrigin, type Locale } from '@dealer/domain';
import { listedCarsWhere } from '../../access/cars';
import type { ShopperAlertChannel } from '../../collections/ShopperAlerts';
import { cmsEnv } from '../../env';
import { smsSenderFromEnv, type SmsSender } from '../sms';
import { inTransaction } from '../transaction';
import { alertMailerFromEnv, type AlertMailer } from './alertMailer';
import { ALERT_COLUMNS, alertRowOf, type AlertRow } from './alertRows';
import { findNewMatches, storeNewMatchAlerts } from './newMatchAlerts';
import { newMatchEmail, newMatchSmsText, type NewMatchFacts } from './newMatchText';
import { priceDropEmail, priceDropSmsText, type PriceDropEmail, type PriceDropFacts } from './priceDropText';
import { stopAlertsToken } from './stopToken';

/** A drop smaller than this (cents of a re-pricing) is no news. */
export const PRICE_DROP_MIN = 1;
/** A message is tried this many times in all (on this and later runs), then left failed. */
export const ALERT_MAX_ATTEMPTS = 5;
/** A row still `pending` this long after its claim was left by a process that stopped mid-send: tried again. */
export const STALE_PENDING_MS = 10 * 60_000;
/** After this many failures in a row on one channel, the run stops trying it (the provider is down). */
export const CHANNEL_FAILURES_BEFORE_PAUSE = 3;

export interface ShopperAlertOptions {
  /** Watchlist entries read per query. */
  batch?: number;
  /** Messages tried per run at most; the rest wait for the next run. */
  maxSends?: number;
}

export interface ShopperAlertRun {
  /** Watchlist entries that got new alert rows (their `alerted_price` moved). */
  entriesAlerted: number;
  /** Saved searches that got new alert rows (their `matched_through` moved). */
  searchesAlerted: number;
  sent: number;
  failed: number;
  /** The run stopped at `maxSends`: more may be waiting. */
  full: boolean;
}

interface SiteOf {
  name: string;
  slug: string;
  locale: Locale;
  /** The dealer's site as shoppers reach it, or null (no domain and no local site): no alert can link anywhere. */
  origin: string | null;
}

const rowsOf = <Row>(result: { rows: unknown[] }) => result.rows as Row[];

/** Runs alerts for one pass: retries first, then new drops, then new matches. Exported for tests; the job worker calls it on a timer. */
export async function sendShopperAlerts(
  payload: Payload,
  now: Date = new Date(),
  { batch = 100, maxSends = 50 }: ShopperAlertOptions = {},
): Promise<ShopperAlertRun> {
  const run: ShopperAlertRun = { entriesAlerted: 0, searchesAlerted: 0, sent: 0, failed: 0, full: false };
  const senders = { sms: smsSenderFromEnv(payload), email: alertMailerFromEnv() };
  const siteUrl = cmsEnv().SITE_URL;
  const sites = new Map<number, SiteOf | null>();
  const siteOf = async (tenantId: number): Promise<SiteOf | null> => {
    if (!sites.has(tenantId)) {
      const tenant = await payload.findByID({
        collection: 'tenants',
        id: tenantId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { name: true, slug: true, locale: true, domains: true },
      });
      const site = tenant
        ? { name: tenant.name, slug: tenant.slug, locale: tenant.locale, origin: tenantPreviewOrigin(tenant, { siteUrl }) }
        : null;
      if (site && !site.origin) payload.logger.warn(`Shopper alerts of ${site.slug} wait: the tenant has no domain to link to.`);
      sites.set(tenantId, site);
    }
    return sites.get(tenantId) ?? null;
  };
  const failuresInARow: Record<ShopperAlertChannel, number> = { sms: 0, email: 0 };
  const deliver = async (alert: AlertRow) => {
    run.full = run.sent + run.failed + 1 >= maxSends;
    const outcome = await deliverAlert(
      payload,
      alert,
      now,
      senders,
      siteOf,
      failuresInARow[alert.channel] >= CHANNEL_FAILURES_BEFORE_PAUSE,
    );
    if (outcome === 'sent') {
      run.sent += 1;
      failuresInARow[alert.channel] = 0;
    } else {
      run.failed += 1;
      if (outcome === 'failed') failuresInARow[alert.channel] += 1;
    }
  };

  // 1. Messages that failed on an earlier run (or were left pending by a stopped process), claimed
  //    atomically so that two workers never retry the same one.
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MS).toISOString();
  const retryable = sql`(a.status = 'failed' or (a.status = 'pending' and a.updated_at < ${staleBefore}::timestamptz)) and a.attempts < ${ALERT_MAX_ATTEMPTS}`;
  const claimed = rowsOf<Record<string, unknown>>(
    await payload.db.drizzle.execute(sql`
      update shopper_alerts a set status = 'pending', updated_at = ${now.toISOString()}::timestamptz
      where a.id in (
        select a.id from shopper_alerts a join shoppers s on s.id = a.shopper_id
        where ${retryable} and s.alerts_stopped_at is null
        order by a.id limit ${maxSends} for update of a skip locked
      ) and ${retryable}
      returning ${ALERT_COLUMNS}`),
  )
    .map(alertRowOf)
    .sort((x, y) => x.id - y.id);
  for (const alert of claimed) await deliver(alert);
  if (run.full) return run;

  // 2. New drops, entry by entry in id order (keyset pages, so entries skipped for now never hide others).
  let after = 0;
  for (;;) {
    const candidates = rowsOf<{ id: number; tenant_id: number; car_id: number; email: string | null }>(
      await payload.db.drizzle.execute(sql`
        select we.id, we.tenant_id, we.car_id, s.email
        from watchlist_entries we
        join shoppers s on s.id = we.shopper_id
        join cars c on c.id = we.car_id and c.tenant_id = we.tenant_id
        where we.id > ${after} and s.alerts_stopped_at is null and c.price is not null
          and c.price <= coalesce(we.alerted_price, we.saved_price) - ${PRICE_DROP_MIN}
        order by we.id limit ${batch}`),
    );
    if (candidates.length === 0) break;
    after = Number(candidates.at(-1)!.id);
    // Still on the website and not sold: the same rule as the site's listings, minus the sold window.
    const listed = await payload.find({
      collection: 'cars',
      where: {
        and: [
          { id: { in: [...new Set(candidates.map((entry) => Number(entry.car_id)))] } },
          listedCarsWhere(now),
          { status: { not_equals: 'sold' } },
          { sold: { not_equals: true } },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
    });
    const listedIds = new Set(listed.docs.map((car) => car.id));
    for (const entry of candidates) {
      if (!listedIds.has(Number(entry.car_id))) continue;
      const site = await siteOf(Number(entry.tenant_id));
      if (!site?.origin) continue;
      const channels = (['sms', 'email'] as const).filter((channel) => senders[channel] && (channel === 'sms' || entry.email));
      // No way to reach them now: the entry keeps its reference price until there is one.
      if (channels.length === 0) continue;
      const alerts = await storeAlerts(payload, Number(entry.id), channels, now);
      if (alerts.length > 0) run.entriesAlerted += 1;
      for (const alert of alerts) await deliver(alert);
      if (run.full) return run;
    }
    if (candidates.length < batch) break;
  }

  // 3. Saved searches with new matching cars, search by search in id order.
  let afterSearch = 0;
  for (;;) {
    const searches = rowsOf<{ id: number; tenant_id: number; criteria: string; matched_through: string; email: string | null }>(
      await payload.db.drizzle.execute(sql`
        select ss.id, ss.tenant_id, ss.criteria, ss.matched_through, s.email
        from saved_searches ss join shoppers s on s.id = ss.shopper_id
        where ss.id > ${afterSearch} and s.alerts_stopped_at is null and ss.tenant_id = s.tenant_id
        order by ss.id limit ${batch}`),
    );
    if (searches.length === 0) break;
    afterSearch = Number(searches.at(-1)!.id);
    for (const search of searches) {
      const site = await siteOf(Number(search.tenant_id));
      if (!site?.origin) continue;
      const channels = (['sms', 'email'] as const).filter((channel) => senders[channel] && (channel === 'sms' || search.email));
      if (channels.length === 0) continue;
      const matchedThrough = Number(search.matched_through);
      const matches = await findNewMatches(payload, site.slug, search.criteria, matchedThrough, now);
      if (!matches) continue;
      const alerts = await storeNewMatchAlerts(payload, Number(search.id), matchedThrough, matches, channels, now);
      if (alerts.length > 0) run.searchesAlerted += 1;
      for (const alert of alerts) await deliver(alert);
      if (run.full) return run;
    }
    if (searches.length < batch) break;
  }
  return run;
}

/**
 * In one transaction: the entry locked and its drop checked again (another worker may have just
 * alerted it), one row per channel inserted unless its dedupe key exists, and `alerted_price` set
 * to the new price. Answers the rows inserted (none when the drop was already alerted).
 */
async function storeAlerts(payload: Payload, entryId: number, channels: readonly ShopperAlertChannel[], now: Date): Promise<AlertRow[]> {
  const at = now.toISOString();
  return inTransaction(payload, async ({ execute }) => {
    const [drop] = (
      await execute<{ tenant_id: number; shopper_id: number; car_id: number; price_from: string; price_to: string }>(sql`
        select we.tenant_id, we.shopper_id, we.car_id, coalesce(we.alerted_price, we.saved_price) as price_from, c.price as price_to
        from watchlist_entries we
        join shoppers s on s.id = we.shopper_id
        join cars c on c.id = we.car_id
        where we.id = ${entryId} and s.alerts_stopped_at is null and c.price is not null
          and c.price <= coalesce(we.alerted_price, we.saved_price) - ${PRICE_DROP_MIN}
        for update of we`)
    ).rows;
    if (!drop) return [];
    const inserted: AlertRow[] = [];
    for (const channel of channels) {
      const dedupeKey = `price-drop:${entryId}:${Number(drop.price_to)}:${channel}`;
      const { rows } = await execute<Record<string, unknown>>(sql`
        insert into shopper_alerts
          (tenant_id, shopper_id, watchlist_entry_id, kind, car_id, price_from, price_to, channel, status, attempts, dedupe_key, updated_at, created_at)
        values
          (${drop.tenant_id}, ${drop.shopper_id}, ${entryId}, 'price-drop'::"enum_shopper_alerts_kind", ${drop.car_id},
           ${drop.price_from}, ${drop.price_to}, ${channel}::"enum_shopper_alerts_channel", 'pending'::"enum_shopper_alerts_status",
           0, ${dedupeKey}, ${at}::timestamptz, ${at}::timestamptz)
        on conflict (dedupe_key) do nothing
        returning ${ALERT_COLUMNS}`);
      inserted.push(...rows.map(alertRowOf));
    }
    await execute(
      sql`update watchlist_entries set alerted_price = ${drop.price_to}, updated_at = ${at}::timestamptz where id = ${entryId}`,
    );
    return inserted;
  });
}

type Outcome = 'sent' | 'failed' | 'paused';

/** Sends one alert row's message and records the outcome on the row. */
async function deliverAlert(
  payload: Payload,
  alert: AlertRow,
  now: Date,
  senders: { sms: SmsSender | null; email: AlertMailer | null },
  siteOf: (tenantId: number) => Promise<SiteOf | null>,
  paused: boolean,
): Promise<Outcome> {
  if (paused) {
    // Not an attempt: the row is tried on the next run.
    await payload.db.drizzle.execute(sql`
      update shopper_alerts set status = 'failed', last_error = ${`Not tried: the ${alert.channel} channel failed ${CHANNEL_FAILURES_BEFORE_PAUSE} times in a row in this run.`},
        updated_at = ${now.toISOString()}::timestamptz
      where id = ${alert.id}`);
    return 'paused';
  }
  const attempts = alert.attempts + 1;
  try {
    await sendMessage(payload, alert, senders, siteOf);
  } catch (error) {
    const message = ((error as Error).message || String(error)).slice(0, 1000);
    await payload.db.drizzle.execute(sql`
      update shopper_alerts set status = 'failed', attempts = ${attempts}, last_error = ${message}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${alert.id}`);
    const what = `Shopper alert ${alert.id} (${alert.kind}, ${alert.channel}, attempt ${attempts} of ${ALERT_MAX_ATTEMPTS})`;
    if (attempts >= ALERT_MAX_ATTEMPTS) payload.logger.error({ err: error, msg: `${what} failed; giving up.` });
    else payload.logger.warn({ err: error, msg: `${what} failed; it is tried again on a later run.` });
    return 'failed';
  }
  await payload.db.drizzle.execute(sql`
    update shopper_alerts set status = 'sent', attempts = ${attempts}, last_error = null, sent_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    where id = ${alert.id}`);
  return 'sent';
}

/** The site's stop page (links in texts) and its one-click address (the email's List-Unsubscribe). */
export const stopUrlsOf = (origin: string, token: string) => ({
  stopUrl: `${origin}/alerts/stop?t=${encodeURIComponent(token)}`,
  oneClickStopUrl: `${origin}/api/alerts/stop?t=${encodeURIComponent(token)}`,
});

/** The shopper's message on the alert's channel; throws when it cannot go (no car, no address, the provider refused). */
async function sendMessage(
  payload: Payload,
  alert: AlertRow,
  senders: { sms: SmsSender | null; email: AlertMailer | null },
  siteOf: (tenantId: number) => Promise<SiteOf | null>,
): Promise<void> {
  const site = await siteOf(alert.tenant_id);
  if (!site?.origin) throw new Error(`Tenant ${alert.tenant_id} has no site address to link to.`);
  if (alert.kind === 'new-match') return sendNewMatchMessage(payload, alert, senders, { ...site, origin: site.origin });
  const car =
    alert.car_id === null
      ? null
      : await payload.findByID({
          collection: 'cars',
          id: alert.car_id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: { slug: true, year: true, make: true, model: true, badge: true },
        });
  if (!car) throw new Error('The car was deleted.');
  const shopper = await shopperOf(payload, alert);
  const facts: PriceDropFacts = {
    tenantName: site.name,
    locale: site.locale,
    car,
    priceFrom: alert.price_from,
    priceTo: alert.price_to,
    carUrl: car.slug ? `${site.origin}/cars/${encodeURIComponent(car.slug)}` : `${site.origin}/watchlist`,
    ...stopUrlsOf(site.origin, stopAlertsToken(payload.config.secret, shopper.id)),
  };
  await sendOnChannel(alert, senders, shopper, site, { sms: () => priceDropSmsText(facts), email: () => priceDropEmail(facts) });
}

/** A new-match alert's message: the saved search's label and page, the newest matching cars. */
async function sendNewMatchMessage(
  payload: Payload,
  alert: AlertRow,
  senders: { sms: SmsSender | null; email: AlertMailer | null },
  site: SiteOf & { origin: string },
): Promise<void> {
  const search =
    alert.saved_search_id === null
      ? null
      : await payload.findByID({
          collection: 'saved-searches',
          id: alert.saved_search_id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          select: { label: true, path: true },
        });
  if (!search) throw new Error('The saved search was removed.');
  const shopper = await shopperOf(payload, alert);
  const found = await payload.find({
    collection: 'cars',
    where: { and: [{ id: { in: alert.match_car_ids } }, { tenant: { equals: alert.tenant_id } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, year: true, make: true, model: true, badge: true, price: true },
  });
  const byId = new Map(found.docs.map((car) => [car.id, car]));
  const cars = alert.match_car_ids.flatMap((id) => {
    const car = byId.get(id);
    return car?.slug ? [{ car, price: car.price ?? null, url: `${site.origin}/cars/${encodeURIComponent(car.slug)}` }] : [];
  });
  const facts: NewMatchFacts = {
    tenantName: site.name,
    locale: site.locale,
    label: search.label,
    count: Math.max(alert.match_count, cars.length),
    cars,
    searchUrl: `${site.origin}${search.path}`,
    ...stopUrlsOf(site.origin, stopAlertsToken(payload.config.secret, shopper.id)),
  };
  await sendOnChannel(alert, senders, shopper, site, { sms: () => newMatchSmsText(facts), email: () => newMatchEmail(facts) });
}

/** The alert's shopper (number and address), or an error when they were deleted. */
async function shopperOf(payload: Payload, alert: AlertRow): Promise<{ id: number; phone: string; email?: string | null }> {
  const shopper = await payload.findByID({
    collection: 'shoppers',
    id: alert.shopper_id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { phone: true, email: true },
  });
  if (!shopper) throw new Error('The shopper was deleted.');
  return shopper;
}

/** Sends the message on the alert's channel; throws when the channel or the shopper's address is missing, or the provider refused. */
async function sendOnChannel(
  alert: AlertRow,
  senders: { sms: SmsSender | null; email: AlertMailer | null },
  shopper: { phone: string; email?: string | null },
  site: SiteOf,
  message: { sms: () => string; email: () => PriceDropEmail },
): Promise<void> {
  if (alert.channel === 'sms') {
    if (!senders.sms) throw new Error('No SMS adapter is configured (SMS_WEBHOOK_URL or SMS_ADAPTER).');
    await senders.sms.send({ to: shopper.phone, text: message.sms(), tenant: site.slug });
    return;
  }
  if (!senders.email) throw new Error('SMTP_URL is not set: alert emails cannot be sent.');
  if (!shopper.email) throw new Error('The shopper has no email address now.');
  await senders.email.send({ to: shopper.email, fromName: site.name, ...message.email() });
}

let lastRun = 0;
/** How often the job worker looks for drops and new matches. */
export const SHOPPER_ALERTS_INTERVAL_MS = 5 * 60_000;
/** After a run that hit its send limit, the next comes this soon. */
const FULL_RUN_RETRY_MS = 60_000;

/** Called by the job worker before each run: a pass at most every 5 minutes (after a minute when one was full). */
export async function sendShopperAlertsBeforeRun(payload: Payload): Promise<void> {
  if (Date.now() - lastRun < SHOPPER_ALERTS_INTERVAL_MS) return;
  lastRun = Date.now();
  try {
    const run = await sendShopperAlerts(payload);
    if (run.sent + run.failed > 0)
      payload.logger.info(
        `Shopper alerts: ${run.sent} sent, ${run.failed} failed (${run.entriesAlerted} watched car(s) dropped, ${run.searchesAlerted} saved search(es) with new matches).`,
      );
    if (run.full) lastRun = Date.now() - SHOPPER_ALERTS_INTERVAL_MS + FULL_RUN_RETRY_MS;
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Sending shopper alerts failed; will try again in a few minutes.' });
  }
}

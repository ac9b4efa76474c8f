/** One row of `shopper_alerts` as the alert jobs read it (raw SQL: numerics arrive as strings). */
import { sql } from '@payloadcms/db-postgres';
import type { ShopperAlertChannel, ShopperAlertKind } from '../../collections/ShopperAlerts';

export interface AlertRow {
  id: number;
  kind: ShopperAlertKind;
  tenant_id: number;
  shopper_id: number;
  car_id: number | null;
  channel: ShopperAlertChannel;
  price_from: number;
  price_to: number;
  saved_search_id: number | null;
  match_car_ids: number[];
  match_count: number;
  attempts: number;
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
export const alertRowOf = (row: Record<string, unknown>): AlertRow => ({
  id: Number(row.id),
  kind: row.kind as ShopperAlertKind,
  tenant_id: Number(row.tenant_id),
  shopper_id: Number(row.shopper_id),
  car_id: idOrNull(row.car_id),
  channel: row.channel as ShopperAlertChannel,
  price_from: Number(row.price_from),
  price_to: Number(row.price_to),
  saved_search_id: idOrNull(row.saved_search_id),
  match_car_ids: Array.isArray(row.match_car_ids) ? row.match_car_ids.map(Number) : [],
  match_count: Number(row.match_count ?? 0),
  attempts: Number(row.attempts),
});
export const ALERT_COLUMNS = sql`id, kind, tenant_id, shopper_id, car_id, channel, price_from, price_to, saved_search_id, match_car_ids, match_count, attempts`;

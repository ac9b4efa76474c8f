/**
 * Number formatting shared by the finance and car-detail rules. Prices show with $ and thousands
 * separators and no decimals (spec §4); rates show to 2 decimals (spec §9).
 */
import { formatMoney } from '../carCard/format';

/** Rounds half away from zero at `decimals` places, free of binary artefacts (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  return sign * shiftDecimal(Math.round(shiftDecimal(Math.abs(value), decimals)), -decimals);
}

/** value x 10^places through the decimal string, so that no binary error creeps in. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** `1234567.8` -> `1,234,568`; `7.5` with 2 decimals -> `7.5` (no trailing zeros). */
export function formatNumber(value: number, maxDecimals = 0): string {
  return roundTo(value, maxDecimals).toLocaleString('en-AU', { maximumFractionDigits: maxDecimals });
}

/** Whole dollars: `25990` -> `$25,990`, `-12.6` -> `-$13` (the cards' money format). */
export function formatDollars(amount: number): string {
  return formatMoney(amount);
}

/** A rate in percent to exactly 2 decimals: `8.5` -> `8.50%`. */
export function formatRate(percent: number): string {
  return `${roundTo(percent, 2).toFixed(2)}%`;
}

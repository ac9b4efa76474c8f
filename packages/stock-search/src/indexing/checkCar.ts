/** The checks every engine makes before indexing a car (shared so both engines reject the same cars). */
import { StockIndexError } from '../errors';
import type { IndexedCar } from '../port';

export function checkCar(car: IndexedCar): void {
  for (const key of ['id', 'tenant', 'slug'] as const) {
    if (typeof car[key] !== 'string' || car[key] === '')
      throw new StockIndexError(`A car needs a ${key} to be indexed (car ${String(car.id)}).`);
  }
  if (car.sold_date_timestamp && Number.isNaN(Date.parse(car.sold_date_timestamp)))
    throw new StockIndexError(`Car ${car.id}: sold_date_timestamp '${car.sold_date_timestamp}' is not a date.`);
}

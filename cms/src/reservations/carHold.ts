/**
 * The car side of a reservation: `reserved` on the car (what search and every Reserve button read)
 * follows the reservation that holds it. Written in the reservation's transaction; the car is then
 * indexed at once after the commit, so search shows the change within the request, and the index
 * job the car's hook queued catches anything that fails here.
 */
import type { Payload, PayloadRequest } from 'payload';
import { indexCars } from '../search/stockIndex';

export async function setCarReserved(txReq: PayloadRequest, carId: number, reserved: boolean): Promise<void> {
  await txReq.payload.update({ collection: 'cars', id: carId, data: { reserved }, depth: 0, overrideAccess: true, select: {}, req: txReq });
}

/** After the commit: search shows the car's new state now, not when the job worker gets to it. */
export async function indexCarNow(payload: Payload, carId: number): Promise<void> {
  try {
    await indexCars(payload, [carId]);
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Car ${carId} will be reindexed by its queued job: indexing it at once failed.` });
  }
}

import type { Endpoint } from 'payload';
import { readFeed, StockFeedFormatError } from '@dealer/domain';
import type { Dealership } from '../payload-types';
import { applyStockFeed } from './applyStockFeed';
import { hashFeedKey } from './feedKey';

/**
 * POST /api/stock/feed with `Authorization: Bearer <dealership feed key>` and a JSON body of
 * vehicles (an array, or { vehicles: [...] }) in the DMS webhook shape: the dealership's whole
 * current stock. 200 with the report; 400 with the rejected rows (nothing applied); 401 without a
 * valid key.
 */
export const stockFeedEndpoint: Endpoint = {
  path: '/stock/feed',
  method: 'post',
  handler: async (req) => {
    const key = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim();
    if (!key) return Response.json({ error: 'Send the dealership feed key as "Authorization: Bearer <key>".' }, { status: 401 });
    const found = await req.payload.find({
      collection: 'dealerships',
      where: { stockFeedKey: { equals: hashFeedKey(key) } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    });
    const dealership = found.docs[0] as Dealership | undefined;
    if (!dealership) return Response.json({ error: 'This feed key belongs to no dealership.' }, { status: 401 });
    let records;
    try {
      records = readFeed(await req.text!(), 'json');
    } catch (error) {
      if (error instanceof StockFeedFormatError) return Response.json({ error: error.message }, { status: 400 });
      throw error;
    }
    const report = await applyStockFeed(req.payload, dealership, records);
    return Response.json(report, { status: report.applied ? 200 : 400 });
  },
};

import { createLocalReq, type Payload, type PayloadRequest } from 'payload';

export interface ShopperTransaction {
  /** A server-side request carrying the transaction: pass it to every Local API call inside. */
  req: PayloadRequest;
  /** Raw SQL (drizzle's `sql`) on the transaction's connection: locks and row locks. */
  execute: <Row = Record<string, unknown>>(query: unknown) => Promise<{ rows: Row[] }>;
}

/**
 * Runs `work` in one database transaction: committed when it returns, rolled back when it throws.
 * The request is the CMS's own (the endpoint has checked the caller); access control stays off.
 */
export async function inTransaction<T>(payload: Payload, work: (tx: ShopperTransaction) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload);
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null) throw new Error('The database adapter did not start a transaction.');
  req.transactionID = transactionID;
  const db = payload.db as unknown as { sessions: Record<string, { db: { execute: (query: unknown) => Promise<{ rows: unknown[] }> } }> };
  const session = db.sessions[String(transactionID)];
  if (!session) throw new Error('The shopper transaction did not start.');
  const execute = session.db.execute.bind(session.db) as ShopperTransaction['execute'];
  try {
    const result = await work({ req, execute });
    await payload.db.commitTransaction(transactionID);
    return result;
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}

import fs from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__STOCK_SEARCH_DB__;
  if (!state) return;
  await state.db.stop();
  fs.rmSync(state.dir, { recursive: true, force: true });
}

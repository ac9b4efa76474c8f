import fs from 'node:fs';

export default async function globalTeardown() {
  if (globalThis.__DEALER_MEDIA__) fs.rmSync(globalThis.__DEALER_MEDIA__, { recursive: true, force: true });
  const state = globalThis.__DEALER_DB__;
  if (!state) return;
  await state.db.stop();
  fs.rmSync(state.dir, { recursive: true, force: true });
}

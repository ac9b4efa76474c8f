/**
 * Secrets for a developer's machine: generated once, kept in `.data/dev-secrets.json`.
 * Production sets PAYLOAD_SECRET and REVALIDATE_SECRET itself; this never runs there.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadDevSecrets(dataDir) {
  const file = path.join(dataDir, 'dev-secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = {
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    REVALIDATE_SECRET: crypto.randomBytes(24).toString('hex'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

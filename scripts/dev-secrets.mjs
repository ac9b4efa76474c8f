/**
 * Secrets for a developer's machine: generated once, kept in `.data/dev-secrets.json`.
 * Production sets PAYLOAD_SECRET, REVALIDATE_SECRET and LEADS_API_KEY itself; this never runs there.
 * A secret added later (LEADS_API_KEY, issue 10) is generated into an existing file once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_NAMES = ['PAYLOAD_SECRET', 'REVALIDATE_SECRET', 'LEADS_API_KEY'];

export function loadDevSecrets(dataDir) {
  const file = path.join(dataDir, 'dev-secrets.json');
  const stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const missing = SECRET_NAMES.filter((name) => !stored[name]);
  if (missing.length === 0) return stored;
  const secrets = { ...stored };
  for (const name of missing) secrets[name] = crypto.randomBytes(24).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

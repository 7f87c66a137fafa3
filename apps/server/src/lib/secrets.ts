// The JWT signing key: JWT_SECRET when set, otherwise generated once into DATA_DIR/secrets (mode 0600)
// so tokens survive restarts without an operator having to invent a secret (DESIGN §2).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function resolveJwtSecret(configured: string | null, dataDir: string): Promise<string> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created the file first; then we read theirs.
  try {
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await fs.readFile(file, 'utf8')).trim();
  }
}

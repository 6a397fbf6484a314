import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A random secret of `bytes` bytes, in base64url, kept in a file only its owner can read; made
 * on first use.
 */
export async function loadOrCreateSecret(file: string, bytes = 24): Promise<string> {
  try {
    const saved = (await fs.readFile(file, 'utf8')).trim();
    if (saved !== '') return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(bytes).toString('base64url');
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  await fs.chmod(file, 0o600);
  return secret;
}

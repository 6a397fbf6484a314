import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface AdminLogin {
  username: string;
  password: string;
  /** env: ADMIN_PASSWORD; saved: reused from the file; generated: made now and saved. */
  origin: 'env' | 'saved' | 'generated';
}

/** 24 characters from 144 random bits, URL-safe: strong, and easy to copy from a console. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

interface SavedAdmin {
  password: string;
}

function parseSaved(text: string, file: string): SavedAdmin {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON; fix it or delete it (a new password is then made)`);
  }
  const password = (value as Record<string, unknown> | null)?.['password'];
  if (typeof password !== 'string' || password.length < 8) {
    throw new Error(`${file} holds no usable "password"; fix it or delete it`);
  }
  return { password };
}

/**
 * The admin's password: ADMIN_PASSWORD if given, else the one saved by an earlier start, else
 * a new one, saved (mode 600) so that every later start seeds and prints the same.
 */
export async function resolveAdminLogin(options: {
  username: string;
  fromEnv: string | undefined;
  file: string;
}): Promise<AdminLogin> {
  const { username, fromEnv, file } = options;
  if (fromEnv !== undefined && fromEnv !== '') {
    return { username, password: fromEnv, origin: 'env' };
  }
  try {
    const saved = parseSaved(await fs.readFile(file, 'utf8'), file);
    return { username, password: saved.password, origin: 'saved' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = generatePassword();
  await fs.mkdir(path.dirname(file), { recursive: true });
  const body = `${JSON.stringify({ username, password, createdAt: new Date().toISOString() }, null, 2)}\n`;
  await fs.writeFile(file, body, { mode: 0o600, flag: 'wx' });
  await fs.chmod(file, 0o600);
  return { username, password, origin: 'generated' };
}

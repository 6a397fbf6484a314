import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { newTotpSecret, totpSecretSchema, totpUri } from '@dating/server/totp';

/** Where a part of the admin's login came from. */
export type AdminOrigin = 'env' | 'saved' | 'generated';

export interface AdminLogin {
  username: string;
  password: string;
  /** env: ADMIN_PASSWORD; saved: reused from the file; generated: made now and saved. */
  origin: AdminOrigin;
  /** The secret of the admin's authenticator app (RFC 6238, base32): their second factor. */
  totpSecret: string;
  /** env: ADMIN_TOTP_SECRET; saved: reused from the file; generated: made now and saved. */
  totpOrigin: AdminOrigin;
}

/** 24 characters from 144 random bits, URL-safe: strong, and easy to copy from a console. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The name authenticator apps show for the portal's entry. */
export const totpIssuer = 'Thai Norwegian Dating';

/** The admin's second factor as an authenticator app takes it (pasted, or as a QR code). */
export function adminTotpUri(login: Pick<AdminLogin, 'username' | 'totpSecret'>): string {
  return totpUri({ issuer: totpIssuer, account: login.username, secret: login.totpSecret });
}

interface SavedAdmin {
  password?: string;
  totpSecret?: string;
  createdAt?: string;
}

function parseSaved(text: string, file: string): SavedAdmin {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON; fix it or delete it (a new password is then made)`);
  }
  const saved = (value ?? {}) as Record<string, unknown>;
  const { password, totpSecret, createdAt } = saved;
  if (password !== undefined && (typeof password !== 'string' || password.length < 8)) {
    throw new Error(`${file} holds no usable "password"; fix it or delete it`);
  }
  const totp = totpSecret === undefined ? undefined : totpSecretSchema.safeParse(totpSecret);
  if (totp && !totp.success) {
    throw new Error(`${file} holds no usable "totpSecret" (base32); fix it or delete it`);
  }
  return {
    ...(password !== undefined ? { password } : {}),
    ...(totp?.success ? { totpSecret: totp.data } : {}),
    ...(typeof createdAt === 'string' ? { createdAt } : {}),
  };
}

async function readSaved(file: string): Promise<SavedAdmin | null> {
  try {
    return parseSaved(await fs.readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the file readable by its owner only, whole or not at all. */
async function save(file: string, content: object): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await fs.writeFile(partial, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await fs.chmod(partial, 0o600);
  await fs.rename(partial, file);
}

function pick<Value>(
  fromEnv: Value | undefined,
  saved: Value | undefined,
  generate: () => Value,
): { value: Value; origin: AdminOrigin } {
  if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, origin: 'env' };
  if (saved !== undefined) return { value: saved, origin: 'saved' };
  return { value: generate(), origin: 'generated' };
}

/**
 * The admin's password and TOTP secret: each from the environment (ADMIN_PASSWORD,
 * ADMIN_TOTP_SECRET) if given, else the one saved by an earlier start, else a new one, saved
 * (mode 600) so that every later start seeds and prints the same. What came from the
 * environment is not written to the file.
 */
export async function resolveAdminLogin(options: {
  username: string;
  fromEnv: string | undefined;
  totpFromEnv?: string | undefined;
  file: string;
}): Promise<AdminLogin> {
  const { username, fromEnv, totpFromEnv, file } = options;
  const saved = await readSaved(file);
  const password = pick(fromEnv, saved?.password, generatePassword);
  const totp = pick(totpFromEnv, saved?.totpSecret, newTotpSecret);
  if (password.origin === 'generated' || totp.origin === 'generated') {
    await save(file, {
      username,
      ...(password.origin === 'env'
        ? saved?.password && { password: saved.password }
        : { password: password.value }),
      ...(totp.origin === 'env'
        ? saved?.totpSecret && { totpSecret: saved.totpSecret }
        : { totpSecret: totp.value }),
      createdAt: saved?.createdAt ?? new Date().toISOString(),
    });
  }
  return {
    username,
    password: password.value,
    origin: password.origin,
    totpSecret: totp.value,
    totpOrigin: totp.origin,
  };
}

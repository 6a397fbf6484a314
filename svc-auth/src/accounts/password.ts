import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
export const passwordHashing = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, passwordHashing);
}

/** A hash of nothing, verified when the username is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password for unknown users');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

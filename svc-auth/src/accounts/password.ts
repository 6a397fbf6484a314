import { setTimeout as sleep } from 'node:timers/promises';
import argon2 from 'argon2';

import { rateLimited } from '@dating/server';
import { HashGate, HashGateFull } from './hash-gate';
import { MessageCode } from '@dating/contracts';

/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
export const passwordHashing = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Every argon2 operation of this process passes here (hash-gate.ts). */
const gate = new HashGate();

/** How long a verification takes lately (a moving average), for `waitLikeAVerification`. */
let typicalVerifyMs = 50;

async function gated<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await gate.run(work);
  } catch (error) {
    if (error instanceof HashGateFull) throw rateLimited(MessageCode.loginBusy, 1);
    throw error;
  }
}

async function timedVerify(hash: string, password: string): Promise<boolean> {
  const started = performance.now();
  try {
    return await argon2.verify(hash, password);
  } finally {
    typicalVerifyMs = 0.9 * typicalVerifyMs + 0.1 * (performance.now() - started);
  }
}

export function hashPassword(password: string): Promise<string> {
  return gated(() => argon2.hash(password, passwordHashing));
}

/** A hash of nothing, verified when the username is unknown, so timing does not tell. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoyHash ??= hashPassword('decoy password for unknown users');
    const decoy = await decoyHash;
    await gated(() => timedVerify(decoy, password));
    return false;
  }
  // A stored hash argon2 cannot read is a wrong password, not a failure.
  return gated(() => timedVerify(hash, password).catch(() => false));
}

/**
 * Waits as long as a verification takes lately, without doing the work: for unknown usernames
 * past their budget (sessions/decoy-budget.ts).
 */
export async function waitLikeAVerification(): Promise<void> {
  await sleep(typicalVerifyMs);
}

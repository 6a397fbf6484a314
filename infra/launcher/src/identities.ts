import fs from 'node:fs/promises';
import path from 'node:path';
import { deployables, type Deployable } from '@dating/contracts';
import { generateIdentity, publicKeyOf } from '@dating/server';

/** Each deployable's signing seed, and the public keys every service trusts. */
export interface Identities {
  seeds: ReadonlyMap<Deployable, string>;
  /** TRUSTED_KEYS: `name=<public key>` of every deployable. */
  trusted: string;
}

/** A seed kept in a file only its owner can read; made on first use, reused after. */
async function loadOrCreateSeed(file: string): Promise<string> {
  try {
    const saved = (await fs.readFile(file, 'utf8')).trim();
    if (saved !== '') return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { seed } = generateIdentity();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${seed}\n`, { mode: 0o600 });
  await fs.chmod(file, 0o600);
  return seed;
}

/** The identities of a portal's deployables, kept in `<dataDir>/identities/`. */
export async function loadOrCreateIdentities(dataDir: string): Promise<Identities> {
  const seeds = new Map<Deployable, string>();
  for (const name of deployables)
    seeds.set(name, await loadOrCreateSeed(path.join(dataDir, 'identities', name)));
  return { seeds, trusted: trustedKeys(seeds) };
}

export function trustedKeys(seeds: ReadonlyMap<Deployable, string>): string {
  return [...seeds].map(([name, seed]) => `${name}=${publicKeyOf(seed)}`).join(',');
}

/** IDENTITY_KEY and TRUSTED_KEYS for one deployable. */
export function identityEnvironment(
  identities: Identities,
  name: Deployable,
): { IDENTITY_KEY: string; TRUSTED_KEYS: string } {
  const seed = identities.seeds.get(name);
  if (!seed) throw new Error(`No identity for ${name}`);
  return { IDENTITY_KEY: seed, TRUSTED_KEYS: identities.trusted };
}

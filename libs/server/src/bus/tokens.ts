import { type KeyObject } from 'node:crypto';
import { type Deployable } from '@dating/contracts';

/** The public keys of the deployables this one accepts calls from. */
export type TrustedKeys = ReadonlyMap<Deployable, KeyObject>;
export const TRUSTED_KEYS = Symbol('TRUSTED_KEYS');

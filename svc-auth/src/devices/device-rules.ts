import { createHash } from 'node:crypto';
import { rememberedDeviceDays } from '@dating/contracts';

/**
 * The devices a member logged in from, by the random id their browser keeps: a right password
 * from one of them gets past a lock (throttle/login-throttle.ts). Kept hashed, the newest
 * `keep` per member, each forgotten `forgetAfterMs` after it was last seen.
 */
export const deviceRules = {
  keep: 10,
  forgetAfterMs: rememberedDeviceDays * 24 * 60 * 60_000,
} as const;

export interface SeenDevice {
  deviceHash: string;
  lastSeenAt: Date;
}

/** The ids are random (96 bits or more), so a plain sha-256 hides them. */
export function hashDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/** Whether a device seen last at `lastSeenAt` still counts as the member's. */
export function isRemembered(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < deviceRules.forgetAfterMs;
}

/** The devices to forget: too old, or beyond the newest `keep`. */
export function devicesToForget(devices: readonly SeenDevice[], now: Date): string[] {
  const newestFirst = [...devices].sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  return newestFirst
    .filter((device, index) => index >= deviceRules.keep || !isRemembered(device.lastSeenAt, now))
    .map((device) => device.deviceHash);
}

import { localStore } from './browser';

/** Where the browser keeps its device id; logging out keeps it. */
export const deviceIdKey = 'device_id';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * This browser's random id (128 bits, base64url), made at its first login and sent with every
 * login: svc-auth lets a right password from a device it saw log in before past an account
 * lock that strangers' guesses caused. Undefined where local storage is unavailable.
 */
export function deviceId(): string | undefined {
  const store = localStore();
  if (!store) return undefined;
  const kept = store.getItem(deviceIdKey);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = randomId();
  store.setItem(deviceIdKey, made);
  return made;
}

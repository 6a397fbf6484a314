import { useSyncExternalStore } from 'react';
import type { Role } from '@dating/contracts';
import { localStore } from './browser';

/** The browser's local storage keys (SPEC.md §3), and the two the portal adds. */
export const storageKeys = {
  token: 'token',
  userId: 'user_id',
  sectionIndex: 'section_index',
  role: 'role',
  language: 'lang',
} as const;

export interface Session {
  token: string | null;
  userId: number | null;
  role: Role | null;
  loggedIn: boolean;
}

const roles: readonly Role[] = ['U', 'A'];
const listeners = new Set<() => void>();
let snapshot: Session = read();

function toRole(value: string | null): Role | null {
  return roles.find((role) => role === value) ?? null;
}

function toUserId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function read(): Session {
  const store = localStore();
  const token = store?.getItem(storageKeys.token) || null;
  return {
    token,
    userId: toUserId(store?.getItem(storageKeys.userId) ?? null),
    role: toRole(store?.getItem(storageKeys.role) ?? null),
    loggedIn: token !== null,
  };
}

/** The current session; the same object as long as nothing changed. */
export function getSession(): Session {
  const next = read();
  if (
    next.token !== snapshot.token ||
    next.userId !== snapshot.userId ||
    next.role !== snapshot.role
  ) {
    snapshot = next;
  }
  return snapshot;
}

function notify(): void {
  getSession();
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) notify();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The session, re-rendering on log-in and log-out (also in other tabs). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Stores a successful log-in. */
export function login(token: string, userId: number, role: Role): void {
  const store = localStore();
  store?.setItem(storageKeys.token, token);
  store?.setItem(storageKeys.userId, String(userId));
  store?.setItem(storageKeys.role, role);
  notify();
}

/** Forgets the session (token, user_id and role) without leaving the page. */
export function clearSession(): void {
  const store = localStore();
  store?.removeItem(storageKeys.token);
  store?.removeItem(storageKeys.userId);
  store?.removeItem(storageKeys.role);
  notify();
}

/** The profile wizard's section, kept across reloads (SPEC.md §2). */
export function getSectionIndex(): number | null {
  const value = localStore()?.getItem(storageKeys.sectionIndex) ?? null;
  const index = Number(value);
  return value !== null && Number.isInteger(index) ? index : null;
}

export function setSectionIndex(index: number): void {
  localStore()?.setItem(storageKeys.sectionIndex, String(index));
}

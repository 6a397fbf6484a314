/** Page-level side effects, behind one object so tests can replace them. */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};

/** localStorage, or null where it is unavailable (private mode, tests without a DOM). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

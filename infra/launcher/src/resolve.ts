/**
 * DESIGN.md §7: each piece of infrastructure comes from the environment if named there, else
 * from the one already listening on its standard local port, else the launcher starts its own.
 */
export type Choice =
  { source: 'env'; url: string } | { source: 'local'; url: string } | { source: 'embedded' };

export async function choose(
  fromEnv: string | undefined,
  localUrl: string,
  answers: (url: string) => Promise<boolean>,
): Promise<Choice> {
  if (fromEnv !== undefined && fromEnv.trim() !== '') return { source: 'env', url: fromEnv.trim() };
  if (await answers(localUrl)) return { source: 'local', url: localUrl };
  return { source: 'embedded' };
}

/** A URL fit to print, with its password masked. */
export function redactUrl(value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.password === '') return value;
    parsed.password = '***';
    return parsed.toString().replace(/\/$/, value.endsWith('/') ? '/' : '');
  } catch {
    return value;
  }
}

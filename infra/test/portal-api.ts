import type { RunningPortal } from '@dating/testing/portal';
import { currentAcceptance } from '@dating/contracts';

// What the replica tests ask of a portal the launcher started: its API through the web origin,
// its mail catcher (Mailpit's API) and the parts it printed as started.

/** A member registered, confirmed and logged in. */
export interface Member {
  username: string;
  email: string;
  token: string;
  userId: number;
}

export interface Mail {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** Until `check` gives a value, polling; a test that never sees it fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface Sent {
  status: number;
  servedBy: string | null;
  body: unknown;
}

/** A POST through the web origin, from the device at `address`, as `token`'s member if given. */
export async function send(
  portal: RunningPortal,
  path: string,
  body: unknown,
  options: { address: string; token?: string },
): Promise<Sent> {
  const response = await fetch(new URL(path, portal.url), {
    method: 'POST',
    headers: {
      'x-api-key': portal.appKey,
      'content-type': 'application/json',
      'x-forwarded-for': options.address,
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, servedBy: response.headers.get('x-served-by'), body: parsed };
}

/** A POST that must answer 200: its answer. */
export async function post<T>(
  portal: RunningPortal,
  path: string,
  body: unknown,
  options: { address: string; token?: string },
): Promise<T> {
  const sent = await send(portal, path, body, options);
  if (sent.status !== 200)
    throw new Error(`${path} answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  return sent.body as T;
}

/** Every mail the portal sent to `address`, newest first. */
export async function mailsTo(portal: RunningPortal, address: string): Promise<Mail[]> {
  const response = await fetch(`${portal.mailUrl}/api/v1/messages?limit=1000`);
  const list = (await response.json()) as { messages: Mail[] };
  return list.messages.filter((mail) => mail.To.some((to) => to.Address === address));
}

/** The member's confirmation token, from the mail the portal sent them. */
async function confirmationToken(portal: RunningPortal, email: string): Promise<string> {
  return until(async () => {
    const [mail] = await mailsTo(portal, email);
    if (mail === undefined) return undefined;
    const text = (
      (await (await fetch(`${portal.mailUrl}/api/v1/message/${mail.ID}`)).json()) as {
        Text: string;
      }
    ).Text;
    return /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  }, `the confirmation mail to ${email}`);
}

/** A member registered, confirmed and logged in through the API, as the pages do it. */
export async function registerMember(
  portal: RunningPortal,
  username: string,
  address: string,
): Promise<Member> {
  const email = `${username}@example.com`;
  const password = 'a long enough password kept secret';
  await post(
    portal,
    '/api/create-user-login',
    { email, username, password, ...currentAcceptance },
    { address },
  );
  const token = await confirmationToken(portal, email);
  await post(portal, '/api/confirm-email', { token }, { address });
  const login = await post<{ token: string; user_id: number }>(
    portal,
    '/api/user/login',
    { username, password },
    { address },
  );
  return { username, email, token: login.token, userId: login.user_id };
}

/** The pid the launcher printed for each part it started, by name (svc-profile#2…). */
export function startedPids(portal: RunningPortal): Map<string, number> {
  const pids = new Map<string, number>();
  for (const match of portal.output().matchAll(/started ([\w#-]+) \(pid (\d+)\)/g))
    pids.set(match[1] as string, Number(match[2]));
  return pids;
}

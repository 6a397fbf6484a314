/** Reads what the portal sent from its mail catcher (Mailpit's API, as the launcher's). */

interface MessageSummary {
  ID: string;
  To: { Address: string }[];
}

export interface Mail {
  ID: string;
  Subject: string;
  Text: string;
}

export function mailUrl(pathname: string): string {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error('E2E_MAIL_URL is not set: the global setup did not start the portal');
  return new URL(pathname, base).toString();
}

async function json<T>(pathname: string): Promise<T> {
  const answer = await fetch(mailUrl(pathname));
  if (!answer.ok) throw new Error(`The mail catcher answered ${answer.status} for ${pathname}`);
  return (await answer.json()) as T;
}

/**
 * The newest mail to `to` that `matches` accepts, waiting for it: an address also gets its
 * confirmation link, so a test waiting for a mail names which one.
 */
export async function waitForMatchingMail(
  to: string,
  matches: (mail: Mail) => boolean,
  timeoutMs = 20000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { messages } = await json<{ messages: MessageSummary[] }>('/api/v1/messages');
    const candidates = messages.filter((message) =>
      message.To.some((address) => address.Address === to),
    );
    for (const candidate of candidates) {
      const mail = await json<Mail>(`/api/v1/message/${candidate.ID}`);
      if (matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No matching mail to ${to} arrived within ${timeoutMs / 1000} s`);
}

/** The reset link in a reset e-mail. */
export function resetLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/re-password\?token=[A-Za-z0-9_-]+/.exec(mail.Text)?.[0];
  if (!link) throw new Error(`No reset link in the mail: ${mail.Text}`);
  return link;
}

/** The token of the confirmation link in a confirmation e-mail. */
export function confirmationTokenIn(mail: Mail): string {
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.Text)?.[1];
  if (!token) throw new Error(`No confirmation link in the mail: ${mail.Text}`);
  return token;
}

/** Whether a mail carries a confirmation link. */
export const isConfirmationMail = (mail: Mail) => mail.Text.includes('/confirm-email?token=');

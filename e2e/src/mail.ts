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

/** The newest mail to `to` that is not one of `seen`, waiting for it to arrive. */
export async function waitForMail(
  to: string,
  seen: string[] = [],
  timeoutMs = 20000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { messages } = await json<{ messages: MessageSummary[] }>('/api/v1/messages');
    const found = messages.find(
      (message) =>
        !seen.includes(message.ID) && message.To.some((address) => address.Address === to),
    );
    if (found) return json<Mail>(`/api/v1/message/${found.ID}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} arrived within ${timeoutMs / 1000} s`);
}

/** The reset link in a reset e-mail. */
export function resetLinkIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/re-password\?token=[A-Za-z0-9_-]+/.exec(mail.Text)?.[0];
  if (!link) throw new Error(`No reset link in the mail: ${mail.Text}`);
  return link;
}

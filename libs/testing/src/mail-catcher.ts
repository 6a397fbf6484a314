import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { type RunningServer } from './nats-server';
import { startParts } from './parts';

export interface MailAddress {
  Name: string;
  Address: string;
}

/** A caught message, its fields named as Mailpit's API names them. */
export interface CaughtMail {
  ID: string;
  From: MailAddress;
  To: MailAddress[];
  Subject: string;
  /** ISO time the message arrived. */
  Created: string;
  Text: string;
  HTML: string;
  /** The List-Unsubscribe header as sent (empty when none) and the addresses it names. */
  ListUnsubscribe: { Header: string; Links: string[] };
}

export interface MailCatcher extends RunningServer {
  /** The web inbox (also `url`). */
  inboxUrl: string;
  /** What a service's SMTP_URL should be to send here. */
  smtpUrl: string;
  smtpPort: number;
  /** Newest first. */
  messages(): CaughtMail[];
  /** The newest caught message `match` accepts, or the first one still to come. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
}

export interface MailCatcherOptions {
  /** Both servers listen on this address (default 127.0.0.1). */
  host?: string;
  /** 0 (the default) lets the system choose. */
  smtpPort?: number;
  inboxPort?: number;
  /** Older messages are dropped beyond this many (default 500). */
  keep?: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

/** Plain text as HTML, its web addresses clickable. */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function listUnsubscribe(headerLines: readonly { key: string; line: string }[]) {
  const line = headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  const header = line.replace(/\r?\n(?=[ \t])/g, '').replace(/^[^:]*:\s*/, '');
  return {
    Header: header,
    Links: [...header.matchAll(/<([^>]+)>/g)].map((found) => found[1] ?? ''),
  };
}

const addressLine = (addresses: MailAddress[]) =>
  addresses.map((to) => (to.Name ? `${to.Name} <${to.Address}>` : to.Address)).join(', ');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
<body>${body}</body></html>`;
}

function inboxPage(messages: CaughtMail[]): string {
  const rows = messages
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.Created)}</td><td>${escapeHtml(addressLine(mail.To))}</td>` +
        `<td><a href="/messages/${mail.ID}">${escapeHtml(mail.Subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const list = rows
    ? `<table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table>`
    : '<p>No mail yet. Everything the portal sends arrives here; nothing leaves this machine.</p>';
  return page('Mail inbox', `<h1>Mail inbox</h1>${list}`);
}

function messagePage(mail: CaughtMail): string {
  const html = mail.HTML ? `<p><a href="/messages/${mail.ID}/html">HTML version</a></p>` : '';
  return page(
    mail.Subject,
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(mail.Subject || '(no subject)')}</h1>
<p>From: ${escapeHtml(addressLine([mail.From]))}<br>To: ${escapeHtml(addressLine(mail.To))}<br>
Received: ${escapeHtml(mail.Created)}</p>${html}<pre>${linkedText(mail.Text)}</pre>`,
  );
}

function summary({ Text, HTML, ...rest }: CaughtMail) {
  return { ...rest, Snippet: (Text || HTML).replace(/\s+/g, ' ').slice(0, 200) };
}

function send(
  response: http.ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}

function listen(server: http.Server | SMTPServer['server'], port: number, host: string) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * A mail catcher with a web inbox, for machines without an SMTP server: it accepts every
 * message over SMTP (any or no login, no TLS), keeps it in memory and shows it at `inboxUrl`.
 * Its JSON API is the part of Mailpit's (`/api/v1/messages`, `/api/v1/message/{ID}`) that our
 * tests read, so they read compose's Mailpit the same way. Used by tests and by `npm start`.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const keep = options.keep ?? 500;
  let caught: CaughtMail[] = [];
  const arrivals = new EventEmitter();

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const parsed = await simpleParser(stream);
    const from = parsed.from?.value[0];
    const mail: CaughtMail = {
      ID: randomUUID(),
      From: { Name: from?.name ?? '', Address: from?.address ?? '' },
      To: session.envelope.rcptTo.map((to) => ({ Name: '', Address: to.address })),
      Subject: parsed.subject ?? '',
      Created: new Date().toISOString(),
      Text: parsed.text ?? '',
      HTML: typeof parsed.html === 'string' ? parsed.html : '',
      ListUnsubscribe: listUnsubscribe(parsed.headerLines),
    };
    caught = [mail, ...caught].slice(0, keep);
    arrivals.emit('mail', mail);
  }

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    onData: (stream, session, callback) => {
      receive(stream, session).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  const inbox = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const found = (id: string | undefined) => caught.find((mail) => mail.ID === id);
    const [, first, second, third, fourth] = url.pathname.split('/');
    if (request.method === 'DELETE' && url.pathname === '/api/v1/messages') {
      caught = [];
      return send(response, 200, 'application/json', '{}');
    }
    if (request.method !== 'GET') return send(response, 405, 'text/plain', 'Method not allowed');
    if (url.pathname === '/')
      return send(response, 200, 'text/html; charset=utf-8', inboxPage(caught));
    if (url.pathname === '/api/v1/messages') {
      const body = { total: caught.length, count: caught.length, messages: caught.map(summary) };
      return send(response, 200, 'application/json', JSON.stringify(body));
    }
    if (first === 'api' && second === 'v1' && third === 'message' && found(fourth))
      return send(response, 200, 'application/json', JSON.stringify(found(fourth)));
    const mail = first === 'messages' ? found(second) : undefined;
    if (mail && third === undefined)
      return send(response, 200, 'text/html; charset=utf-8', messagePage(mail));
    if (mail && third === 'html')
      return send(response, 200, 'text/html; charset=utf-8', mail.HTML, {
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      });
    return send(response, 404, 'text/plain', 'Not found');
  });

  return startParts<MailCatcher>(async (parts) => {
    const { smtpServer, inboxServer } = await parts.start({
      smtpServer: async () => ({
        port: await listen(smtp.server, options.smtpPort ?? 0, host),
        stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
      }),
      inboxServer: async () => ({
        port: await listen(inbox, options.inboxPort ?? 0, host),
        stop: () => {
          inbox.closeAllConnections();
          return new Promise<void>((resolve) => inbox.close(() => resolve()));
        },
      }),
    });
    const inboxUrl = `http://${host}:${inboxServer.port}`;

    return {
      url: inboxUrl,
      inboxUrl,
      smtpUrl: `smtp://${host}:${smtpServer.port}`,
      smtpPort: smtpServer.port,
      messages: () => [...caught],
      clear: () => {
        caught = [];
      },
      waitFor(match, timeoutMs = 10_000) {
        const already = caught.find(match);
        if (already) return Promise.resolve(already);
        return new Promise((resolve, reject) => {
          const onMail = (mail: CaughtMail) => {
            if (!match(mail)) return;
            clearTimeout(timer);
            arrivals.off('mail', onMail);
            resolve(mail);
          };
          const timer = setTimeout(() => {
            arrivals.off('mail', onMail);
            reject(new Error(`No matching mail arrived within ${timeoutMs} ms`));
          }, timeoutMs);
          arrivals.on('mail', onMail);
        });
      },
      stop: () => parts.stop(),
    };
  });
}

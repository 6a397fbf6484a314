import { Mailer } from '@dating/server';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../src/mail-catcher';

// The services send with the portal's Mailer (nodemailer over SMTP); the catcher must take what
// they send, decoded, and show it in its inbox and its Mailpit-shaped API.
describe('startMailCatcher', () => {
  let catcher: MailCatcher;
  let mailer: Mailer;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    mailer = new Mailer({ SMTP_URL: catcher.smtpUrl, MAIL_FROM: 'Portal <no-reply@portal.test>' });
  });
  afterAll(async () => {
    mailer?.close();
    await catcher?.stop();
  });
  beforeEach(() => catcher.clear());

  const json = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${catcher.inboxUrl}${path}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as T;
  };

  it('catches a text and HTML message, decoded, in any language', async () => {
    const link = 'http://localhost:8080/re-password?token=abc_DEF-123=';
    await mailer.send({
      to: 'malee@example.com',
      subject: 'รีเซ็ตรหัสผ่าน',
      text: `สวัสดี\n${link}`,
      html: `<p>สวัสดี <a href="${link}">link</a></p>`,
    });
    const mail = await catcher.waitFor((caught) => caught.To[0]?.Address === 'malee@example.com');
    expect(mail).toMatchObject({
      From: { Name: 'Portal', Address: 'no-reply@portal.test' },
      Subject: 'รีเซ็ตรหัสผ่าน',
    });
    expect(mail.Text.trim()).toBe(`สวัสดี\n${link}`);
    expect(mail.HTML).toContain(`href="${link}"`);
  });

  it("answers Mailpit's list and message calls, newest first", async () => {
    for (const to of ['first@example.com', 'second@example.com'])
      await mailer.send({ to, subject: `for ${to}`, text: 'hello', html: '<p>hello</p>' });
    const list = await json<{ total: number; messages: (CaughtMail & { Snippet: string })[] }>(
      '/api/v1/messages',
    );
    expect(list.total).toBe(2);
    expect(list.messages.map((mail) => mail.To[0]?.Address)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(list.messages[0]).not.toHaveProperty('Text');
    expect(list.messages[0]?.Snippet).toBe('hello');
    const one = await json<CaughtMail>(`/api/v1/message/${list.messages[1]?.ID}`);
    expect(one).toMatchObject({ Subject: 'for first@example.com', Text: 'hello' });

    expect((await fetch(`${catcher.inboxUrl}/api/v1/messages`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(catcher.messages()).toEqual([]);
  });

  it('shows the inbox and each message as pages, escaped, links clickable', async () => {
    await mailer.send({
      to: 'nok@example.com',
      subject: '<b>Reset</b>',
      text: 'Open http://localhost:8080/re-password?token=x&y',
      html: '<p>hi</p>',
    });
    const [mail] = catcher.messages();
    const inbox = await (await fetch(catcher.inboxUrl)).text();
    expect(inbox).toContain(`href="/messages/${mail?.ID}"`);
    expect(inbox).toContain('&lt;b&gt;Reset&lt;/b&gt;');
    const view = await (await fetch(`${catcher.inboxUrl}/messages/${mail?.ID}`)).text();
    expect(view).toContain(
      '<a href="http://localhost:8080/re-password?token=x&amp;y">http://localhost:8080/re-password?token=x&amp;y</a>',
    );
    const html = await fetch(`${catcher.inboxUrl}/messages/${mail?.ID}/html`);
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(`${catcher.inboxUrl}/messages/unknown`)).status).toBe(404);
  });

  it('waits for a message still to come', async () => {
    const waiting = catcher.waitFor((mail) => mail.Subject === 'later');
    await mailer.send({ to: 'a@example.com', subject: 'other', text: 'x', html: 'x' });
    await mailer.send({ to: 'b@example.com', subject: 'later', text: 'y', html: 'y' });
    expect((await waiting).To[0]?.Address).toBe('b@example.com');
  });

  it('accepts a sender that logs in', async () => {
    const url = new URL(catcher.smtpUrl);
    url.username = 'user';
    url.password = 'secret';
    const withLogin = new Mailer({ SMTP_URL: url.toString(), MAIL_FROM: 'x@portal.test' });
    try {
      await withLogin.send({ to: 'c@example.com', subject: 'login', text: 'z', html: 'z' });
    } finally {
      withLogin.close();
    }
    expect(catcher.messages()[0]?.Subject).toBe('login');
  });
});

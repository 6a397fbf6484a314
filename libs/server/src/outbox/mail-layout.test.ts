import { startMailCatcher, type MailCatcher } from '@dating/testing';
import { Mailer } from './mailer';
import { layoutMail, unsubscribeFooter } from './mail-layout';

describe('Mailer', () => {
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

  const send = (to: string, unsubscribeUrl?: string) =>
    mailer.send({ to, subject: 'Hello', text: 'hello', html: '<p>hello</p>', unsubscribeUrl });

  it('names the unsubscribe address in a List-Unsubscribe header (RFC 2369)', async () => {
    const signature = 'abc_DEF-1'.padEnd(43, 'x');
    const url = `http://portal.example.com/unsubscribe?token=2147483647.subscription.${signature}`;
    await send('unsubscribable@example.com', url);
    const mail = await catcher.waitFor(
      (caught) => caught.To[0]?.Address === 'unsubscribable@example.com',
    );
    expect(mail.ListUnsubscribe).toEqual({ Header: `<${url}>`, Links: [url] });
  });

  it('sends no such header for a mail that cannot be turned off', async () => {
    await send('service@example.com');
    const mail = await catcher.waitFor((caught) => caught.To[0]?.Address === 'service@example.com');
    expect(mail.ListUnsubscribe).toEqual({ Header: '', Links: [] });
  });
});

describe('unsubscribeFooter', () => {
  const url = 'http://localhost:8080/unsubscribe?token=7.match.a&b';

  it.each([
    ['en', "Don't want these e-mails? Turn them off:"],
    ['th', 'ไม่ต้องการรับอีเมลเหล่านี้? ปิดได้ที่:'],
    ['no', 'Vil du ikke ha disse e-postene? Slå dem av:'],
  ] as const)('speaks %s, the address last', (lang, words) => {
    const footer = unsubscribeFooter(lang, url);
    expect(footer.text).toBe(`${words} ${url}`);
    expect(footer.html).toContain('href="http://localhost:8080/unsubscribe?token=7.match.a&amp;b"');
  });

  it('escapes the words in HTML', () => {
    expect(unsubscribeFooter('en', url).html).toContain('Don&#39;t want these e-mails?');
  });
});

describe('layoutMail', () => {
  const content = {
    subject: 'New messages',
    greeting: 'Hello <Anna>,',
    paragraphs: ['You have 2 new messages.', 'Somchai showed interest in you.'],
    links: [
      { href: 'https://portal.test/messages', label: 'Read your messages' },
      { href: 'https://portal.test/interest-me?x="><b>', label: 'See who is interested' },
    ],
  };

  it('says the same in text and HTML, each link a line and a button, the brand last', () => {
    const mail = layoutMail('en', 'anna@example.com', content);
    expect(mail.subject).toBe('New messages – Thai Norwegian Dating');
    expect(mail.text).toBe(
      [
        'Hello <Anna>,',
        'You have 2 new messages.',
        'Somchai showed interest in you.',
        'Read your messages: https://portal.test/messages',
        'See who is interested: https://portal.test/interest-me?x="><b>',
        'Thai Norwegian Dating',
      ].join('\n\n') + '\n',
    );
    expect(mail.html.match(/<a href=/g)).toHaveLength(2);
    expect(mail.html).toContain('href="https://portal.test/messages"');
    expect(mail.unsubscribeUrl).toBeUndefined();
  });

  it('escapes what the mail says and where it links in HTML', () => {
    const { html } = layoutMail('en', 'anna@example.com', content);
    expect(html).toContain('Hello &lt;Anna&gt;,');
    expect(html).toContain('href="https://portal.test/interest-me?x=&quot;&gt;&lt;b&gt;"');
    expect(html).not.toContain('"><b>');
  });

  it('ends a mail the member can turn off with the footer and List-Unsubscribe', () => {
    const url = 'https://portal.test/unsubscribe?token=7.digest.x';
    const mail = layoutMail('no', 'anna@example.com', content, url);
    expect(mail.text.trimEnd().endsWith(`Vil du ikke ha disse e-postene? Slå dem av: ${url}`)).toBe(
      true,
    );
    expect(mail.unsubscribeUrl).toBe(url);
    expect(mail.html).toContain('<html lang="no">');
  });
});

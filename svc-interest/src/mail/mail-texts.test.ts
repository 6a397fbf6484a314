import { languages, type Language, type MailKind } from '@dating/contracts';
import { layoutMail, type MailMessage, type MailTemplate } from '@dating/server';
import { digestOf, planDigest, type DigestRow } from './mail-rules';
import { digestMail, matchMail, warningMail } from './mail-texts';

const portalUrl = 'https://portal.test';
const unsubscribe = 'https://portal.test/unsubscribe?token=1.match.sig';
const names = new Map([
  [10, 'Anong'],
  [11, 'Bjørn'],
]);

/**
 * The mail as the outbox relay sends it to Malee: the letter as stored (JSON), its words in her
 * language, in the portal's layout with the unsubscribe link.
 */
function mailOf<Params>(
  template: MailTemplate<Params>,
  kind: MailKind,
  params: Params,
  lang: Language,
  known: ReadonlyMap<number, string> = names,
  recipientName = 'Malee',
): MailMessage {
  const letter = template.letter({ userId: 1, kind }, params);
  const stored = JSON.parse(JSON.stringify(letter.params)) as unknown;
  const content = template.render(stored, { lang, recipientName, names: known, portalUrl });
  return layoutMail(lang, 'malee@example.com', content, unsubscribe);
}

const match = (lang: Language, otherUserId = 11, recipientName?: string) =>
  mailOf(matchMail, 'match', { otherUserId }, lang, names, recipientName);

const row = (id: number, kind: DigestRow['kind'], otherUserId: number, unread = 0): DigestRow => ({
  id,
  userId: 1,
  kind,
  otherUserId,
  read: false,
  unreadMessages: unread,
});

const digestMailOf = (rows: DigestRow[], lang: Language = 'en', known = names) =>
  mailOf(digestMail, 'digest', digestOf(rows), lang, known);

describe('the match mail', () => {
  it('greets, names the match, links to the matches page and unsubscribes, in every language', () => {
    for (const lang of languages) {
      const mail = match(lang);
      expect(mail.to).toBe('malee@example.com');
      expect(mail.unsubscribeUrl).toBe(unsubscribe);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Malee');
        expect(part).toContain('Bjørn');
        expect(part).toContain(`${portalUrl}/matching`);
        expect(part).toContain(unsubscribe);
      }
      expect(mail.html).toContain(`lang="${lang}"`);
    }
  });

  it("speaks the member's language", () => {
    expect(match('en').subject).toBe('You have a new match – Thai Norwegian Dating');
    expect(match('th').subject).toContain('คุณมีคู่แมตช์ใหม่');
    // A match without a profile name to show is not named.
    expect(match('no', 99).text).toContain('Et medlem du viste interesse for');
    expect(match('no', 99).text).toContain('dere er en match');
  });

  it('escapes names in HTML', () => {
    const mail = mailOf(
      matchMail,
      'match',
      { otherUserId: 12 },
      'en',
      new Map([[12, '<script>x</script>']]),
      '<b>me</b>',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('the digest', () => {
  it("counts the conversations' unread messages and the interest, each member once", () => {
    const digest = digestOf([
      row(1, 'message', 10, 2),
      row(2, 'message', 11, 1),
      row(3, 'interest', 10),
      row(4, 'interest', 99),
      row(5, 'interest', 99),
    ]);
    expect(digest).toEqual({
      messages: 3,
      messagesFrom: [10, 11],
      interests: 3,
      interestsFrom: [10, 99],
    });
  });

  it('tells of the rows still unread and leaves out those read since, or gives none', () => {
    const rows = [row(1, 'interest', 10), { ...row(2, 'interest', 11), read: true }];
    expect(planDigest(rows)).toEqual({
      digest: { messages: 0, messagesFrom: [], interests: 1, interestsFrom: [10] },
      sent: [1],
      skipped: [2],
    });
    expect(planDigest([{ ...row(3, 'message', 10), read: true }])).toEqual({
      digest: null,
      sent: [],
      skipped: [3],
    });
  });

  it('tells both, linking to the messages and to who is interested', () => {
    const mail = digestMailOf([row(1, 'message', 10, 2), row(2, 'interest', 11)]);
    expect(mail.subject).toBe('New messages and interest for you – Thai Norwegian Dating');
    expect(mail.text).toContain('You have 2 new messages from Anong.');
    expect(mail.text).toContain('1 member has shown interest in you: Bjørn.');
    expect(mail.text).toContain(`Read your messages: ${portalUrl}/messages`);
    expect(mail.text).toContain(`See who is interested: ${portalUrl}/interest-me`);
    expect(mail.html).toContain(`${portalUrl}/messages`);
    expect(mail.html).toContain(`href="${portalUrl}/interest-me"`);
  });

  it('says in its subject what it holds (issue 32): messages, interest, or both', () => {
    expect(digestMailOf([row(1, 'message', 10, 2)]).subject).toBe(
      'New messages for you – Thai Norwegian Dating',
    );
    expect(digestMailOf([row(2, 'interest', 11)]).subject).toBe(
      'New interest in you – Thai Norwegian Dating',
    );
    expect(digestMailOf([row(2, 'interest', 11)], 'th').subject).toContain('มีคนสนใจคุณ');
    expect(digestMailOf([row(2, 'interest', 11)], 'no').subject).toContain(
      'Noen er interessert i deg',
    );
    expect(digestMailOf([row(1, 'message', 10, 2)], 'no').subject).toContain(
      'Nye meldinger til deg',
    );
  });

  it('leaves out what there is none of, in every language', () => {
    for (const lang of languages) {
      const mail = digestMailOf([row(1, 'interest', 11)], lang);
      expect(mail.text).not.toContain(`${portalUrl}/messages`);
      expect(mail.text).toContain(`${portalUrl}/interest-me`);
      expect(mail.unsubscribeUrl).toBe(unsubscribe);
    }
  });

  it('names five members and counts the rest; members without a name, or of one name, once', () => {
    const many = new Map([1, 2, 3, 4, 5, 6, 7].map((id) => [id, `M${id}`]));
    const rows = [1, 2, 3, 4, 5, 6, 7].map((id) => row(id, 'interest', id));
    expect(digestMailOf(rows, 'no', many).text).toContain(
      '7 medlemmer har vist interesse for deg: M1, M2, M3, M4, M5 +2.',
    );
    const twins = new Map([
      [1, 'Som'],
      [2, 'Som'],
    ]);
    const unnamed = [1, 2, 3].map((id) => row(id, 'interest', id));
    expect(digestMailOf(unnamed, 'en', twins).text).toContain(
      '3 members have shown interest in you: Som.',
    );
  });
});

describe("a moderator's warning", () => {
  const warning = (lang: Language) =>
    mailOf(warningMail, 'warning', { reason: 'rude messages' }, lang);

  it('greets, gives the reason, links to the portal and unsubscribes, in every language', () => {
    for (const lang of languages) {
      const mail = warning(lang);
      expect(mail.text).toContain('Malee');
      expect(mail.text).toContain('rude messages');
      expect(mail.text).toContain(portalUrl);
      expect(mail.unsubscribeUrl).toBe(unsubscribe);
    }
  });

  it("speaks the member's language", () => {
    expect(warning('en').subject).toBe('A warning from our moderators – Thai Norwegian Dating');
    expect(warning('en').text).toContain('The reason: rude messages');
    expect(warning('th').subject).toContain('คำเตือนจากทีมดูแลชุมชน');
    expect(warning('no').subject).toContain('En advarsel fra moderatorene våre');
    expect(warning('no').text).toContain('Begrunnelse: rude messages');
  });

  it('escapes the reason in HTML', () => {
    const mail = mailOf(warningMail, 'warning', { reason: '"><script>' }, 'en');
    expect(mail.html).not.toContain('<script>');
  });
});

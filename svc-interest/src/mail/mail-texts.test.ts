import { languages } from '@dating/contracts';
import { digestOf, type DigestRow } from './mail-rules';
import { digestMail, matchMail, type Addressee } from './mail-texts';

const portalUrl = 'https://portal.test';
const unsubscribe = 'https://portal.test/unsubscribe?token=1.match.sig';
const to = (lang: Addressee['lang']): Addressee => ({
  email: 'malee@example.com',
  lang,
  name: 'Malee',
  unsubscribeUrl: unsubscribe,
});

const row = (id: number, kind: DigestRow['kind'], otherUserId: number, unread = 0): DigestRow => ({
  id,
  userId: 1,
  kind,
  otherUserId,
  read: false,
  unreadMessages: unread,
});

describe('the match mail', () => {
  it('greets, names the match, links to the matches page and unsubscribes, in every language', () => {
    for (const lang of languages) {
      const mail = matchMail(to(lang), 'Bjørn', portalUrl);
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
    expect(matchMail(to('en'), 'Bjørn', portalUrl).subject).toBe(
      'You have a new match – Thai Norwegian Dating',
    );
    expect(matchMail(to('th'), 'Bjørn', portalUrl).subject).toContain('คุณมีคู่แมตช์ใหม่');
    expect(matchMail(to('no'), null, portalUrl).text).toContain('dere er en match');
  });

  it('escapes names in HTML', () => {
    const mail = matchMail({ ...to('en'), name: '<b>me</b>' }, '<script>x</script>', portalUrl);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('the digest', () => {
  const names = new Map([
    [10, 'Anong'],
    [11, 'Bjørn'],
  ]);

  it("counts the conversations' unread messages and the interest, naming each member once", () => {
    const digest = digestOf(
      [
        row(1, 'message', 10, 2),
        row(2, 'message', 11, 1),
        row(3, 'interest', 10),
        row(4, 'interest', 99),
      ],
      names,
    );
    expect(digest).toEqual({
      messages: 3,
      messagesFrom: ['Anong', 'Bjørn'],
      interests: 2,
      interestsFrom: ['Anong'],
    });
  });

  it('tells both, linking to the messages and to who is interested', () => {
    const mail = digestMail(
      to('en'),
      digestOf([row(1, 'message', 10, 2), row(2, 'interest', 11)], names),
      portalUrl,
    );
    expect(mail.subject).toBe('New messages and interest for you – Thai Norwegian Dating');
    expect(mail.text).toContain('You have 2 new messages from Anong.');
    expect(mail.text).toContain('1 member has shown interest in you: Bjørn.');
    expect(mail.text).toContain(`${portalUrl}/messages`);
    expect(mail.text).toContain(`${portalUrl}/interest-me`);
  });

  it('leaves out what there is none of, in every language', () => {
    for (const lang of languages) {
      const mail = digestMail(to(lang), digestOf([row(1, 'interest', 11)], names), portalUrl);
      expect(mail.text).not.toContain(`${portalUrl}/messages`);
      expect(mail.text).toContain(`${portalUrl}/interest-me`);
      expect(mail.unsubscribeUrl).toBe(unsubscribe);
    }
  });

  it('names five members and counts the rest', () => {
    const many = new Map([1, 2, 3, 4, 5, 6, 7].map((id) => [id, `M${id}`]));
    const rows = [1, 2, 3, 4, 5, 6, 7].map((id) => row(id, 'interest', id));
    expect(digestMail(to('no'), digestOf(rows, many), portalUrl).text).toContain(
      '7 medlemmer har vist interesse for deg: M1, M2, M3, M4, M5 +2.',
    );
  });
});

import { languages, type Language } from '@dating/contracts';
import { layoutMail } from '@dating/server';
import { subscriptionMail, type MemberNotice } from './member-mail';

/** The mail as the outbox relay sends it to a member called `details.name`. */
const memberMail = (
  lang: Language,
  to: string,
  details: { name: string; unsubscribeUrl: string },
  notice: MemberNotice,
) =>
  layoutMail(
    lang,
    to,
    subscriptionMail.render(notice, {
      lang,
      recipientName: details.name,
      names: new Map(),
      portalUrl: 'https://portal.test',
    }),
    details.unsubscribeUrl,
  );

const link = 'https://portal.test/my-package';
const unsubscribeUrl = 'https://portal.test/unsubscribe?token=7.subscription.abc';
const details = { name: 'Malee', link, unsubscribeUrl };
const start = new Date('2026-03-01T10:00:00.000Z');
const end = new Date('2026-03-31T10:00:00.000Z');

const notices: MemberNotice[] = [
  { kind: 'approved', packageName: '1 Month', start, end },
  { kind: 'rejected', packageName: '1 Month', reason: 'The amount is wrong' },
  { kind: 'endsSoon', end },
  { kind: 'expired', end },
];

describe("the member's subscription e-mails", () => {
  it('greet the member and link to /my-package in text and HTML, in every language', () => {
    for (const lang of languages) {
      for (const notice of notices) {
        const mail = memberMail(lang, 'malee@example.com', details, notice);
        expect(mail.to).toBe('malee@example.com');
        expect(mail.text).toContain('Malee');
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain(`lang="${lang}"`);
      }
    }
  });

  it('end with the link that turns them off, in the footer and for List-Unsubscribe', () => {
    const footers = {
      en: "Don't want these e-mails? Turn them off:",
      th: 'ไม่ต้องการรับอีเมลเหล่านี้? ปิดได้ที่:',
      no: 'Vil du ikke ha disse e-postene? Slå dem av:',
    };
    for (const lang of languages) {
      const mail = memberMail(lang, 'malee@example.com', details, notices[0] as MemberNotice);
      expect(mail.text.trimEnd().endsWith(`${footers[lang]} ${unsubscribeUrl}`)).toBe(true);
      expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
      expect(mail.unsubscribeUrl).toBe(unsubscribeUrl);
    }
  });

  it('say what happened, in English', () => {
    const [approved, rejected, endsSoon, expired] = notices.map((notice) =>
      memberMail('en', 'a@b.co', details, notice),
    );
    expect(approved?.subject).toBe('Your subscription is active – Thai Norwegian Dating');
    expect(approved?.text).toContain(
      'Your subscription is active from 1 March 2026 at 17:00 GMT+7 until 31 March 2026 at 17:00 GMT+7.',
    );
    expect(rejected?.text).toContain('Reason: The amount is wrong');
    expect(endsSoon?.subject).toContain('ends in 3 days');
    expect(endsSoon?.text).toContain('31 March 2026');
    expect(expired?.subject).toContain('has expired');
  });

  it("speak the member's language, with their calendar and time zone", () => {
    const approved = notices[0] as MemberNotice;
    const thai = memberMail('th', 'a@b.co', details, approved);
    expect(thai.subject).toContain('การสมัครสมาชิกของคุณเปิดใช้งานแล้ว');
    expect(thai.text).toContain('2569');
    const norwegian = memberMail('no', 'a@b.co', details, approved);
    expect(norwegian.text).toContain('Hei Malee,');
    expect(norwegian.text).toContain('kl. 11:00');
  });

  it('escape what they put into HTML', () => {
    const mail = memberMail(
      'en',
      'a@b.co',
      { name: '<script>', unsubscribeUrl },
      {
        kind: 'rejected',
        packageName: '<i>pkg</i>',
        reason: '<img src=x>',
      },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<i>');
  });
});

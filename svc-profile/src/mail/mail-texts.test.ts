import { languages, type Language } from '@dating/contracts';
import { layoutMail, type MailMessage, type MailTemplate } from '@dating/server';
import { photoRemovedMail, profileMailTemplates, verificationRejectedMail } from './mail-texts';

const portalUrl = 'https://portal.test';

/**
 * The mail as the outbox relay sends it to Malee: the letter as stored (JSON), its words in her
 * language, in the portal's layout (a service mail, without an unsubscribe link).
 */
function mailOf(
  template: MailTemplate<{ reason: string }>,
  reason: string,
  lang: Language,
): MailMessage {
  const letter = template.letter({ userId: 1, kind: 'service' }, { reason });
  const stored = JSON.parse(JSON.stringify(letter.params)) as unknown;
  const content = template.render(stored, {
    lang,
    recipientName: 'Malee',
    names: new Map(),
    portalUrl,
  });
  return layoutMail(lang, 'malee@example.com', content);
}

describe("svc-profile's mails", () => {
  it('have names of their own', () => {
    const names = profileMailTemplates.map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(languages)('greet, give the reason and link to the portal in %s', (lang) => {
    for (const template of profileMailTemplates) {
      const mail = mailOf(template, 'not a photo of you', lang);
      expect(mail.text).toContain('Malee');
      expect(mail.text).toContain('not a photo of you');
      expect(mail.html).toContain(`href="${portalUrl}"`);
    }
  });

  it("speak the member's language", () => {
    expect(mailOf(photoRemovedMail, 'blurry', 'en').subject).toBe(
      'A photo of yours was removed – Thai Norwegian Dating',
    );
    expect(mailOf(photoRemovedMail, 'blurry', 'en').text).toContain('The reason: blurry');
    expect(mailOf(photoRemovedMail, 'blurry', 'th').subject).toContain('รูปภาพของคุณถูกลบ');
    expect(mailOf(verificationRejectedMail, 'dark', 'no').subject).toContain(
      'Verifiseringen din ble ikke godkjent',
    );
    expect(mailOf(verificationRejectedMail, 'dark', 'no').text).toContain('Begrunnelse: dark');
  });

  it('escape the reason in HTML', () => {
    const mail = mailOf(photoRemovedMail, '"><script>', 'en');
    expect(mail.html).not.toContain('<script>');
  });
});

import { languages } from '@dating/contracts';
import { resetMail } from './reset-mail';

const link = 'http://localhost:8080/re-password?token=abc&x=1';

describe('the reset e-mail', () => {
  it('carries the link, the username and the 30 minutes in text and HTML, in each language', () => {
    for (const lang of languages) {
      const mail = resetMail(lang, 'malee@example.com', {
        username: 'malee',
        link,
        validMinutes: 30,
      });
      expect(mail.to).toBe('malee@example.com');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('malee');
      expect(mail.text).toContain('30');
      expect(mail.html).toContain(`href="http://localhost:8080/re-password?token=abc&amp;x=1"`);
      expect(mail.html).toContain(`lang="${lang}"`);
    }
  });

  it("speaks the member's language", () => {
    const details = { username: 'malee', link, validMinutes: 30 };
    expect(resetMail('en', 'a@b.co', details).subject).toBe(
      'Reset your password – Thai Norwegian Dating',
    );
    expect(resetMail('th', 'a@b.co', details).text).toContain('ตั้งรหัสผ่านใหม่');
    expect(resetMail('no', 'a@b.co', details).text).toContain('Hei malee,');
  });

  it('escapes what it puts into HTML', () => {
    const mail = resetMail('en', 'a@b.co', {
      username: '<script>',
      link: 'http://x/"><b>',
      validMinutes: 30,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><b>');
  });
});

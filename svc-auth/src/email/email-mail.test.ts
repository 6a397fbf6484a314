import { languages } from '@dating/contracts';
import { confirmationMail, emailChangedMail } from './email-mail';

describe('confirmation mails', () => {
  const link = 'https://dating.example/confirm-email?token=abc';

  it.each(languages)('greets the member and carries the link in %s', (lang) => {
    const mail = confirmationMail(lang, 'nida@example.com', {
      username: 'nida',
      link,
      validHours: 48,
      change: false,
    });
    expect(mail.to).toBe('nida@example.com');
    expect(mail.text).toContain('nida');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('48');
    expect(mail.html).toContain(link);
  });

  it('says a new address is being confirmed', () => {
    const first = confirmationMail('en', 'a@example.com', {
      username: 'nida',
      link,
      validHours: 48,
      change: false,
    });
    const change = confirmationMail('en', 'a@example.com', {
      username: 'nida',
      link,
      validHours: 48,
      change: true,
    });
    expect(first.subject).toMatch(/^Confirm your e-mail address/);
    expect(change.subject).toMatch(/^Confirm your new e-mail address/);
  });

  it.each(languages)('tells the old address which one replaced it in %s', (lang) => {
    const mail = emailChangedMail(lang, 'old@example.com', {
      username: 'nida',
      newEmail: 'new@example.com',
      loginLink: 'https://dating.example/login',
    });
    expect(mail.to).toBe('old@example.com');
    expect(mail.text).toContain('new@example.com');
    expect(mail.text).toContain('nida');
  });
});

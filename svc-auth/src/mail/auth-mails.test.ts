import { languages, type Language } from '@dating/contracts';
import { layoutMail, type LetterContext, type MailTemplate } from '@dating/server';
import {
  alreadyRegisteredMail,
  authMailTemplates,
  confirmationMail,
  deletionRequestedMail,
  exportReadyMail,
  emailChangedMail,
  lockedMail,
  resetMail,
} from './auth-mails';

const portalUrl = 'https://dating.example';
const context = (lang: Language): LetterContext => ({ lang, names: new Map(), portalUrl });

/** The mail as the relay sends it: from the letter's stored facts, in the layout. */
function sent<Params>(template: MailTemplate<Params>, params: Params, lang: Language = 'en') {
  const letter = template.letter({ address: 'nida@example.com', lang }, params);
  const stored = JSON.parse(JSON.stringify(letter.params)) as unknown;
  return layoutMail(lang, 'nida@example.com', template.render(stored, context(lang)));
}

describe("svc-auth's mail templates", () => {
  it('have names of their own', () => {
    const names = authMailTemplates.map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(languages)('greet the member and carry the reset link in %s', (lang) => {
    const mail = sent(resetMail, { username: 'malee', token: 'abc_DEF-1' }, lang);
    expect(mail.text).toContain('malee');
    expect(mail.text).toContain('https://dating.example/re-password?token=abc_DEF-1');
    expect(mail.text).toContain('30');
    expect(mail.html).toContain('href="https://dating.example/re-password?token=abc_DEF-1"');
    expect(mail.html).toContain(`lang="${lang}"`);
  });

  it("speak the member's language", () => {
    const params = { username: 'malee', token: 'abc' };
    expect(sent(resetMail, params, 'en').subject).toBe(
      'Reset your password – Thai Norwegian Dating',
    );
    expect(sent(resetMail, params, 'th').text).toContain('ตั้งรหัสผ่านใหม่');
    expect(sent(resetMail, params, 'no').text).toContain('Hei malee,');
  });

  it.each(languages)('carry the confirmation link and its 48 hours in %s', (lang) => {
    const mail = sent(confirmationMail, { username: 'nida', token: 'abc', change: false }, lang);
    expect(mail.text).toContain('nida');
    expect(mail.text).toContain('https://dating.example/confirm-email?token=abc');
    expect(mail.text).toContain('48');
  });

  it('say when a new address is being confirmed', () => {
    const first = sent(confirmationMail, { username: 'nida', token: 'abc', change: false });
    const change = sent(confirmationMail, { username: 'nida', token: 'abc', change: true });
    expect(first.subject).toMatch(/^Confirm your e-mail address/);
    expect(change.subject).toMatch(/^Confirm your new e-mail address/);
  });

  it.each(languages)('tell the old address which one replaced it in %s', (lang) => {
    const mail = sent(emailChangedMail, { username: 'nida', newEmail: 'new@example.com' }, lang);
    expect(mail.text).toContain('new@example.com');
    expect(mail.text).toContain('nida');
    expect(mail.text).toContain('https://dating.example/login');
  });

  it.each([
    ['en', 15, '15 minutes'],
    ['en', 60, '1 hour'],
    ['en', 120, '2 hours'],
    ['th', 30, '30 นาที'],
    ['th', 240, '4 ชั่วโมง'],
    ['no', 15, '15 minutter'],
    ['no', 60, '1 time'],
    ['no', 1440, '24 timer'],
  ] as const)('say in %s how long a lock of %i minutes lasts', (lang, minutes, span) => {
    const mail = sent(lockedMail, { username: 'lek', lockedMinutes: minutes, token: 'abc' }, lang);
    expect(mail.text).toContain(span);
    expect(mail.text).toContain('https://dating.example/unlock?token=abc');
    expect(mail.text).toContain('(https://dating.example/login)');
  });

  it.each(languages)('tell an owner someone registered with their address in %s', (lang) => {
    const mail = sent(alreadyRegisteredMail, { username: 'malee' }, lang);
    expect(mail.text).toContain('malee');
    expect(mail.html).toContain('href="https://dating.example/login"');
  });

  it.each([
    ['en', 'Your account will be deleted on 15 March 2026', 'Keep my account'],
    ['th', 'บัญชีของคุณจะถูกลบในวันที่ 15 มีนาคม 2569', 'เก็บบัญชีของฉันไว้'],
    ['no', 'Kontoen din blir slettet 15. mars 2026', 'Behold kontoen min'],
  ] as const)('tell a member leaving the day their account goes, in %s', (lang, subject, keep) => {
    const params = { username: 'nida', dueAt: '2026-03-15T10:00:00.250Z' };
    const mail = sent(deletionRequestedMail, params, lang);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(keep);
    expect(mail.text).toContain('14');
    expect(mail.text).toContain('https://dating.example/login');
  });

  it.each([
    ['en', 'Your data is ready to download', '8 March 2026'],
    ['th', 'ข้อมูลของคุณพร้อมให้ดาวน์โหลดแล้ว', '8 มีนาคม 2569'],
    ['no', 'Dataene dine er klare til nedlasting', '8. mars 2026'],
  ] as const)('tell a member their data is ready, and until when, in %s', (lang, subject, day) => {
    const params = { username: 'nida', expiresAt: '2026-03-08T10:00:00.250Z' };
    const mail = sent(exportReadyMail, params, lang);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(day);
    expect(mail.text).toContain('https://dating.example/account');
  });

  it('escape what they put into HTML', () => {
    const mail = sent(alreadyRegisteredMail, { username: '<script>"><b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><b>');
  });
});

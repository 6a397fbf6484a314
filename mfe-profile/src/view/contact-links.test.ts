import { contactHref } from './contact-links';

describe('contactHref', () => {
  it.each([
    ['c_email', 'malee@example.com', 'mailto:malee@example.com'],
    ['c_email', 'not an address', null],
    ['c_email', 'javascript:alert(1)@x.y', null],
    ['phone', '+66 81 234 5678', 'tel:+66812345678'],
    ['phone', '081-234-5678', 'tel:0812345678'],
    ['phone', '(47) 912 34 567', 'tel:4791234567'],
    ['phone', '12', null],
    ['whats_app', '+47 912 34 567', 'https://wa.me/4791234567'],
    ['whats_app', 'call me', null],
    ['line', 'malee.line', 'https://line.me/ti/p/~malee.line'],
    ['line', '@malee_th', 'https://line.me/ti/p/~malee_th'],
    ['line', 'https://line.me/ti/p/abc123', 'https://line.me/ti/p/abc123'],
    ['line', 'https://evil.example/line.me', null],
    ['line', 'two words', null],
    ['facebook', 'malee.fb', 'https://www.facebook.com/malee.fb'],
    ['facebook', 'facebook.com/malee.private', 'https://facebook.com/malee.private'],
    [
      'facebook',
      'https://m.facebook.com/profile.php?id=42',
      'https://m.facebook.com/profile.php?id=42',
    ],
    ['facebook', 'https://facebook.com.evil.example/x', null],
    ['facebook', 'javascript:alert(1)', null],
    ['occupation', 'Nurse', null],
  ])('%s %j → %j', (field, value, href) => {
    expect(contactHref(field, value)).toBe(href);
  });
});

import { createHash } from 'node:crypto';
import { languages } from '../language';
import { answersSensitiveFields, sensitiveConsent } from './sensitive-consent';

describe('the special-category consent text', () => {
  it.each(languages)('in %s is stored with the SHA-256 of its words', (lang) => {
    const hash = createHash('sha256').update(sensitiveConsent.texts[lang], 'utf8').digest('hex');
    expect(sensitiveConsent.hashes[lang]).toBe(hash);
  });

  it('names where it is withdrawn', () => {
    expect(sensitiveConsent.texts.en).toContain('My Profile → Privacy');
  });

  it('is asked for when any of the four fields is answered', () => {
    expect(answersSensitiveFields({ religion: 'BUDDHIST' })).toBe(true);
    expect(answersSensitiveFields({ politics: '  ' })).toBe(false);
    expect(answersSensitiveFields({ religion: null, ethnicity: '', kids: 'WANT' })).toBe(false);
  });
});

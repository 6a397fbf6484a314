import { MessageCode } from '@dating/contracts';
import { commonPasswords, passwordProblem } from './password-policy';

const malee = { username: 'Malee', email: 'malee.s@example.com' };

describe('the password policy', () => {
  it('takes a long, uncommon password that names nobody', () => {
    expect(passwordProblem('correct horse battery', malee)).toBeNull();
    expect(passwordProblem('Tjue-to ord i Bangkok', malee)).toBeNull();
  });

  it('asks for at least 10 characters', () => {
    expect(passwordProblem('nine char', malee)).toBe(MessageCode.passwordTooShort);
    expect(passwordProblem('ten chars!', malee)).toBeNull();
  });

  it('refuses the most common passwords, whatever the case', () => {
    expect(commonPasswords().size).toBeGreaterThan(40_000);
    for (const password of ['1234567890', 'qwertyuiop', 'Password123', 'ILOVEYOU12'])
      expect(passwordProblem(password, malee)).toBe(MessageCode.passwordTooCommon);
  });

  it("refuses one that contains the username or the e-mail's local part, whatever the case", () => {
    expect(passwordProblem('my name is MALEE!', malee)).toBe(MessageCode.passwordContainsName);
    expect(
      passwordProblem('xx-Malee.S-2026', { username: 'nok', email: 'malee.s@example.com' }),
    ).toBe(MessageCode.passwordContainsName);
    expect(passwordProblem('example.com rules', malee)).toBeNull();
  });
});

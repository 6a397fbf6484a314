import { checkForgotPassword, checkNewPassword } from './rules';

describe('the new password form', () => {
  it('needs the new password, then its confirmation', () => {
    expect(checkNewPassword('', '')).toEqual({
      messageKey: 'recovery.newPasswordRequired',
      fields: ['password'],
    });
    expect(checkNewPassword('secret-pass', '')).toEqual({
      messageKey: 'recovery.confirmRequired',
      fields: ['confirm'],
    });
  });

  it("says 'Passwords do not match' when they differ, even by a space", () => {
    expect(checkNewPassword('secret-pass', 'secret-pass ')).toEqual({
      messageKey: 'recovery.mismatch',
      fields: ['password', 'confirm'],
    });
    expect(checkNewPassword('secret-pass', 'secret-pass')).toBeNull();
  });
});

describe('the forgot password form', () => {
  it('needs an email to reset a password', () => {
    expect(checkForgotPassword(' ')).toEqual({
      messageKey: 'forgot.emailRequired',
      fields: ['email'],
    });
    expect(checkForgotPassword('a@b.no')).toBeNull();
  });
});

import { checkNewPassword } from './rules';

describe('the new password form', () => {
  it('needs the new password, then its confirmation', () => {
    expect(checkNewPassword('', '')).toEqual({
      messageKey: 'newPasswordRequired',
      fields: ['password'],
    });
    expect(checkNewPassword('secret-pass', '')).toEqual({
      messageKey: 'confirmRequired',
      fields: ['confirm'],
    });
  });

  it("says 'Passwords do not match' when they differ, even by a space", () => {
    expect(checkNewPassword('secret-pass', 'secret-pass ')).toEqual({
      messageKey: 'mismatch',
      fields: ['password', 'confirm'],
    });
    expect(checkNewPassword('secret-pass', 'secret-pass')).toBeNull();
  });
});

import { checkForgotPassword, checkLogin } from './rules';

describe('login rules', () => {
  it('needs both username and password', () => {
    expect(checkLogin('', '')).toEqual({
      messageKey: 'login.required',
      fields: ['username', 'password'],
    });
    expect(checkLogin('  ', 'x')).toEqual({ messageKey: 'login.required', fields: ['username'] });
    expect(checkLogin('malee', '')).toEqual({ messageKey: 'login.required', fields: ['password'] });
    expect(checkLogin('malee', ' secret ')).toBeNull();
  });

  it('needs an email to reset a password', () => {
    expect(checkForgotPassword(' ')).toEqual({
      messageKey: 'login.emailRequired',
      fields: ['email'],
    });
    expect(checkForgotPassword('a@b.no')).toBeNull();
  });
});

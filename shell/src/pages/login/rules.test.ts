import { MessageCode } from '@dating/contracts';
import { asksForCode, checkLogin } from './rules';

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

  it('needs the code once the server asked for it, after username and password', () => {
    expect(checkLogin('admin', 'secret', '')).toEqual({
      messageKey: 'login.codeMissing',
      fields: ['code'],
    });
    expect(checkLogin('', 'secret', '')).toEqual({
      messageKey: 'login.required',
      fields: ['username'],
    });
    expect(checkLogin('admin', 'secret', ' 123 456 ')).toBeNull();
    expect(checkLogin('admin', 'secret', null)).toBeNull();
  });

  it('shows the code field when the server asks for the code or says it was wrong', () => {
    expect(asksForCode(MessageCode.codeRequired)).toBe(true);
    expect(asksForCode(MessageCode.codeWrong)).toBe(true);
    expect(asksForCode(MessageCode.invalidCredentials)).toBe(false);
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authCalls, Messages } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, routeOf, type FakeAnswer } from '@dating/portal/testing';
import { fakeApi, remotesWith, remotesWithout, renderApp, resetBrowser } from '../../testing';

const location = () => screen.getByTestId('location').textContent;

async function openLogin() {
  renderApp('/login');
  return screen.findByRole('heading', { name: 'Login' });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('login page', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it("says 'Please fill in Username or Password' when either is empty, and marks it", async () => {
    const calls = fakeApi();
    await openLogin();
    fill('Username', 'malee');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Error: Please fill in Username or Password',
    );
    expect(screen.getByText('Password').className).toContain('ui-field__label--invalid');
    expect(screen.getByText('Username').className).not.toContain('ui-field__label--invalid');
    expect(callsTo(calls, authCalls.login)).toEqual([]);
  });

  it('logs in: stores token, user_id and role, and goes to /', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.login)]: () => [
        200,
        {
          status: 'OK',
          message: 'Login successful',
          code: 'loginSuccessful',

          token: 'jwt',
          user_id: 12,
          role: 'U',
        },
      ],
    });
    await openLogin();
    fill('Username', ' malee ');
    fill('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(callsTo(calls, authCalls.login)[0]?.body).toEqual({
      username: 'malee',
      password: 'secret-pass',
      device_id: localStorage.getItem('device_id'),
    });
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('user_id')).toBe('12');
    expect(localStorage.getItem('role')).toBe('U');
    expect(await screen.findByRole('button', { name: 'Profile menu' })).toBeTruthy();
  });

  it("shows the server's message and clears token and user_id when login fails", async () => {
    localStorage.setItem('user_id', '99');
    fakeApi({
      [routeOf(authCalls.login)]: () => [
        401,
        {
          status: 'FAILED',
          message: 'Invalid username or password',
          code: 'invalidCredentials',
        },
      ],
    });
    await openLogin();
    fill('Username', 'malee');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Invalid username or password',
    );
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(location()).toBe('/login');
  });

  it('links to registration', async () => {
    fakeApi();
    await openLogin();
    expect(screen.getByText('New here?')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/register'), { timeout: 10_000 });
  });

  it('shows and hides the password with a labelled toggle', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.login)]: () => [
        200,
        {
          status: 'OK',
          message: 'Login successful',
          code: 'loginSuccessful',

          token: 'jwt',
          user_id: 12,
          role: 'U',
        },
      ],
    });
    await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hide Password' })).toBe(toggle);
    fill('Username', 'malee');
    fill('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'), { timeout: 10_000 });
    expect(callsTo(calls, authCalls.login)[0]?.body).toMatchObject({
      username: 'malee',
      password: 'secret-pass',
    });
  });

  it('labels the toggle and the register link in Thai and Norwegian', async () => {
    fakeApi();
    act(() => setLanguage('th'));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'แสดงรหัสผ่าน' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toBeTruthy();
    act(() => setLanguage('no'));
    expect(await screen.findByRole('button', { name: 'Vis Passord' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrer deg' })).toBeTruthy();
  });

  it('shows the server message in the chosen language', async () => {
    act(() => setLanguage('th'));
    fakeApi({
      [routeOf(authCalls.login)]: () => [
        401,
        {
          status: 'FAILED',
          message: 'Invalid username or password',
          code: 'invalidCredentials',
        },
      ],
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' });
    fill('ชื่อผู้ใช้', 'malee');
    fill('รหัสผ่าน', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'ข้อผิดพลาด: ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    );
  });
});

describe('logging in from a device and with a second factor', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  const loggedIn: FakeAnswer = () => [
    200,
    {
      status: 'OK',
      message: 'Login successful',
      code: 'loginSuccessful',

      token: 'jwt',
      user_id: 1,
      role: 'A',
    },
  ];

  it("sends the browser's own device id, made at the first login and kept after logging out", async () => {
    const calls = fakeApi({ [routeOf(authCalls.login)]: loggedIn });
    await openLogin();
    fill('Username', 'malee');
    fill('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'));
    const first = callsTo(calls, authCalls.login)[0]?.body as { device_id?: string };
    expect(first.device_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    localStorage.removeItem('token');
    localStorage.removeItem('user_id');
    localStorage.removeItem('role');
    await openLogin();
    fill('Username', 'malee');
    fill('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(callsTo(calls, authCalls.login)).toHaveLength(2));
    expect(callsTo(calls, authCalls.login)[1]?.body).toMatchObject({ device_id: first.device_id });
  });

  it('asks for the code of an authenticator app when the server needs it, then sends it', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.login)]: (call) =>
        (call.body as { code?: string }).code === '123456'
          ? loggedIn(call)
          : [
              401,
              {
                status: 'FAILED',
                message: Messages.codeRequired,
                code: 'codeRequired',
              },
            ],
    });
    await openLogin();
    expect(screen.queryByLabelText('Code from your authenticator app')).toBeNull();
    fill('Username', 'admin');
    fill('Password', 'admin-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Enter the code from your authenticator app',
    );
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(code);
    expect(callsTo(calls, authCalls.login)[0]?.body).not.toHaveProperty('code');

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Code from your authenticator app').className).toContain(
      'ui-field__label--invalid',
    );
    expect(callsTo(calls, authCalls.login)).toHaveLength(1);

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.submit(code.closest('form') as HTMLFormElement);
    await waitFor(() => expect(location()).toBe('/'));
    expect(callsTo(calls, authCalls.login)[1]?.body).toMatchObject({
      username: 'admin',
      password: 'admin-password',
      code: '123456',
    });
    expect(localStorage.getItem('role')).toBe('A');
  });

  it('keeps the code field after a wrong code, and labels it in Thai and Norwegian', async () => {
    fakeApi({
      [routeOf(authCalls.login)]: () => [
        401,
        { status: 'FAILED', message: Messages.codeWrong, code: 'codeWrong' },
      ],
    });
    act(() => setLanguage('th'));
    renderApp('/login');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' });
    fill('ชื่อผู้ใช้', 'admin');
    fill('รหัสผ่าน', 'admin-password');
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByLabelText('รหัสจากแอปยืนยันตัวตนของคุณ')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง');
    act(() => setLanguage('no'));
    expect(await screen.findByLabelText('Kode fra autentiseringsappen din')).toBeTruthy();
  });
});

describe('forgot password', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    fakeApi();
  });

  afterEach(() => jest.restoreAllMocks());

  /** mfe-profile's form as a button that is done. */
  const recovery = remotesWith({
    'mfe_profile/ForgotPasswordForm': ({ onDone }) => (
      <button type="button" onClick={onDone}>
        Reset link sent
      </button>
    ),
  });

  it("mounts mfe-profile's form, which returns to login mode when done", async () => {
    renderApp('/login', recovery);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset link sent' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('says so in its place when its remote is down, with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/login', remotesWithout('mfe_profile/ForgotPasswordForm'));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

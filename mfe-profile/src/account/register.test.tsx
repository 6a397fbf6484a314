import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authCalls, gatewayPaths, legalDocuments, profileCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, pathOf, routeOf, type FakeAnswer } from '@dating/portal/testing';
import {
  choiceAnswers,
  heldAnswer,
  profileAnswer,
  profileView,
  renderAt,
  resetBrowser,
  uploaded,
} from '../testing';

const location = () => screen.getByTestId('location').textContent;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillAccount(confirm = 'secret-pass') {
  fill('Email', 'malee@example.com');
  fill('Username', 'malee');
  fill('Password', 'secret-pass');
  fill('Confirm Password', confirm);
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read the Privacy Policy/ }));
}

const created: FakeAnswer = () => [
  200,
  {
    status: 'OK',
    message: 'Your account has been created',
    code: 'accountCreated',
  },
];
const loggedIn: FakeAnswer = () => [
  200,
  {
    status: 'OK',
    message: 'Login successful',
    code: 'loginSuccessful',

    token: 'jwt',
    user_id: 7,
    role: 'U',
  },
];

async function createAccount() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Dialog' });
  expect(dialog.textContent).toContain('Are you sure you want to confirm the data?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: 'Initial Registration Complete' });
}

describe('/register for a visitor (INSERT mode)', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
  });

  it('checks the account form in order, marking the first missing item', () => {
    const calls = fakeApi({});
    renderAt('/register');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    const expectProblem = (label: string, message: string) => {
      expect(screen.getAllByRole('alert')[0]?.textContent).toContain(`Error: ${message}`);
      expect(screen.getByText(label, { selector: 'label' }).className).toContain(
        'ui-field__label--invalid',
      );
    };

    fireEvent.click(submit);
    expectProblem('Email', 'Please fill in Email');
    fill('Email', 'malee@example.com');
    fireEvent.click(submit);
    expectProblem('Username', 'Please fill in Username');
    expect(screen.getByText('Email', { selector: 'label' }).className).not.toContain('invalid');
    fill('Username', 'malee');
    fireEvent.click(submit);
    expectProblem('Password', 'Please fill in Password');
    fill('Password', 'secret-pass');
    fireEvent.click(submit);
    expectProblem('Confirm Password', 'Please fill in Confirm Password');
    fill('Confirm Password', 'other-pass');
    fireEvent.click(submit);
    expectProblem('Confirm Password', 'Password and Confirm Password do not match.');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks to accept the Terms and to have read the Privacy Policy, each with its link', () => {
    const calls = fakeApi({});
    renderAt('/register');
    fill('Email', 'malee@example.com');
    fill('Username', 'malee');
    fill('Password', 'secret-pass');
    fill('Confirm Password', 'secret-pass');
    const terms = screen.getByRole('checkbox', { name: /I accept the Terms of Use/ });
    const privacy = screen.getByRole('checkbox', { name: /I have read the Privacy Policy/ });
    expect(terms.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('link', { name: /Terms of Use/ }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      '/privacy',
    );

    const submit = screen.getByRole('button', { name: 'Create Account' });
    fireEvent.click(submit);
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please accept the Terms & Conditions',
    );
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(terms);
    fireEvent.click(submit);
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Error: Please confirm that you have read the Privacy Policy',
    );
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    fireEvent.click(privacy);
    fireEvent.click(submit);
    expect(screen.getByRole('dialog', { name: 'Confirm Dialog' })).toBeTruthy();
  });

  it("shows the server's refusal (a taken username) as 'Error: {message}'", async () => {
    fakeApi({
      [routeOf(authCalls.userRegister)]: () => [
        409,
        {
          status: 'FAILED',
          message: 'This username is already taken',
          code: 'usernameTaken',
        },
      ],
    });
    renderAt('/register');
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: This username is already taken',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('creates the account, logs in behind the scenes, and on No (later) stays signed in on home', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.userRegister)]: created,
      [routeOf(authCalls.login)]: loggedIn,
    });
    renderAt('/register');
    fillAccount();
    const done = await createAccount();
    expect(done.textContent).toContain('Would you like to provide additional details?');
    expect(screen.getByRole('status').textContent).toContain(
      'Successfully: Your account has been created',
    );
    expect(calls.map((call) => call.path)).toEqual([
      pathOf(authCalls.userRegister),
      pathOf(authCalls.login),
    ]);
    expect(calls[0]?.body).toEqual({
      email: 'malee@example.com',
      username: 'malee',
      password: 'secret-pass',
      accept_terms: legalDocuments.terms.version,
      accept_privacy: legalDocuments.privacy.version,
    });
    expect(localStorage.getItem('token')).toBe('jwt');

    fireEvent.click(within(done).getByRole('button', { name: 'No' }));
    // Issue 32: the new member keeps her session and finds the completeness card on home.
    expect(location()).toBe('/');
    expect(localStorage.getItem('token')).toBe('jwt');
  });

  it('on Yes stays logged in and goes on to User Information (UPDATE mode)', async () => {
    const calls = fakeApi({
      ...choiceAnswers,
      [routeOf(authCalls.userRegister)]: created,
      [routeOf(authCalls.login)]: loggedIn,
      [routeOf(profileCalls.viewGet)]: profileAnswer(profileView()),
    });
    renderAt('/register');
    fillAccount();
    const done = await createAccount();
    fireEvent.click(within(done).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Registration steps' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(location()).toBe('/register');
    expect(callsTo(calls, profileCalls.viewGet)[0]?.body).toEqual({
      user_id: 7,
    });
  });

  it('shows the password rule under Password before anything is submitted', () => {
    fakeApi({});
    renderAt('/register');
    const rule =
      'At least 10 characters, not a common password, and without your username or the name in your email.';
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(
      screen.getByText(rule).id,
    );
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby')).toBeNull();
  });

  it('marks every account field as required, visibly and for screen readers', () => {
    fakeApi({});
    renderAt('/register');
    for (const name of ['Email', 'Username', 'Password', 'Confirm Password']) {
      const input = screen.getByLabelText(name);
      expect(input.getAttribute('aria-required')).toBe('true');
      expect(input.closest('.ui-field')?.classList.contains('profile-field--required')).toBe(true);
    }
  });

  it('when the login after creating fails (the e-mail had an account), says to check the mail and stays a visitor', async () => {
    fakeApi({
      [routeOf(authCalls.userRegister)]: created,
      [routeOf(authCalls.login)]: () => [
        401,
        {
          status: 'FAILED',
          message: 'Invalid username or password',
          code: 'invalidCredentials',
        },
      ],
    });
    renderAt('/register');
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'If this email address already has an account, we have sent it an email with its username.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('previews the chosen photo in a 200 px circle, and removes it', () => {
    fakeApi({});
    renderAt('/register');
    fireEvent.change(screen.getByLabelText('Choose Photo'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    const preview = screen.getByRole('img', { name: 'Your profile photo' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    expect(preview.className).toContain('ui-image-preview--round');
    expect(preview.style.width).toBe('200px');
    expect(preview.style.height).toBe('200px');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('takes image files only', () => {
    fakeApi({});
    renderAt('/register');
    fireEvent.change(screen.getByLabelText('Choose Photo'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Error: Please choose a JPEG, PNG or WebP image',
    );
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
  });

  it('uploads the chosen photo into slot 1 after logging in, showing progress', async () => {
    const upload = heldAnswer([200, uploaded('f-1')]);
    const calls = fakeApi({
      [routeOf(authCalls.userRegister)]: created,
      [routeOf(authCalls.login)]: loggedIn,
      [`POST ${gatewayPaths.upload}`]: upload.answer,
      [routeOf(profileCalls.photoSave)]: () => [
        200,
        {
          status: 'OK',
          message: 'Your photo has been saved',
          code: 'photoSaved',
        },
      ],
    });
    renderAt('/register');
    fillAccount();
    fireEvent.change(screen.getByLabelText('Choose Photo'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Uploading photo 50%')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Initial Registration Complete' })).toBeNull();

    upload.release();
    await screen.findByRole('dialog', { name: 'Initial Registration Complete' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const sent = calls.find((call) => call.path === gatewayPaths.upload);
    expect(sent?.headers.authorization).toBe('Bearer jwt');
    expect((sent?.body as FormData).get('image')).toBeInstanceOf(File);
    expect(callsTo(calls, profileCalls.photoSave)[0]?.body).toEqual({
      user_id: 7,
      img_seq: 1,
      img_file: 'f-1',
    });
  });

  it("reports a refused photo with the server's message, and registration goes on", async () => {
    fakeApi({
      [routeOf(authCalls.userRegister)]: created,
      [routeOf(authCalls.login)]: loggedIn,
      [`POST ${gatewayPaths.upload}`]: () => [
        413,
        {
          status: 'FAILED',
          message: 'The image must be 8 MB or smaller',
          code: 'imageTooLarge',
        },
      ],
    });
    renderAt('/register');
    fillAccount();
    fireEvent.change(screen.getByLabelText('Choose Photo'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    await createAccount();
    expect(screen.getByRole('alert').textContent).toContain(
      'Error: The image must be 8 MB or smaller',
    );
  });

  it('speaks Thai, server messages included', () => {
    act(() => setLanguage('th'));
    fakeApi({});
    renderAt('/register');
    fireEvent.click(screen.getByRole('button', { name: 'สร้างบัญชี' }));
    expect(screen.getByRole('alert').textContent).toContain('ข้อผิดพลาด: กรุณากรอกอีเมล');
    expect(screen.getByText('อีเมล').className).toContain('ui-field__label--invalid');
  });
});

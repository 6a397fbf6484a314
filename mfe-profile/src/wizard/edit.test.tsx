import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gatewayPaths, profileCalls, sensitiveConsent } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import { callsTo, fakeApi, pathOf, routeOf, type FakeAnswer } from '@dating/portal/testing';
import {
  choiceAnswers,
  heldAnswer,
  logIn,
  photo,
  profileAnswer,
  profileView,
  renderAt,
  resetBrowser,
  saved,
  uploaded,
  viewSection,
} from '../testing';

const location = () => screen.getByTestId('location').textContent;

const owner = profileView({
  sections: {
    USER_INFO: viewSection(
      {
        name: 'Malee',
        gender: { code: 'F', label: 'Woman' },
        birthdate: '1990-04-01',
        country: 'Thailand',
        c_email: 'malee@example.com',
      },
      ['birthdate'],
    ),
    PERSON_INFO: viewSection(
      {
        height: 160,
        weight: 52,
        marital_stat: { code: 'MARITAL_STAT_1', label: 'Single' },
        kids: { code: 'KIDS_1', label: 'Yes' },
        ethnicity: { code: 'ETHNICITY_1', label: 'Thai' },
        religion: { code: 'RELIGION_1', label: 'Buddhism' },
        education: { code: 'EDUCATION_2', label: 'Bachelor' },
        person_value: [{ code: 'PERSON_VALUE_2', label: 'Honesty' }],
      },
      ['weight'],
    ),
    FAVORITE_INFO: null,
    DATE_INFO: null,
  },
  photos: [photo(1), photo(2)],
});

function api(extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    ...choiceAnswers,
    [routeOf(profileCalls.viewGet)]: profileAnswer(owner),
    [routeOf(profileCalls.userInfoSave)]: saved,
    [routeOf(profileCalls.personInfoSave)]: saved,
    [`POST ${gatewayPaths.upload}`]: () => [200, uploaded('new-file')],
    [routeOf(profileCalls.photoSave)]: () => [
      200,
      {
        status: 'OK',
        message: 'Your photo has been saved',
        code: 'photoSaved',
      },
    ],
    [routeOf(profileCalls.photoDelete)]: () => [
      200,
      {
        status: 'OK',
        message: 'Your photo has been removed',
        code: 'photoRemoved',
      },
    ],
    ...extra,
  });
}

const tickConsent = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: sensitiveConsent.texts.en }));

async function openEdit(section: number) {
  localStorage.setItem('section_index', String(section));
  renderAt('/edit-profile');
  await screen.findByRole('heading', { level: 2 });
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Dialog' });
  expect(dialog.textContent).toContain('Are you sure you want to confirm the data?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** After a save: /my-profile, showing the profile (loaded again). */
async function landOnMyProfile() {
  expect(await screen.findByRole('heading', { name: 'Malee' })).toBeTruthy();
  expect(location()).toBe('/my-profile');
}

const pick = (name: string) =>
  fireEvent.change(screen.getByLabelText('Add Photo'), {
    target: { files: [new File(['png'], name, { type: 'image/png' })] },
  });

describe('the wizard in EDIT mode (/edit-profile)', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows only the stored section, with SAVE and no steps, BACK or photos', async () => {
    api();
    await openEdit(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Information');
    expect((screen.getByLabelText('Height (cm)') as HTMLInputElement).value).toBe('160');
    expect(
      (screen.getByLabelText('Hide Weight (kg) from others') as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByRole('list', { name: 'Registration steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'BACK' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeTruthy();
  });

  it('saves after confirmation, keeping the saved choices and hidden fields, then /my-profile', async () => {
    const calls = api();
    await openEdit(2);
    await within(screen.getByLabelText('Education')).findByRole('option', {
      name: 'EDUCATION two',
    });
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: '161' } });
    tickConsent();
    save();
    await landOnMyProfile();
    expect(callsTo(calls, profileCalls.personInfoSave)[0]?.body).toMatchObject({
      user_id: 7,
      height: 161,
      weight: 52,
      education: 'EDUCATION_2',
      person_value: ['PERSON_VALUE_2'],
      hidden_fields: ['weight'],
      sensitive_consent: { version: sensitiveConsent.version, lang: 'en' },
    });
  });

  it('keeps ethnicity and religion only with the consent ticked, saying so otherwise', async () => {
    const calls = api();
    await openEdit(2);
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      (await screen.findByText(/tick the consent box above them/, {}, { timeout: 5000 }))
        .textContent,
    ).toContain('To save your ethnicity, religion');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: sensitiveConsent.texts.en }),
    );
    expect(callsTo(calls, profileCalls.personInfoSave)).toEqual([]);
  });

  it('saves nothing on Cancel in the dialog, and Cancel leaves for /my-profile', async () => {
    const calls = api();
    await openEdit(2);
    tickConsent();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, profileCalls.personInfoSave)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await landOnMyProfile();
  });

  it('opens User Information when no section is stored', async () => {
    api();
    renderAt('/edit-profile');
    expect(await screen.findByRole('heading', { name: 'User Information' })).toBeTruthy();
  });

  it('manages three photo slots below User Information', async () => {
    api();
    await openEdit(1);
    const slots = within(screen.getByRole('region', { name: 'Photos' }));
    expect(slots.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(
      gatewayPaths.photo('p1'),
    );
    expect(screen.getByRole('listitem', { name: 'Photo 3' }).textContent).toContain('Empty');

    pick('new.png');
    expect(screen.getByRole('listitem', { name: 'Photo 3' }).textContent).toContain('New');
    expect((screen.getByRole('button', { name: 'Add Photo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/All three photo slots are in use/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 1' }));
    expect(screen.getByRole('listitem', { name: 'Photo 1' }).textContent).toContain('Empty');
    expect((screen.getByRole('button', { name: 'Add Photo' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('on save uploads NEW photos, binds them to their slots and deletes removed ones', async () => {
    const upload = heldAnswer([200, uploaded('new-file')]);
    const calls = api({ [`POST ${gatewayPaths.upload}`]: upload.answer });
    await openEdit(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 2' }));
    pick('replacement.png');
    pick('third.png');
    save();
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo 2' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    upload.release();
    await landOnMyProfile();

    // Choice lists are read with GET; /my-profile reads the profile, removal notices,
    // verification and the activity setting again.
    const myProfileReads = [
      profileCalls.viewGet,
      profileCalls.photoRemovals,
      profileCalls.verificationStatus,
      profileCalls.activitySettingGet,
      profileCalls.sensitiveConsentGet,
    ].map((call) => pathOf(call));
    const order = calls
      .filter((call) => call.method === 'POST' && !myProfileReads.includes(call.path))
      .map((call) => call.path);
    expect(order).toEqual([
      pathOf(profileCalls.userInfoSave),
      gatewayPaths.upload,
      pathOf(profileCalls.photoSave),
      gatewayPaths.upload,
      pathOf(profileCalls.photoSave),
    ]);
    expect(callsTo(calls, profileCalls.photoSave).map((call) => call.body)).toEqual([
      { user_id: 7, img_seq: 2, img_file: 'new-file' },
      { user_id: 7, img_seq: 3, img_file: 'new-file' },
    ]);
    expect(callsTo(calls, profileCalls.userInfoSave)[0]?.body).toMatchObject({
      c_email: 'malee@example.com',
      hidden_fields: ['birthdate'],
    });
  });

  it('deletes a removed photo that is not replaced', async () => {
    const calls = api();
    await openEdit(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 2' }));
    save();
    await landOnMyProfile();
    expect(callsTo(calls, profileCalls.photoDelete).map((call) => call.body)).toEqual([
      { user_id: 7, img_seq: 2 },
    ]);
    expect(callsTo(calls, gatewayPaths.upload)).toEqual([]);
  });

  it("stays with the server's message when a photo is refused, and retries only what is left", async () => {
    let upload: FakeAnswer = () => [
      415,
      {
        status: 'FAILED',
        message: 'Please choose a JPEG, PNG or WebP image',
        code: 'notAnImage',
      },
    ];
    const calls = api({ [`POST ${gatewayPaths.upload}`]: (call) => upload(call) });
    await openEdit(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 2' }));
    pick('bad.png');
    save();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: Please choose a JPEG, PNG or WebP image',
    );
    expect(location()).toBe('/edit-profile');
    expect(screen.getByRole('listitem', { name: 'Photo 1' }).textContent).toContain('New');
    expect(callsTo(calls, profileCalls.photoDelete).map((call) => call.body)).toEqual([
      { user_id: 7, img_seq: 2 },
    ]);

    upload = () => [200, uploaded('good')];
    save();
    await landOnMyProfile();
    expect(callsTo(calls, profileCalls.photoDelete)).toHaveLength(1);
    expect(callsTo(calls, profileCalls.photoSave).map((call) => call.body)).toEqual([
      { user_id: 7, img_seq: 1, img_file: 'good' },
    ]);
  });
});

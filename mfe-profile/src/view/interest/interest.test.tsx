import { act, fireEvent, screen, within } from '@testing-library/react';
import type { InterestAction, InterestRelation, ProfileView, ViewSection } from '@dating/contracts';
import { setLanguage, translationGaps } from '@dating/portal';
import { fakeApi, type FakeAnswer, type FakeCall } from '@dating/portal/testing';
import {
  heldAnswer,
  logIn,
  profileAnswer,
  profileView,
  renderAt,
  resetBrowser,
  viewSection,
} from '../../testing';
import { interestTranslations } from './translations';

const actionsOf: Record<InterestRelation, InterestAction[]> = {
  none: ['interest'],
  interested: ['ignore'],
  'interested-in-me': ['match', 'ignore'],
  matched: ['ignore'],
};

const relationAnswer =
  (relation: InterestRelation): FakeAnswer =>
  () => [200, { status: 'OK', relation, actions: actionsOf[relation] }];

const finished =
  (relation: InterestRelation): FakeAnswer =>
  () => [
    200,
    { status: 'OK', message: 'Interest Finished', relation, actions: actionsOf[relation] },
  ];

const members = (state: 'active' | 'expired' | 'none'): FakeAnswer => {
  const membership =
    state === 'none'
      ? { state }
      : { state, member_start: '2026-01-01T00:00:00.000Z', member_end: '2026-02-01T00:00:00.000Z' };
  return () => [200, { status: 'OK', result: [], membership }];
};

/** Malee (12) as another member sees her, with or without her contact details. */
function malee(contactVisible = false): ProfileView {
  const contacts: ViewSection['values'] = contactVisible
    ? {
        c_email: 'malee@example.com',
        line: 'malee.line',
        whats_app: '+66 81 234 5678',
        facebook: 'malee.fb',
      }
    : {};
  return profileView({
    user_id: 12,
    is_owner: false,
    contact_visible: contactVisible,
    age: 34,
    sections: {
      USER_INFO: viewSection(
        { name: 'Malee', country: 'Thailand', ...contacts },
        contactVisible ? ['phone'] : [],
      ),
      PERSON_INFO: null,
      FAVORITE_INFO: null,
      DATE_INFO: null,
    },
  });
}

function interestApi(relation: InterestRelation, extra: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'POST /api/get-profile': profileAnswer(malee()),
    'POST /api/get-interest-relation': relationAnswer(relation),
    'POST /api/get-user-members': members('none'),
    ...extra,
  });
}

const actionButtons = async () =>
  within(await screen.findByRole('group', { name: 'Interest actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const subscribeLink = () => screen.queryByRole('link', { name: 'Subscribe' });
const callsTo = (calls: FakeCall[], path: string) => calls.filter((call) => call.path === path);
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('interest actions on another member’s profile', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it.each([
    ['none', ['Interest']],
    ['interested', ['Ignore']],
    ['interested-in-me', ['Match', 'Unmatch/Ignore']],
    ['matched', ['Unmatch']],
  ] as const)('%s shows %j', async (relation, buttons) => {
    const calls = interestApi(relation, { 'POST /api/get-user-members': members('active') });
    renderAt('/profile?id=12');
    expect(await actionButtons()).toEqual(buttons);
    expect(callsTo(calls, '/api/get-interest-relation')[0]?.body).toEqual({
      user_id: 7,
      user_interest_id: 12,
    });
  });

  it('offers Subscribe to a matched member without a membership, with a hint', async () => {
    const calls = interestApi('matched', { 'POST /api/get-user-members': members('none') });
    renderAt('/profile?id=12');
    await actionButtons();
    const link = await screen.findByRole('link', { name: 'Subscribe' });
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/my-package');
    expect(callsTo(calls, '/api/get-user-members')[0]?.body).toEqual({ user_id: 7 });
  });

  it('offers Subscribe again when the membership has expired', async () => {
    interestApi('matched', { 'POST /api/get-user-members': members('expired') });
    renderAt('/profile?id=12');
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(
      screen.getByText('Subscribers see the contact details of the members they match with.'),
    ).toBeTruthy();
  });

  it('does not offer Subscribe to a member with an active membership', async () => {
    const calls = interestApi('matched', { 'POST /api/get-user-members': members('active') });
    renderAt('/profile?id=12');
    await actionButtons();
    await act(async () => {});
    expect(callsTo(calls, '/api/get-user-members')).toHaveLength(1);
    expect(subscribeLink()).toBeNull();
  });

  it('does not offer Subscribe, nor ask for the membership, before a match', async () => {
    const calls = interestApi('interested-in-me');
    renderAt('/profile?id=12');
    await actionButtons();
    await act(async () => {});
    expect(subscribeLink()).toBeNull();
    expect(callsTo(calls, '/api/get-user-members')).toEqual([]);
  });

  it('leaves Subscribe out, without an error, when the membership cannot be read', async () => {
    const calls = interestApi('matched', {
      'POST /api/get-user-members': () => [
        503,
        { status: 'FAILED', message: 'Service unavailable' },
      ],
    });
    renderAt('/profile?id=12');
    await actionButtons();
    await act(async () => {});
    expect(callsTo(calls, '/api/get-user-members')).toHaveLength(1);
    expect(subscribeLink()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'none',
      'Interest',
      'Are you sure you want to show interest in this him/her?',
      '/api/create-interest',
      { user_id: 7, user_interest_id: 12 },
      'interested',
      ['Ignore'],
    ],
    [
      'interested',
      'Ignore',
      'Are you sure you want to ignore in this him/her?',
      '/api/manage-interest',
      { user_id: 7, user_interest_id: 12, action: 'ignore' },
      'none',
      ['Interest'],
    ],
    [
      'interested-in-me',
      'Match',
      'Are you sure you want to match with him/her?',
      '/api/manage-interest',
      { user_id: 7, user_interest_id: 12, action: 'match' },
      'matched',
      ['Unmatch'],
    ],
    [
      'interested-in-me',
      'Unmatch/Ignore',
      'Are you sure you want to ignore in this him/her?',
      '/api/manage-interest',
      { user_id: 7, user_interest_id: 12, action: 'ignore' },
      'none',
      ['Interest'],
    ],
    [
      'matched',
      'Unmatch',
      'Are you sure you want to ignore in this him/her?',
      '/api/manage-interest',
      { user_id: 7, user_interest_id: 12, action: 'ignore' },
      'none',
      ['Interest'],
    ],
  ] as const)(
    '%s: %s asks its confirmation, calls the server, says Interest Finished',
    async (relation, label, confirmText, path, body, after, buttonsAfter) => {
      const calls = interestApi(relation, {
        'POST /api/get-user-members': members('active'),
        [`POST ${path}`]: finished(after),
      });
      renderAt('/profile?id=12');
      await actionButtons();
      fireEvent.click(screen.getByRole('button', { name: label }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.textContent).toContain(confirmText);
      expect(callsTo(calls, path)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect((await screen.findByRole('status')).textContent).toContain(
        'Successfully: Interest Finished',
      );
      expect(callsTo(calls, path).map((call) => call.body)).toEqual([body]);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await actionButtons()).toEqual(buttonsAfter);
      expect(callsTo(calls, '/api/get-profile')).toHaveLength(2);
      expect(screen.getByRole('heading', { name: 'Malee' })).toBeTruthy();
    },
  );

  it('does nothing on Cancel', async () => {
    const calls = interestApi('none');
    renderAt('/profile?id=12');
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Interest' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, '/api/create-interest')).toEqual([]);
  });

  it('disables the buttons while an action runs', async () => {
    const held = heldAnswer([
      200,
      { status: 'OK', message: 'Interest Finished', relation: 'matched', actions: ['ignore'] },
    ]);
    interestApi('interested-in-me', { 'POST /api/manage-interest': held.answer });
    renderAt('/profile?id=12');
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Match' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await act(async () => {});
    const group = screen.getByRole('group', { name: 'Interest actions', hidden: true });
    for (const button of within(group).getAllByRole('button', { hidden: true })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    const dialog = screen.getByRole('dialog');
    expect(
      (within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => held.release());
    expect(await actionButtons()).toEqual(['Unmatch']);
    expect((screen.getByRole('button', { name: 'Unmatch' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows the server's refusal and reads the relation again", async () => {
    let relation: InterestRelation = 'none';
    const calls = fakeApi({
      'POST /api/get-profile': profileAnswer(malee()),
      'POST /api/get-interest-relation': () => [
        200,
        { status: 'OK', relation, actions: actionsOf[relation] },
      ],
      'POST /api/create-interest': () => {
        relation = 'interested-in-me';
        return [
          409,
          {
            status: 'FAILED',
            message: 'This member has already shown interest in you. Choose Match instead.',
          },
        ];
      },
    });
    renderAt('/profile?id=12');
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Interest' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: This member has already shown interest in you. Choose Match instead.',
    );
    expect(await screen.findByRole('button', { name: 'Match' })).toBeTruthy();
    expect(callsTo(calls, '/api/get-interest-relation')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the relation cannot be read, and asks again on Retry', async () => {
    let fail = true;
    fakeApi({
      'POST /api/get-profile': profileAnswer(malee()),
      'POST /api/get-interest-relation': () =>
        fail
          ? [503, { status: 'FAILED', message: 'Service unavailable' }]
          : [200, { status: 'OK', relation: 'none', actions: ['interest'] }],
    });
    renderAt('/profile?id=12');
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Service unavailable');
    expect(
      screen.getByText('The interest actions could not be loaded: Service unavailable'),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await actionButtons()).toEqual(['Interest']);
  });

  it('says Interest Finished in Thai', async () => {
    act(() => setLanguage('th'));
    interestApi('none', { 'POST /api/create-interest': finished('interested') });
    renderAt('/profile?id=12');
    fireEvent.click(await screen.findByRole('button', { name: 'สนใจ' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'คุณแน่ใจหรือไม่ว่าต้องการแสดงความสนใจในตัวเขา/เธอ?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect((await screen.findByRole('status')).textContent).toContain('สำเร็จ: ดำเนินการเรียบร้อยแล้ว');
  });

  it('has every text in th and no', () => {
    expect(translationGaps(interestTranslations)).toEqual([]);
  });

  it('offers no interest actions on my own profile', async () => {
    const calls = fakeApi({ 'POST /api/get-profile': profileAnswer(profileView({ user_id: 7 })) });
    renderAt('/my-profile');
    expect(await screen.findByRole('button', { name: 'Edit User Information' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Interest actions' })).toBeNull();
    expect(callsTo(calls, '/api/get-interest-relation')).toEqual([]);
  });
});

describe('contact details on another member’s profile', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(7);
    act(() => setLanguage('en'));
  });

  it('shows them when the server sends them, a hidden one as [Hidden]', async () => {
    interestApi('matched', {
      'POST /api/get-profile': profileAnswer(malee(true)),
      'POST /api/get-user-members': members('active'),
    });
    renderAt('/profile?id=12');
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
    expect(valueOf('Email')).toBe('malee@example.com');
    expect(valueOf('Line')).toBe('malee.line');
    expect(valueOf("What's App")).toBe('+66 81 234 5678');
    expect(valueOf('Facebook')).toBe('malee.fb');
    expect(valueOf('Tel')).toBe('[Hidden]');
  });

  it('shows nothing of them when they are not visible', async () => {
    interestApi('matched');
    renderAt('/profile?id=12');
    await screen.findByRole('link', { name: 'Subscribe' });
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    expect(screen.queryByText('Email', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Line', { selector: 'dt' })).toBeNull();
  });

  it('shows them right after a subscriber matches, without reloading the page', async () => {
    let matched = false;
    interestApi('interested-in-me', {
      'POST /api/get-profile': () => [200, { status: 'OK', profile: malee(matched) }],
      'POST /api/get-user-members': members('active'),
      'POST /api/manage-interest': () => {
        matched = true;
        return finished('matched')({} as FakeCall);
      },
    });
    renderAt('/profile?id=12');
    await actionButtons();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Match' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
    expect(valueOf('Email')).toBe('malee@example.com');
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });
});

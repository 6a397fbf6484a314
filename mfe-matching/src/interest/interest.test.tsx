import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  interestCalls,
  type InterestAction,
  type InterestRelation,
  type RouteDefinition,
} from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  pathOf,
  renderRoutes,
  routeOf,
  type FakeAnswer,
} from '@dating/portal/testing';
import { logIn, resetBrowser } from '../testing';
import { InterestActions } from './InterestActions';

const actionsOf: Record<InterestRelation, InterestAction[]> = {
  none: ['interest'],
  interested: ['ignore'],
  'interested-in-me': ['match', 'ignore'],
  matched: ['ignore'],
};

const relationAnswer =
  (relation: InterestRelation, subscribed: boolean): FakeAnswer =>
  () => [
    200,
    { status: 'OK', relation, actions: actionsOf[relation], viewer_subscribed: subscribed },
  ];

const finished =
  (relation: InterestRelation): FakeAnswer =>
  () => [
    200,
    {
      status: 'OK',
      message: 'Interest Finished',
      code: 'interestFinished',

      relation,
      actions: actionsOf[relation],
    },
  ];

/** The relation as svc-interest answers it, by default to a viewer without a membership. */
function interestApi(
  relation: InterestRelation,
  extra: Record<string, FakeAnswer> = {},
  subscribed = false,
) {
  return fakeApi({
    [routeOf(interestCalls.relationGet)]: relationAnswer(relation, subscribed),
    ...extra,
  });
}

/** Member 7 looking at member 12's profile, where the profile page mounts the actions. */
function renderActions() {
  const onChanged = jest.fn();
  renderRoutes('/profile?id=12', {
    '/profile': <InterestActions viewerId={7} memberId={12} onChanged={onChanged} />,
  });
  return onChanged;
}

const actionButtons = async () =>
  within(await screen.findByRole('group', { name: 'Interest actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const subscribeLink = () => screen.queryByRole('link', { name: 'Subscribe' });

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
    const calls = interestApi(relation, {}, true);
    renderActions();
    expect(await actionButtons()).toEqual(buttons);
    expect(callsTo(calls, interestCalls.relationGet)[0]?.body).toEqual({
      user_id: 7,
      user_interest_id: 12,
    });
  });

  it('puts the interest buttons in the bar that stays at the bottom of a phone screen', async () => {
    interestApi('none');
    renderActions();
    const group = await screen.findByRole('group', { name: 'Interest actions' });
    expect(group.classList.contains('matching-interest__bar')).toBe(true);
    // Block and Report stay with the profile, out of the bar.
    expect(within(group).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(group).queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('offers Subscribe to a matched member without a membership, with a hint', async () => {
    const calls = interestApi('matched');
    renderActions();
    await actionButtons();
    const link = await screen.findByRole('link', { name: 'Subscribe' });
    expect(
      screen.getByText('Subscribers see the contact details of the members they match with.'),
    ).toBeTruthy();
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/my-package');
    // The relation says whether the viewer has a membership: nothing else is asked.
    expect(calls.map((made) => made.path)).toEqual([pathOf(interestCalls.relationGet)]);
  });

  it('does not offer Subscribe to a member with a membership', async () => {
    interestApi('matched', {}, true);
    renderActions();
    await actionButtons();
    await act(async () => {});
    expect(subscribeLink()).toBeNull();
  });

  it('offers Subscribe once a Match makes the viewer without a membership matched', async () => {
    interestApi('interested-in-me', { [routeOf(interestCalls.manage)]: finished('matched') });
    renderActions();
    await actionButtons();
    expect(subscribeLink()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Match' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toBeTruthy();
  });

  it('links a match to the conversation with them', async () => {
    interestApi('matched', {}, true);
    renderActions();
    const link = await screen.findByRole('link', { name: 'Send a message' });
    expect(link.getAttribute('href')).toBe('/messages/12');
  });

  it('offers no message link before a match', async () => {
    interestApi('interested-in-me');
    renderActions();
    await actionButtons();
    expect(screen.queryByRole('link', { name: 'Send a message' })).toBeNull();
  });

  it('does not offer Subscribe before a match', async () => {
    interestApi('interested-in-me');
    renderActions();
    await actionButtons();
    await act(async () => {});
    expect(subscribeLink()).toBeNull();
  });

  it.each<[InterestRelation, string, string, RouteDefinition, object, InterestRelation, string[]]>([
    [
      'none',
      'Interest',
      'Are you sure you want to show interest in this him/her?',
      interestCalls.create,
      { user_id: 7, user_interest_id: 12 },
      'interested',
      ['Ignore'],
    ],
    [
      'interested',
      'Ignore',
      'Are you sure you want to ignore in this him/her?',
      interestCalls.manage,
      { user_id: 7, user_interest_id: 12, action: 'ignore' },
      'none',
      ['Interest'],
    ],
    [
      'interested-in-me',
      'Match',
      'Are you sure you want to match with him/her?',
      interestCalls.manage,
      { user_id: 7, user_interest_id: 12, action: 'match' },
      'matched',
      ['Unmatch'],
    ],
    [
      'interested-in-me',
      'Unmatch/Ignore',
      'Are you sure you want to ignore in this him/her?',
      interestCalls.manage,
      { user_id: 7, user_interest_id: 12, action: 'ignore' },
      'none',
      ['Interest'],
    ],
    [
      'matched',
      'Unmatch',
      'Are you sure you want to ignore in this him/her?',
      interestCalls.manage,
      { user_id: 7, user_interest_id: 12, action: 'ignore' },
      'none',
      ['Interest'],
    ],
  ])(
    '%s: %s asks its confirmation, calls the server, says Interest Finished',
    async (relation, label, confirmText, call, body, after, buttonsAfter) => {
      const calls = interestApi(relation, { [routeOf(call)]: finished(after) }, true);
      const onChanged = renderActions();
      await actionButtons();
      fireEvent.click(screen.getByRole('button', { name: label }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.textContent).toContain(confirmText);
      expect(callsTo(calls, call)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      expect((await screen.findByRole('status')).textContent).toContain(
        'Successfully: Interest Finished',
      );
      expect(callsTo(calls, call).map((made) => made.body)).toEqual([body]);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await actionButtons()).toEqual(buttonsAfter);
      expect(onChanged).toHaveBeenCalledTimes(1);
    },
  );

  it('does nothing on Cancel', async () => {
    const calls = interestApi('none');
    const onChanged = renderActions();
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Interest' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, interestCalls.create)).toEqual([]);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('disables the buttons while an action runs', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    interestApi('interested-in-me', {
      [routeOf(interestCalls.manage)]: async () => {
        await released;
        return [
          200,
          {
            status: 'OK',
            message: 'Interest Finished',
            code: 'interestFinished',

            relation: 'matched',
            actions: ['ignore'],
          },
        ];
      },
    });
    renderActions();
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
    await act(async () => release());
    expect(await actionButtons()).toEqual(['Unmatch']);
    expect((screen.getByRole('button', { name: 'Unmatch' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows the server's refusal and reads the relation again", async () => {
    let relation: InterestRelation = 'none';
    const calls = fakeApi({
      [routeOf(interestCalls.relationGet)]: () => [
        200,
        { status: 'OK', relation, actions: actionsOf[relation], viewer_subscribed: false },
      ],
      [routeOf(interestCalls.create)]: () => {
        relation = 'interested-in-me';
        return [
          409,
          {
            status: 'FAILED',
            message: 'This member has already shown interest in you. Choose Match instead.',
            code: 'answerTheirInterest',
          },
        ];
      },
    });
    const onChanged = renderActions();
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Interest' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error: This member has already shown interest in you. Choose Match instead.',
    );
    expect(await screen.findByRole('button', { name: 'Match' })).toBeTruthy();
    expect(callsTo(calls, interestCalls.relationGet)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says when the relation cannot be read, and asks again on Retry', async () => {
    let fail = true;
    fakeApi({
      [routeOf(interestCalls.relationGet)]: () =>
        fail
          ? [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ]
          : [
              200,
              { status: 'OK', relation: 'none', actions: ['interest'], viewer_subscribed: false },
            ],
    });
    renderActions();
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
    interestApi('none', { [routeOf(interestCalls.create)]: finished('interested') });
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'สนใจ' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'คุณแน่ใจหรือไม่ว่าต้องการแสดงความสนใจในตัวเขา/เธอ?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect((await screen.findByRole('status')).textContent).toContain('สำเร็จ: ดำเนินการเรียบร้อยแล้ว');
  });
});

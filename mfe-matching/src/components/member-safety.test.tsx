import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { interestCalls } from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  logIn,
  renderRoutes,
  resetBrowser,
  routeOf,
  type FakeAnswer,
} from '@dating/portal/testing';
import AdminMemberSafety from './AdminMemberSafety';

const wait = { timeout: 10_000 };

const ok =
  (body: unknown): FakeAnswer =>
  () => [200, body];

const answers: Record<string, FakeAnswer> = {
  [routeOf(interestCalls.adminMemberSafety)]: ok({
    reports_made: [],
    reports_received: [
      {
        report_id: 1,
        other_user_id: 9,
        other_name: 'Erik',
        reason: 'scam',
        text: 'Asked me for money',
        status: 'open',
        created_at: '2026-02-20T08:00:00.000Z',
      },
    ],
    blocks_made: 0,
    blocked_by: 2,
  }),
};

/** The part as the shell's member page mounts it, with a way to change the account. */
function MemberPage() {
  const [changes, setChanges] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setChanges((count) => count + 1)}>
        Deactivate
      </button>
      <AdminMemberSafety userId={7} changes={changes} />
    </>
  );
}

const show = () => renderRoutes('/admin/members/7', { '/admin/members/7': <MemberPage /> });

describe('a member’s reports and blocks on the admin’s member page', () => {
  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    logIn(1, 'A');
  });

  it('shows the blocks and the reports, each other member linked', async () => {
    fakeApi(answers);
    show();
    const safety = await screen.findByRole('region', { name: 'Reports and blocks' }, wait);
    expect(await within(safety).findByText('Asked me for money', undefined, wait)).toBeTruthy();
    expect(within(safety).getByText('Scam or asking for money')).toBeTruthy();
    expect(within(safety).getByRole('link', { name: 'Erik' }).getAttribute('href')).toBe(
      '/admin/members/9',
    );
  });

  it('says when they cannot be loaded, with Retry', async () => {
    fakeApi({});
    show();
    const safety = await screen.findByRole('region', { name: 'Reports and blocks' }, wait);
    expect(await within(safety).findByText('Service unavailable', undefined, wait)).toBeTruthy();
    expect(within(safety).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads them again after a change to the account, keeping them shown', async () => {
    const calls = fakeApi(answers);
    show();
    expect(await screen.findByText('Asked me for money', undefined, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(screen.getByText('Asked me for money')).toBeTruthy();
    await waitFor(
      () => expect(callsTo(calls, interestCalls.adminMemberSafety)).toHaveLength(2),
      wait,
    );
  });
});

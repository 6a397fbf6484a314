import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authCalls, type AuditListResult } from '@dating/contracts';
import { callsTo, fakeApi, routeOf } from '@dating/portal/testing';
import { logIn, renderAdminPanel, resetBrowserInEnglish } from '../testing';
import AdminAuditLogPanel from './AdminAuditLogPanel';

const wait = { timeout: 10_000 };

const row = (id: number, overrides: Partial<AuditListResult['rows'][number]> = {}) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  actor_user_id: 1,
  actor_username: 'admin',
  action: 'member.deactivate' as const,
  target_user_id: 7,
  target_pseudonym: null,
  object: null,
  reason: 'Asked members for money',
  at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** The panel as the shell's admin area mounts it at /admin/audit. */
const show = () => renderAdminPanel('/admin/audit', <AdminAuditLogPanel />);

describe('the audit log', () => {
  beforeEach(() => {
    resetBrowserInEnglish();
    logIn(1, 'A');
  });

  it('lists the actions newest first with who, what, on whom and why', async () => {
    fakeApi({
      [routeOf(authCalls.auditList)]: () => [
        200,
        {
          rows: [
            row(1),
            row(2, {
              action: 'photo.remove',
              object: 'photo:2',
              reason: null,
              actor_username: null,
              actor_user_id: 5,
            }),
          ],
          total: 2,
        },
      ],
    });
    show();
    const table = await screen.findByRole('table', {}, wait);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Member deactivated');
    expect(rows[1]?.textContent).toContain('Asked members for money');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '#7' })
        .getAttribute('href'),
    ).toBe('/admin/members/7');
    expect(rows[2]?.textContent).toContain('Photo removed');
    expect(rows[2]?.textContent).toContain('#5');
    expect(rows[2]?.textContent).toContain('photo:2');
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
  });

  it('names a deleted member by their pseudonym, with no link to a member page', async () => {
    fakeApi({
      [routeOf(authCalls.auditList)]: () => [
        200,
        {
          rows: [row(1, { target_user_id: null, target_pseudonym: 'member-0123456789abcdef' })],
          total: 1,
        },
      ],
    });
    show();
    const table = await screen.findByRole('table', {}, wait);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[3]?.textContent).toBe('Deleted member (member-0123456789abcdef)');
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('filters by action, administrator and member, and pages', async () => {
    const calls = fakeApi({
      [routeOf(authCalls.auditList)]: (call) => {
        const page = (call.body as { page: number }).page;
        return [200, { rows: page === 1 ? [row(1), row(2)] : [row(3)], total: 3 }];
      },
    });
    show();
    await screen.findByRole('table', {}, wait);
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'report.warn' } });
    fireEvent.change(screen.getByLabelText('Administrator id'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Member id'), { target: { value: ' 7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(callsTo(calls, authCalls.auditList).at(-1)?.body).toEqual({
        action: 'report.warn',
        actor_user_id: 1,
        target_user_id: 7,
        page: 1,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2', undefined, wait)).toBeTruthy();
    expect(callsTo(calls, authCalls.auditList).at(-1)?.body).toMatchObject({ page: 2 });
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(callsTo(calls, authCalls.auditList).at(-1)?.body).toEqual({ page: 1 }),
    );
  });

  it('says when nothing was recorded, and offers a retry when it cannot be read', async () => {
    let up = false;
    fakeApi({
      [routeOf(authCalls.auditList)]: () =>
        up
          ? [200, { rows: [], total: 0 }]
          : [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ],
    });
    show();
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
      'Service unavailable',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No actions recorded.', undefined, wait)).toBeTruthy();
  });
});

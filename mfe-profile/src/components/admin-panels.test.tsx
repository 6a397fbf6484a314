import type { ComponentType } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  profileCalls,
  type PhotoQueueResult,
  type VerificationQueueResult,
} from '@dating/contracts';
import { callsTo, fakeApi, routeOf } from '@dating/portal/testing';
import { logIn, renderAdminPanel, resetBrowserInEnglish } from '../testing';
import AdminPhotoReviewPanel from './AdminPhotoReviewPanel';
import AdminVerificationPanel from './AdminVerificationPanel';

const timeout = { timeout: 10000 };

/** The panel as H4's admin page mounts it. */
const show = (Panel: ComponentType) => renderAdminPanel('/admin/panel', <Panel />);

const pendingPhoto: PhotoQueueResult['items'][number] = {
  user_id: 12,
  name: 'Malee',
  slot: 2,
  url: '/api/files/photos/f2?access=1.a',
  card_url: '/api/files/photos/f2/card?access=1.a',
  uploaded_at: '2026-11-01T10:00:00.000Z',
  has_open_reports: true,
};

const request: VerificationQueueResult['items'][number] = {
  request_id: 5,
  user_id: 12,
  name: 'Malee',
  code: 'K7MX3P',
  selfie_url: '/api/files/photos/s1?access=1.b',
  photos: [{ slot: 1, url: '/api/files/photos/f1?access=1.c' }],
  submitted_at: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  resetBrowserInEnglish();
  logIn(1, 'A');
});

describe('AdminPhotoReviewPanel', () => {
  it('lists pending photos with a link to the member, and approves one', async () => {
    let items = [pendingPhoto];
    const calls = fakeApi({
      [routeOf(profileCalls.adminPhotoQueue)]: () => [200, { items, total: items.length }],
      [routeOf(profileCalls.adminPhotoApprove)]: () => {
        items = [];
        return [200, { ok: true }];
      },
    });
    show(AdminPhotoReviewPanel);
    const link = await screen.findByRole('link', { name: 'Malee' }, timeout);
    expect(link.getAttribute('href')).toBe('/admin/members/12');
    expect(screen.getByRole('img', { name: 'Photo 2 of Malee' })).toBeTruthy();
    expect(screen.getByText(/Has open reports/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No photos waiting for review.', {}, timeout)).toBeTruthy();
    expect(callsTo(calls, profileCalls.adminPhotoApprove).map((call) => call.body)).toEqual([
      { user_id: 12, slot: 2 },
    ]);
  });

  it('asks for a reason before it removes a photo', async () => {
    const calls = fakeApi({
      [routeOf(profileCalls.adminPhotoQueue)]: () => [200, { items: [pendingPhoto], total: 1 }],
      [routeOf(profileCalls.adminPhotoRemove)]: () => [200, { ok: true }],
    });
    show(AdminPhotoReviewPanel);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }, timeout));
    const reason = screen.getByLabelText(/Why remove the photo of Malee/);
    expect(document.activeElement).toBe(reason);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give a reason');
    fireEvent.change(reason, { target: { value: 'Not a photo of a person' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(calls, profileCalls.adminPhotoRemove)).toHaveLength(1));
    expect(callsTo(calls, profileCalls.adminPhotoRemove)[0]?.body).toEqual({
      user_id: 12,
      slot: 2,
      reason: 'Not a photo of a person',
    });
  });

  it('says when the queue could not be loaded', async () => {
    fakeApi({});
    show(AdminPhotoReviewPanel);
    expect(await screen.findByRole('button', { name: 'Retry' }, timeout)).toBeTruthy();
  });
});

describe('AdminVerificationPanel', () => {
  it('shows the selfie and the profile photos side by side with the code', async () => {
    fakeApi({
      [routeOf(profileCalls.adminVerificationQueue)]: () => [200, { items: [request], total: 1 }],
    });
    show(AdminVerificationPanel);
    const item = (await screen.findByRole('link', { name: 'Malee' }, timeout)).closest('li');
    if (!item) throw new Error('no request shown');
    expect(within(item).getByText('K7MX3P')).toBeTruthy();
    expect(
      within(item)
        .getByRole('img', { name: 'Selfie of Malee holding the code' })
        .getAttribute('src'),
    ).toBe(request.selfie_url);
    expect(within(item).getByRole('img', { name: 'Photo 1 of Malee' })).toBeTruthy();
  });

  it('rejects with a reason, and approves', async () => {
    let items = [request, { ...request, request_id: 6, user_id: 13, name: 'Nok' }];
    const calls = fakeApi({
      [routeOf(profileCalls.adminVerificationQueue)]: () => [200, { items, total: items.length }],
      [routeOf(profileCalls.adminVerificationDecide)]: ({ body }) => {
        items = items.filter(
          (item) => item.request_id !== (body as { request_id: number }).request_id,
        );
        return [200, { ok: true }];
      },
    });
    show(AdminVerificationPanel);
    await screen.findByRole('link', { name: 'Nok' }, timeout);
    const malee = within(screen.getByRole('link', { name: 'Malee' }).closest('li') as HTMLElement);
    fireEvent.click(malee.getByRole('button', { name: 'Reject' }));
    fireEvent.change(malee.getByLabelText(/Why reject the verification of Malee/), {
      target: { value: 'The code is not readable' },
    });
    fireEvent.click(malee.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Malee' })).toBeNull(), timeout);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('No verifications waiting for review.', {}, timeout),
    ).toBeTruthy();
    expect(callsTo(calls, profileCalls.adminVerificationDecide).map((call) => call.body)).toEqual([
      { request_id: 5, approve: false, reason: 'The code is not readable' },
      { request_id: 6, approve: true },
    ]);
  });
});

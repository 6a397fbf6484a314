import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  gatewayPaths,
  interestCalls,
  type Notification,
  type NotificationsListResult,
} from '@dating/contracts';
import { login, setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi as fakePortalApi,
  FakeEventStream,
  resetBrowser,
  routeOf,
  type FakeAnswer,
} from '@dating/portal/testing';
import { bell, renderNotifications } from '../testing';

/** The portal's fake API with a quiet live feed and nothing unread in the header's counts. */
const fakeApi = (answers: Record<string, FakeAnswer> = {}) =>
  fakePortalApi({
    [routeOf(interestCalls.unreadNotifications)]: () => [200, { status: 'OK', unread: 0 }],
    [routeOf(interestCalls.unreadMessages)]: () => [200, { status: 'OK', unread: 0 }],
    [`GET ${gatewayPaths.live}`]: () => [200, new FakeEventStream()],
    ...answers,
  });

const wait = { timeout: 10_000 };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: number, fields: Partial<Notification>): Notification {
  return {
    id,
    kind: 'interest',
    created_at: minutesAgo(id),
    read: false,
    other_user_id: null,
    other_name: null,
    conversation_id: null,
    package_id: null,
    reason: null,
    until: null,
    ...fields,
  };
}

/** One of each kind, newest first. */
const firstPage: Notification[] = [
  notification(20, { kind: 'interest', other_user_id: 8, other_name: 'Ingrid' }),
  notification(19, { kind: 'match', other_user_id: 9, other_name: 'Somchai', read: true }),
  notification(18, { kind: 'message', other_user_id: 8, other_name: 'Ingrid', conversation_id: 3 }),
  notification(17, {
    kind: 'purchase-approved',
    package_id: 2,
    until: '2027-02-20T12:00:00.000Z',
  }),
  notification(16, { kind: 'purchase-rejected', package_id: 2, reason: 'The slip is unreadable' }),
  notification(15, { kind: 'membership-ending', package_id: 2, until: '2026-12-24T12:00:00.000Z' }),
  notification(14, { kind: 'membership-ended', package_id: 2, read: true }),
  notification(13, { kind: 'warning', reason: 'Please be polite' }),
];
const secondPage: Notification[] = [
  notification(5, { kind: 'match', other_user_id: 11, other_name: 'Kari' }),
];

const page = (
  result: Notification[],
  next_before: number | null,
  unread: number,
): NotificationsListResult => ({ status: 'OK', result, next_before, unread });

/** The first page (5 unread, more after it), then the second, unless `first` says otherwise. */
const list =
  (first: NotificationsListResult = page(firstPage, 13, 7)): FakeAnswer =>
  (call) => {
    const { before } = call.body as { before?: number };
    return [200, before === 13 ? page(secondPage, null, 7) : first];
  };

const read =
  (unread: number): FakeAnswer =>
  () => [200, { status: 'OK', unread }];

const items = () =>
  within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

beforeEach(() => {
  resetBrowser();
  act(() => setLanguage('en'));
  login('token', 5, 'U');
});

it('lists each kind newest first, in words, with its link, the unread ones marked', async () => {
  // The bell has counted (3) before the list comes, as when the member opens it from the bell.
  let release = () => {};
  const counted = new Promise<void>((resolve) => (release = resolve));
  const calls = fakeApi({
    [routeOf(interestCalls.unreadNotifications)]: () => [200, { status: 'OK', unread: 3 }],
    [routeOf(interestCalls.notificationsList)]: async (call) => {
      await counted;
      return list()(call);
    },
  });
  renderNotifications();
  await waitFor(() => expect(bell()).toBe('3'), wait);
  release();
  await screen.findByRole('list', { name: 'Notifications' }, wait);
  expect(callsTo(calls, interestCalls.notificationsList)[0]?.body).toEqual({ user_id: 5 });

  expect(items().map((item) => item.querySelector('.notification__text')?.textContent)).toEqual([
    'Unread: Ingrid is interested in you',
    'Somchai matched with you',
    'Unread: New message from Ingrid',
    'Unread: Your payment was approved. Your membership lasts until February 20, 2027.',
    'Unread: Your payment was not approved: The slip is unreadable',
    'Unread: Your membership ends on December 24, 2026.',
    'Your membership has ended.',
    'Unread: A moderator sent you a warning: Please be polite',
  ]);
  const links = items().map((item) => item.querySelector('a')?.getAttribute('href') ?? null);
  expect(links).toEqual([
    '/profile?id=8',
    '/profile?id=9',
    '/messages/8',
    '/my-package',
    '/my-package',
    '/my-package',
    '/my-package',
    null,
  ]);
  expect(items().map((item) => item.classList.contains('notification--unread'))).toEqual([
    true,
    false,
    true,
    true,
    true,
    true,
    false,
    true,
  ]);
  expect(items()[0]?.querySelector('time')?.textContent).toBe('20 minutes ago');
  await waitFor(() => expect(bell()).toBe('7'), wait);
});

it('marks one read when it is opened, and the bell counts one less', async () => {
  const calls = fakeApi({
    [routeOf(interestCalls.notificationsList)]: list(),
    [routeOf(interestCalls.notificationsRead)]: read(6),
  });
  renderNotifications();
  fireEvent.click(
    await screen.findByRole('link', { name: /^Unread: New message from Ingrid/ }, wait),
  );
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/messages/8'), wait);
  expect(callsTo(calls, interestCalls.notificationsRead).map((call) => call.body)).toEqual([
    { user_id: 5, notification_id: 18 },
  ]);
  await waitFor(() => expect(bell()).toBe('6'), wait);
});

it('marks one without a link read with its button, and does not mark a read one again', async () => {
  const calls = fakeApi({
    [routeOf(interestCalls.notificationsList)]: list(),
    [routeOf(interestCalls.notificationsRead)]: read(6),
  });
  renderNotifications();
  await screen.findByRole('list', { name: 'Notifications' }, wait);
  const warning = items()[7];
  if (!warning) throw new Error('no warning shown');
  fireEvent.click(within(warning).getByRole('button', { name: 'Mark as read' }));
  await waitFor(() => expect(warning.classList.contains('notification--unread')).toBe(false), wait);
  expect(within(warning).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  await waitFor(() => expect(bell()).toBe('6'), wait);

  fireEvent.click(screen.getByRole('link', { name: /^Somchai matched with you/ }));
  await waitFor(
    () => expect(screen.getByTestId('location').textContent).toBe('/profile?id=9'),
    wait,
  );
  expect(callsTo(calls, interestCalls.notificationsRead).map((call) => call.body)).toEqual([
    { user_id: 5, notification_id: 13 },
  ]);
});

it('marks all read, then offers it no more', async () => {
  const calls = fakeApi({
    [routeOf(interestCalls.notificationsList)]: list(),
    [routeOf(interestCalls.notificationsRead)]: read(0),
  });
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }, wait));
  await waitFor(
    () => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull(),
    wait,
  );
  expect(callsTo(calls, interestCalls.notificationsRead).map((call) => call.body)).toEqual([
    { user_id: 5 },
  ]);
  expect(document.querySelectorAll('.notification--unread')).toHaveLength(0);
  await waitFor(() => expect(bell()).toBe('0'), wait);
});

it('says why marking failed, and keeps it unread', async () => {
  fakeApi({
    [routeOf(interestCalls.notificationsList)]: list(),
    [routeOf(interestCalls.notificationsRead)]: () => [
      503,
      {
        status: 'FAILED',
        message: 'Service unavailable',
        code: 'serviceUnavailable',
      },
    ],
  });
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }, wait));
  expect(await screen.findByText('Error: Service unavailable', {}, wait)).toBeTruthy();
  expect(document.querySelectorAll('.notification--unread')).toHaveLength(6);
});

it('loads more with next_before until there is no more', async () => {
  const calls = fakeApi({ [routeOf(interestCalls.notificationsList)]: list() });
  renderNotifications();
  fireEvent.click(await screen.findByRole('button', { name: 'Load more' }, wait));
  expect(
    await screen.findByRole('link', { name: /^Unread: Kari matched with you/ }, wait),
  ).toBeTruthy();
  expect(items()).toHaveLength(9);
  expect(callsTo(calls, interestCalls.notificationsList).map((call) => call.body)).toEqual([
    { user_id: 5 },
    { user_id: 5, before: 13 },
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

it('puts a live notification on top', async () => {
  const stream = new FakeEventStream();
  fakeApi({
    [routeOf(interestCalls.notificationsList)]: list(),
    [`GET ${gatewayPaths.live}`]: () => [200, stream],
  });
  renderNotifications();
  await screen.findByRole('list', { name: 'Notifications' }, wait);
  stream.send(
    {
      kind: 'notification',
      data: {
        notification: notification(21, {
          kind: 'match',
          other_user_id: 12,
          other_name: 'Nok',
          created_at: new Date().toISOString(),
        }),
        unread: 8,
      },
    },
    1,
  );
  expect(await screen.findByRole('link', { name: /^Unread: Nok matched with you/ }, wait)).toBe(
    items()[0]?.querySelector('a'),
  );
  await waitFor(() => expect(bell()).toBe('8'), wait);
});

it('says when there are none', async () => {
  fakeApi({ [routeOf(interestCalls.notificationsList)]: list(page([], null, 0)) });
  renderNotifications();
  expect(await screen.findByText(/^You have no notifications yet\./, {}, wait)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
});

it('shows loading, then why loading failed, and retries', async () => {
  let failing = true;
  let answer: (() => void) | undefined;
  fakeApi({
    [routeOf(interestCalls.notificationsList)]: (call) =>
      failing
        ? new Promise((resolve) => {
            answer = () =>
              resolve([
                503,
                {
                  status: 'FAILED',
                  message: 'Service unavailable',
                  code: 'serviceUnavailable',
                },
              ]);
          })
        : list()(call),
  });
  renderNotifications();
  expect(await screen.findByRole('status', {}, wait)).toBeTruthy();
  await waitFor(() => expect(answer).toBeDefined(), wait);
  act(() => answer?.());
  expect((await screen.findByRole('alert', {}, wait)).textContent).toContain(
    'Your notifications could not be loaded: Service unavailable',
  );
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'Notifications' }, wait)).toBeTruthy();
});

it('speaks Thai', async () => {
  fakeApi({ [routeOf(interestCalls.notificationsList)]: list() });
  act(() => setLanguage('th'));
  renderNotifications();
  expect(await screen.findByRole('heading', { level: 1, name: 'การแจ้งเตือน' }, wait)).toBeTruthy();
  expect(await screen.findByRole('link', { name: /^ยังไม่ได้อ่าน: Ingrid สนใจคุณ/ }, wait)).toBeTruthy();
});

it('is for members only', async () => {
  resetBrowser();
  fakeApi();
  renderNotifications();
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), wait);
});

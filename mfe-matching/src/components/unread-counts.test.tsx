import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { gatewayPaths, interestCalls, type Notification } from '@dating/contracts';
import { login, setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  FakeEventStream,
  renderRoutes,
  resetBrowser,
  routeOf,
  type FakeAnswer,
} from '@dating/portal/testing';
import { reportUnreadNotifications } from '../notifications/unreadNotifications';
import UnreadCounts, { type Unread } from './UnreadCounts';

const wait = { timeout: 10_000 };

/** The counts as the shell's header gets them. */
function Header() {
  const [unread, setUnread] = useState<Unread>({ messages: 0, notifications: 0 });
  return (
    <>
      <UnreadCounts onChange={setUnread} />
      <p data-testid="unread">
        {unread.messages} messages, {unread.notifications} notifications
      </p>
    </>
  );
}

const show = () => renderRoutes('/', { '/': <Header /> });

const unread = () => screen.getByTestId('unread').textContent;

const count =
  (value: () => number): FakeAnswer =>
  () => [200, { status: 'OK', unread: value() }];

describe('the unread counts of the header', () => {
  let stream: FakeEventStream;

  beforeEach(() => {
    resetBrowser();
    act(() => setLanguage('en'));
    login('token', 5, 'U');
    stream = new FakeEventStream();
  });

  it('asks for the unread messages once, then keeps them live', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.unreadMessages)]: count(() => 2),
      [routeOf(interestCalls.unreadNotifications)]: count(() => 0),
      [`GET ${gatewayPaths.live}`]: () => [200, stream],
    });
    show();
    await waitFor(() => expect(unread()).toBe('2 messages, 0 notifications'), wait);
    expect(callsTo(calls, interestCalls.unreadMessages)[0]?.body).toEqual({ user_id: 5 });
    stream.send(
      {
        kind: 'message',
        data: {
          conversation_id: 3,
          message: {
            id: 9,
            sender_id: 8,
            text: 'Hello',
            masked: false,
            sent_at: '2026-11-20T10:00:00.000Z',
            read: false,
          },
          unread: 1,
          unread_total: 3,
        },
      },
      1,
    );
    await waitFor(() => expect(unread()).toBe('3 messages, 0 notifications'), wait);
    stream.send(
      {
        kind: 'conversation-read',
        data: { conversation_id: 3, reader_id: 5, read_up_to: 9, unread: 0, unread_total: 0 },
      },
      2,
    );
    await waitFor(() => expect(unread()).toBe('0 messages, 0 notifications'), wait);
  });

  it('rises with each live notification, the count it carries winning', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.unreadMessages)]: count(() => 0),
      [routeOf(interestCalls.unreadNotifications)]: count(() => 2),
      [`GET ${gatewayPaths.live}`]: () => [200, stream],
    });
    show();
    await waitFor(() => expect(unread()).toBe('0 messages, 2 notifications'), wait);
    expect(callsTo(calls, interestCalls.unreadNotifications)[0]?.body).toEqual({ user_id: 5 });
    const notification: Notification = {
      id: 12,
      kind: 'match',
      created_at: '2026-11-20T10:00:00.000Z',
      read: false,
      other_user_id: 8,
      other_name: 'Ingrid',
      conversation_id: null,
      package_id: null,
      reason: null,
      until: null,
    };
    // Another tab may have read some meanwhile: the event's count is the truth.
    stream.send({ kind: 'notification', data: { notification, unread: 3 } }, 1);
    await waitFor(() => expect(unread()).toBe('0 messages, 3 notifications'), wait);
    stream.send(
      { kind: 'notification', data: { notification: { ...notification, id: 13 }, unread: 1 } },
      2,
    );
    await waitFor(() => expect(unread()).toBe('0 messages, 1 notifications'), wait);
  });

  it('counts the notifications again when a conversation is read, which reads its message notification', async () => {
    let notifications = 2;
    const calls = fakeApi({
      [routeOf(interestCalls.unreadMessages)]: count(() => 0),
      [routeOf(interestCalls.unreadNotifications)]: count(() => notifications),
      [`GET ${gatewayPaths.live}`]: () => [200, stream],
    });
    show();
    await waitFor(() => expect(unread()).toBe('0 messages, 2 notifications'), wait);
    notifications = 1;
    stream.send(
      {
        kind: 'conversation-read',
        data: { conversation_id: 3, reader_id: 5, read_up_to: 9, unread: 0, unread_total: 0 },
      },
      1,
    );
    await waitFor(() => expect(unread()).toBe('0 messages, 1 notifications'), wait);
    expect(callsTo(calls, interestCalls.unreadNotifications)).toHaveLength(2);
  });

  it('takes the count the notifications page reports', async () => {
    fakeApi({
      [routeOf(interestCalls.unreadMessages)]: count(() => 0),
      [routeOf(interestCalls.unreadNotifications)]: count(() => 4),
      [`GET ${gatewayPaths.live}`]: () => [200, stream],
    });
    show();
    await waitFor(() => expect(unread()).toBe('0 messages, 4 notifications'), wait);
    act(() => reportUnreadNotifications(0));
    await waitFor(() => expect(unread()).toBe('0 messages, 0 notifications'), wait);
  });
});

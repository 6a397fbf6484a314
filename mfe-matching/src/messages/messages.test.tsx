import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  gatewayPaths,
  interestCalls,
  type ConversationMessage,
  type ConversationSummary,
} from '@dating/contracts';
import { setLanguage } from '@dating/portal';
import {
  callsTo,
  fakeApi,
  FakeEventStream,
  routeOf,
  type FakeAnswer,
  memberCard,
} from '@dating/portal/testing';
import { answer, logIn, renderAt, resetBrowser } from '../testing';

const me = 7;
const slow = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;
const live = `GET ${gatewayPaths.live}`;

function message(id: number, senderId: number, overrides: Partial<ConversationMessage> = {}) {
  return {
    id,
    sender_id: senderId,
    text: `Message ${id}`,
    masked: false,
    sent_at: '2026-11-20T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

function summary(conversationId: number, otherId: number, lastId: number, unread = 0) {
  return {
    conversation_id: conversationId,
    other: memberCard(otherId),
    last_message: message(lastId, otherId),
    unread,
  } satisfies ConversationSummary;
}

function listAnswer(result: ConversationSummary[], nextBefore: number | null = null) {
  return { status: 'OK', result, next_before: nextBefore, unavailable: 0 };
}

function conversationAnswer(
  messages: ConversationMessage[],
  { nextBefore = null, canWrite = true }: { nextBefore?: number | null; canWrite?: boolean } = {},
) {
  return {
    status: 'OK',
    conversation_id: 50,
    other: memberCard(12),
    can_write: canWrite,
    messages,
    next_before: nextBefore,
  };
}

/** A message of a member who deleted their account, as the server gives it. */
const removed = (id: number, senderId: number) =>
  message(id, senderId, { text: '', removed: true });

/** The conversation with member 12 after they deleted their account: read-only. */
function deletedAnswer(messages: ConversationMessage[]) {
  return {
    ...conversationAnswer(messages, { canWrite: false }),
    other: { id: 12, deleted: true },
  };
}

const reportReceived =
  'Thank you. We have received your report and will look at it. You will no longer see each other.';

/** The top of a thread coming into view, as an IntersectionObserver reports it. */
interface FakeObserver {
  reachTop(): void;
}

/**
 * Puts an IntersectionObserver in jsdom (which has none) whose observers the test moves:
 * `current()` is the one observing now, null when none is; `observing()` fails when none is.
 */
function installIntersectionObserver() {
  const active = new Set<FakeObserver>();
  class Observer implements FakeObserver {
    private readonly targets: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {
      active.add(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      active.delete(this);
    }
    reachTop() {
      const entries = this.targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  Object.assign(globalThis, { IntersectionObserver: Observer });
  const current = (): FakeObserver | null => [...active].at(-1) ?? null;
  return {
    current,
    observing: (): FakeObserver => {
      const observer = current();
      if (!observer) throw new Error('Nothing is observed');
      return observer;
    },
    uninstall: () => Reflect.deleteProperty(globalThis, 'IntersectionObserver'),
  };
}

const readAnswer = answer(200, {
  status: 'OK',
  conversation_id: 50,
  read_up_to: 3,
  unread: 0,
  unread_total: 0,
});

describe('Messages page', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(me);
    act(() => setLanguage('en'));
  });

  it('lists the conversations newest first with photo, name, last message and unread count', async () => {
    const masked = {
      ...summary(41, 13, 8),
      last_message: message(8, me, { text: 'call me on •••', masked: true }),
    };
    const calls = fakeApi({
      [routeOf(interestCalls.conversationsList)]: answer(
        200,
        listAnswer([summary(40, 12, 9, 2), masked]),
      ),
    });
    renderAt('/messages');
    const list = await screen.findByRole('list', { name: 'Messages' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/messages/12',
      '/messages/13',
    ]);
    expect(items[0]?.textContent).toContain('Member 12');
    expect(items[0]?.textContent).toContain('Message 9');
    expect(within(items[0] as HTMLElement).getByText('2 unread messages')).toBeTruthy();
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe(
      gatewayPaths.photo('m12', 'card'),
    );
    expect(items[1]?.textContent).toContain('You: call me on •••');
    expect(items[1]?.textContent).toContain('contact details hidden');
    expect(callsTo(calls, interestCalls.conversationsList).map((call) => call.body)).toEqual([
      { user_id: me },
    ]);
  });

  it('says there are no conversations yet, with a link to Matching', async () => {
    fakeApi({ [routeOf(interestCalls.conversationsList)]: answer(200, listAnswer([])) });
    renderAt('/messages');
    expect(await screen.findByText('No conversations yet.', { exact: false }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Matching/ }).getAttribute('href')).toBe('/matching');
  });

  it('shows why the list failed, and reads it again on Retry', async () => {
    let fail = true;
    fakeApi({
      [routeOf(interestCalls.conversationsList)]: () =>
        fail
          ? [
              503,
              {
                status: 'FAILED',
                message: 'Service unavailable',
                code: 'serviceUnavailable',
              },
            ]
          : [200, listAnswer([summary(40, 12, 9)])],
    });
    renderAt('/messages');
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain(
      'The conversations could not be loaded: Service unavailable',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Member 12/ }, slow)).toBeTruthy();
  });

  it('shows the next page on Show more', async () => {
    const list: FakeAnswer = ({ body }) =>
      (body as { before?: number }).before === 30
        ? [200, listAnswer([summary(39, 14, 20)])]
        : [200, listAnswer([summary(40, 12, 31)], 30)];
    fakeApi({ [routeOf(interestCalls.conversationsList)]: list });
    renderAt('/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }, slow));
    expect(await screen.findByRole('link', { name: /Member 14/ }, slow)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a member who deleted their account as a deleted member, their message removed', async () => {
    fakeApi({
      [routeOf(interestCalls.conversationsList)]: answer(
        200,
        listAnswer([
          {
            conversation_id: 40,
            other: { id: 12, deleted: true },
            last_message: removed(9, 12),
            unread: 0,
          },
          summary(41, 13, 8),
        ]),
      ),
    });
    renderAt('/messages');
    const list = await screen.findByRole('list', { name: 'Messages' }, slow);
    const [deleted, other] = within(list).getAllByRole('listitem');
    expect(within(deleted as HTMLElement).getByRole('link').getAttribute('href')).toBe(
      '/messages/12',
    );
    expect(deleted?.textContent).toContain('Deleted member');
    expect(deleted?.textContent).toContain('Message removed');
    expect(deleted?.querySelector('img')).toBeNull();
    expect(other?.textContent).toContain('Member 13');
    expect(screen.queryByText(/no longer available/)).toBeNull();
  });

  it('moves a conversation first with its new message as it arrives live', async () => {
    const stream = new FakeEventStream();
    fakeApi({
      [routeOf(interestCalls.conversationsList)]: answer(
        200,
        listAnswer([summary(40, 12, 9), summary(41, 13, 8)]),
      ),
      [live]: () => [200, stream],
    });
    renderAt('/messages');
    await screen.findByRole('link', { name: /Member 13/ }, slow);
    stream.send(
      {
        kind: 'message',
        data: {
          conversation_id: 41,
          message: message(10, 13, { text: 'Hello again' }),
          unread: 1,
          unread_total: 1,
        },
      },
      5,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Hello again'),
    );
    expect(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('1 unread message'),
    ).toBeTruthy();
  });
});

describe('Conversation page', () => {
  beforeEach(() => {
    resetBrowser();
    logIn(me);
    act(() => setLanguage('en'));
  });

  it('shows the newest page at the bottom, marks it read, and shows older messages on request', async () => {
    const get: FakeAnswer = ({ body }) =>
      (body as { before?: number }).before === 2
        ? [200, conversationAnswer([message(1, 12, { read: true })])]
        : [
            200,
            conversationAnswer(
              [message(3, 12), message(2, me, { read: true, masked: true, text: '•••' })],
              { nextBefore: 2 },
            ),
          ];
    const calls = fakeApi({
      [routeOf(interestCalls.conversationGet)]: get,
      [routeOf(interestCalls.conversationRead)]: readAnswer,
    });
    renderAt('/messages/12');
    const thread = await screen.findByRole('list', { name: 'Messages with Member 12' }, slow);
    const texts = () =>
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.matching-message__text')?.textContent);
    expect(texts()).toEqual(['•••', 'Message 3']);
    expect(within(thread).getByText(/Contact details were hidden/)).toBeTruthy();
    expect(within(thread).getByText(/Read/)).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(calls, interestCalls.conversationRead).map((call) => call.body)).toEqual([
        { user_id: me, conversation_id: 50, up_to: 3 },
      ]),
    );

    expect(screen.queryByText('Beginning of your conversation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(texts()).toEqual(['Message 1', '•••', 'Message 3']));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    expect(screen.getByText('Beginning of your conversation')).toBeTruthy();
    expect(callsTo(calls, interestCalls.conversationGet).map((call) => call.body)).toEqual([
      { user_id: me, other_user_id: 12 },
      { user_id: me, conversation_id: 50, before: 2 },
    ]);
  });

  it('loads older messages when the top comes into view, a page at a time, to the beginning', async () => {
    const observers = installIntersectionObserver();
    try {
      const pages: Record<string, [ConversationMessage[], number | null]> = {
        newest: [[message(6, 12), message(5, me)], 5],
        5: [[message(4, 12), message(3, me)], 3],
        3: [[message(2, 12), message(1, me)], null],
      };
      const calls = fakeApi({
        [routeOf(interestCalls.conversationGet)]: ({ body }) => {
          const [messages, nextBefore] = pages[
            String((body as { before?: number }).before ?? 'newest')
          ] ?? [[], null];
          return [200, conversationAnswer(messages, { nextBefore })];
        },
        [routeOf(interestCalls.conversationRead)]: readAnswer,
      });
      renderAt('/messages/12');
      const thread = await screen.findByRole('list', { name: 'Messages with Member 12' }, slow);
      const ids = () =>
        within(thread)
          .getAllByRole('listitem')
          .map((item) => Number(item.getAttribute('data-message-id')));
      const olderAsked = () =>
        callsTo(calls, interestCalls.conversationGet).map(
          (call) => (call.body as { before?: number }).before,
        );

      // Reported twice before the page comes: asked once.
      const top = await waitFor(observers.observing, slow);
      act(() => {
        top.reachTop();
        top.reachTop();
      });
      await waitFor(() => expect(ids()).toEqual([3, 4, 5, 6]), slow);
      expect(olderAsked()).toEqual([undefined, 5]);

      // A new observer once the page is in: the top is still in view, so the next page follows.
      const again = await waitFor(() => {
        const observer = observers.observing();
        if (observer === top) throw new Error('Not observed again yet');
        return observer;
      }, slow);
      act(() => again.reachTop());
      await waitFor(() => expect(ids()).toEqual([1, 2, 3, 4, 5, 6]), slow);
      expect(olderAsked()).toEqual([undefined, 5, 3]);
      expect(screen.getByText('Beginning of your conversation')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
      expect(observers.current()).toBeNull();
    } finally {
      observers.uninstall();
    }
  });

  it('keeps the message being read in place when older messages come in above it', async () => {
    const rowHeight = 50;
    const topHeight = 60;
    // jsdom lays nothing out: each message is a row of the list, moved by the box's scrolling.
    const layout = jest
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: Element) {
        const box = this.closest('.matching-history');
        const item = this.closest('[data-message-id]');
        const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
        const top = item && box ? topHeight + index * rowHeight - box.scrollTop : 0;
        return new DOMRect(0, top, 100, item ? rowHeight : 0);
      });
    try {
      fakeApi({
        [routeOf(interestCalls.conversationGet)]: ({ body }) =>
          (body as { before?: number }).before === 3
            ? [200, conversationAnswer([message(2, 12), message(1, me)])]
            : [200, conversationAnswer([message(4, 12), message(3, me)], { nextBefore: 3 })],
        [routeOf(interestCalls.conversationRead)]: readAnswer,
      });
      renderAt('/messages/12');
      const history = await screen.findByRole('region', { name: 'Conversation history' }, slow);
      await screen.findByText('Message 4', { selector: 'p' }, slow);
      // The member scrolls up until message 3 is a little above the top of the box.
      history.scrollTop = 70;
      fireEvent.scroll(history);
      fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
      await screen.findByText('Message 1', { selector: 'p' }, slow);
      // Two rows came in above: the box scrolled by as much, so message 3 did not move.
      expect(history.scrollTop).toBe(70 + 2 * rowHeight);
      expect(history.getAttribute('tabindex')).toBe('0');
    } finally {
      layout.mockRestore();
    }
  });

  it('reports from the conversation, attaching it, and then shows it closed', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(
        200,
        conversationAnswer([message(3, 12, { text: 'Send me 5000 baht' })]),
      ),
      [routeOf(interestCalls.conversationRead)]: readAnswer,
      [routeOf(interestCalls.report)]: answer(200, {
        status: 'OK',
        message: reportReceived,
        code: 'reportReceived',
      }),
    });
    renderAt('/messages/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Report Member 12' }, slow));
    const dialog = screen.getByRole('dialog');
    const attach = within(dialog).getByRole('checkbox', {
      name: 'Attach this conversation, so our team can read the latest messages',
    });
    expect((attach as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));

    const closed = await screen.findByText(
      'This conversation is closed: you reported Member 12, and you no longer see each other.',
      {},
      slow,
    );
    expect(callsTo(calls, interestCalls.report).map((call) => call.body)).toEqual([
      { user_id: me, reported_user_id: 12, reason: 'harassment', attach_conversation: true },
    ]);
    expect((await screen.findByRole('status', {}, slow)).textContent).toContain(reportReceived);
    expect(document.activeElement).toBe(closed);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Send me 5000 baht')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Messages' }).getAttribute('href')).toBe(
      '/messages',
    );
  });

  it('reports without the conversation when the member unticks it', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(200, conversationAnswer([message(3, me)])),
      [routeOf(interestCalls.report)]: answer(200, {
        status: 'OK',
        message: reportReceived,
        code: 'reportReceived',
      }),
    });
    renderAt('/messages/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Report Member 12' }, slow));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await screen.findByText(/This conversation is closed/, {}, slow);
    expect(callsTo(calls, interestCalls.report).map((call) => call.body)).toEqual([
      { user_id: me, reported_user_id: 12, reason: 'other', attach_conversation: false },
    ]);
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and counts the characters', async () => {
    const calls = fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(
        200,
        conversationAnswer([message(3, 12, { read: true })]),
      ),
      [routeOf(interestCalls.messageSend)]: ({ body }) => [
        200,
        {
          status: 'OK',
          conversation_id: 50,
          message: message(4, me, { text: (body as { text: string }).text }),
        },
      ],
    });
    renderAt('/messages/12');
    const box = await screen.findByRole('textbox', { name: 'Your message' }, slow);
    fireEvent.change(box, { target: { value: 'Hi there' } });
    expect(screen.getByText('8 / 2,000 characters')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(callsTo(calls, interestCalls.messageSend)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(await screen.findByText('Hi there', { selector: 'p' }, slow)).toBeTruthy();
    expect(callsTo(calls, interestCalls.messageSend).map((call) => call.body)).toEqual([
      { user_id: me, conversation_id: 50, text: 'Hi there' },
    ]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText(/Sent/)).toBeTruthy();
  });

  it('offers the packages instead of the composer when the member may not write', async () => {
    fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(
        200,
        conversationAnswer([], { canWrite: false }),
      ),
    });
    renderAt('/messages/12');
    expect(
      await screen.findByText('Subscribe to start a conversation.', { exact: false }, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'See the packages' }));
    expect(location()).toBe('/my-package');
  });

  it('keeps the conversation with a deleted member to read: no name, photo, report or composer', async () => {
    fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(
        200,
        deletedAnswer([removed(3, 12), message(2, me, { read: true }), removed(1, 12)]),
      ),
      [routeOf(interestCalls.conversationRead)]: readAnswer,
    });
    renderAt('/messages/12');
    const thread = await screen.findByRole('list', { name: 'Messages with Deleted member' }, slow);
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.matching-message__text')?.textContent),
    ).toEqual(['Message removed', 'Message 2', 'Message removed']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deleted member');
    expect(screen.queryByRole('link', { name: /Member 12/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See the packages' })).toBeNull();
    expect(
      screen.getByText('This member deleted their account.', { exact: false }).textContent,
    ).toContain('but not reply');
  });

  it.each([
    ['th', 'สมาชิกที่ลบบัญชีแล้ว', 'ข้อความถูกลบแล้ว'],
    ['no', 'Slettet medlem', 'Melding fjernet'],
  ] as const)('names a deleted member and a removed message in %s', async (lang, name, text) => {
    fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(200, deletedAnswer([removed(3, 12)])),
      [routeOf(interestCalls.conversationRead)]: readAnswer,
    });
    act(() => setLanguage(lang));
    renderAt('/messages/12');
    expect(await screen.findByRole('heading', { level: 1, name }, slow)).toBeTruthy();
    expect(await screen.findByText(text, {}, slow)).toBeTruthy();
  });

  it('replaces the composer with the reason when the server refuses the message', async () => {
    const refusal =
      'Subscribe to start a conversation. You can reply when a subscriber writes to you first.';
    fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(200, conversationAnswer([])),
      [routeOf(interestCalls.messageSend)]: answer(403, {
        status: 'FAILED',
        message: refusal,
        code: 'subscribeToWrite',
      }),
    });
    renderAt('/messages/12');
    const box = await screen.findByRole('textbox', { name: 'Your message' }, slow);
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toContain(refusal);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the packages' })).toBeTruthy();
  });

  it('shows and announces a message arriving live, and the read mark of mine', async () => {
    const stream = new FakeEventStream();
    const calls = fakeApi({
      [routeOf(interestCalls.conversationGet)]: answer(200, conversationAnswer([message(3, me)])),
      [routeOf(interestCalls.conversationRead)]: readAnswer,
      [live]: () => [200, stream],
    });
    renderAt('/messages/12');
    const box = await screen.findByRole('textbox', { name: 'Your message' }, slow);
    box.focus();
    stream.send(
      {
        kind: 'conversation-read',
        data: { conversation_id: 50, reader_id: 12, read_up_to: 3 },
      },
      6,
    );
    expect(await screen.findByText(/Read/, {}, slow)).toBeTruthy();
    stream.send(
      {
        kind: 'message',
        data: {
          conversation_id: 50,
          message: message(4, 12, { text: 'Nice to meet you' }),
          unread: 1,
          unread_total: 1,
        },
      },
      7,
    );

    expect(await screen.findByText('Nice to meet you', { selector: 'p' }, slow)).toBeTruthy();
    expect(
      await screen.findByText('New message from Member 12: Nice to meet you', {}, slow),
    ).toBeTruthy();
    expect(document.activeElement).toBe(box);
    await waitFor(() =>
      expect(callsTo(calls, interestCalls.conversationRead).map((call) => call.body)).toEqual([
        { user_id: me, conversation_id: 50, up_to: 4 },
      ]),
    );
  });
});

import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { ConversationMessage } from '@dating/contracts';
import { useTranslation } from '@dating/portal';
import { Button } from '@dating/ui';
import { matchingNamespace } from '../translations';
import { MessageThread } from './MessageThread';
import { threadTop } from './thread';

/** Within this many pixels of the bottom, a new message keeps the thread at the bottom. */
const nearBottom = 48;
/** Older messages are asked for this many pixels before the top comes into view. */
const aheadOfTop = '160px';

/** A shown message's distance from the top of the scrolling box; null when it is not shown. */
function offsetOf(box: HTMLElement, messageId: number): number | null {
  const item = box.querySelector(`[data-message-id="${messageId}"]`);
  return item ? item.getBoundingClientRect().top - box.getBoundingClientRect().top : null;
}

/** Where the member is in the box: at the bottom or not, and where the oldest message is. */
interface Position {
  atBottom: boolean;
  oldest: { id: number; offset: number } | null;
}

function positionOf(box: HTMLElement, oldestId: number | null): Position {
  const offset = oldestId === null ? null : offsetOf(box, oldestId);
  return {
    atBottom: box.scrollHeight - box.scrollTop - box.clientHeight <= nearBottom,
    oldest: oldestId === null || offset === null ? null : { id: oldestId, offset },
  };
}

export interface ConversationHistoryProps {
  messages: readonly ConversationMessage[];
  userId: number;
  otherName: string;
  /** The `before` of older messages; null at the beginning. */
  next: number | null;
  loadingOlder: boolean;
  /** Older messages failed: they are asked for again only by the button. */
  olderFailed: boolean;
  onShowOlder: () => void;
}

/**
 * The thread in its own scrolling box, newest at the bottom. Reaching the top (an observed
 * element, or the Show older messages button for keyboards and assistive technology) asks for
 * older messages, which are put above without moving what the member is reading. A new message
 * scrolls to the bottom when the member was there, or wrote it.
 */
export function ConversationHistory({
  messages,
  userId,
  otherName,
  next,
  loadingOlder,
  olderFailed,
  onShowOlder,
}: ConversationHistoryProps) {
  const { t } = useTranslation(matchingNamespace);
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  /** As last measured: after each change shown, and on each scroll. */
  const position = useRef<Position>({ atBottom: true, oldest: null });
  const newestShown = useRef<number | null>(null);
  const oldestId = messages[0]?.id ?? null;
  const newestId = messages.at(-1)?.id ?? null;
  const newestMine = messages.at(-1)?.sender_id === userId;

  useLayoutEffect(() => {
    const scroller = box.current;
    if (!scroller) return;
    const { atBottom, oldest } = position.current;
    if (oldest && oldest.id !== oldestId) {
      // Older messages came in above: the message that was the oldest goes back where it was.
      const now = offsetOf(scroller, oldest.id);
      if (now !== null) scroller.scrollTop += now - oldest.offset;
    }
    if (newestId !== newestShown.current) {
      if (atBottom || newestMine) scroller.scrollTop = scroller.scrollHeight;
      newestShown.current = newestId;
    }
    position.current = positionOf(scroller, oldestId);
  }, [oldestId, newestId, newestMine]);

  const reachedTop = useEffectEvent(onShowOlder);
  const observing = next !== null && !loadingOlder && !olderFailed;
  useEffect(() => {
    const root = box.current;
    const target = top.current;
    if (!observing || !root || !target || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the top at once: still in view after a page, the next one follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachedTop();
      },
      { root, rootMargin: `${aheadOfTop} 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [observing]);

  const start = threadTop(messages.length, next);
  return (
    <div
      ref={box}
      className="matching-history"
      // Focusable, so the keyboard scrolls it.
      tabIndex={0}
      role="region"
      aria-label={t('messages.history')}
      onScroll={(event) => {
        position.current = positionOf(event.currentTarget, oldestId);
      }}
    >
      {start === 'older' && (
        <div ref={top} className="matching-more matching-history__top">
          <Button variant="secondary" loading={loadingOlder} onClick={onShowOlder}>
            {t('messages.showOlder')}
          </Button>
        </div>
      )}
      {start === 'beginning' && (
        <p className="matching-history__top matching-history__beginning">
          {t('messages.beginning')}
        </p>
      )}
      <MessageThread messages={messages} userId={userId} otherName={otherName} />
    </div>
  );
}

import './styles.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export type NoticeKind = 'success' | 'error';

/** SPEC.md §9: notice banners last 5 seconds. */
export const noticeDurationSeconds = 5;

export interface NoticeProps {
  kind: NoticeKind;
  /** The whole translated line, e.g. 'Error: Invalid username or password'. */
  children: ReactNode;
  /** 'Closing in 5 seconds', translated, for the seconds left. */
  closingText: (seconds: number) => string;
  /** Accessible name of the × button, translated. */
  dismissLabel: string;
  durationSeconds?: number;
  /** Called once the banner has closed itself or was dismissed. */
  onClose?: () => void;
}

/**
 * A red (error) or green (success) banner that scrolls itself into view, counts down and
 * removes itself after five seconds; × closes it at once.
 */
export function Notice({
  kind,
  children,
  closingText,
  dismissLabel,
  durationSeconds = noticeDurationSeconds,
  onClose,
}: NoticeProps) {
  const [remaining, setRemaining] = useState(durationSeconds);
  const [dismissed, setDismissed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const closed = dismissed || remaining <= 0;

  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, []);

  useEffect(() => {
    if (closed) return;
    const timer = window.setInterval(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => window.clearInterval(timer);
  }, [closed]);

  useEffect(() => {
    if (closed) onClose?.();
  }, [closed, onClose]);

  if (closed) return null;
  return (
    <div
      ref={ref}
      className={`ui-notice ui-notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <div className="ui-notice__body">
        <p className="ui-notice__message">{children}</p>
        <p className="ui-notice__countdown" aria-live="off">
          {closingText(remaining)}
        </p>
      </div>
      <button
        type="button"
        className="ui-notice__dismiss"
        aria-label={dismissLabel}
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}

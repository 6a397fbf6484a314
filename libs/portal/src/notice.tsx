import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Notice, NoticeStack, type NoticeKind } from '@dating/ui';
import { useTranslation } from './i18n';

export interface NoticeApi {
  /** Shows 'Successfully: {message}'; the errors shown before it are outdated and go. */
  success(message: string): void;
  /** Shows 'Error: {message}'; the same error shown before is replaced, not repeated. */
  error(message: string): void;
  /**
   * Takes the errors shown so far away: for an outcome the page shows itself (a success view,
   * a new step), after which they no longer apply.
   */
  clearErrors(): void;
}

export interface NoticeEntry {
  id: number;
  kind: NoticeKind;
  message: string;
}

const NoticeContext = createContext<NoticeApi | null>(null);
const maxNotices = 3;
let nextId = 1;

function NoticeItem({ entry, onClose }: { entry: NoticeEntry; onClose: (id: number) => void }) {
  const { t } = useTranslation('common');
  const close = useCallback(() => onClose(entry.id), [onClose, entry.id]);
  return (
    <Notice
      kind={entry.kind}
      closingText={(count) => t('notice.closing', { count })}
      dismissLabel={t('notice.dismiss')}
      onClose={close}
    >
      {t(entry.kind === 'error' ? 'notice.error' : 'notice.success', { message: entry.message })}
    </Notice>
  );
}

/**
 * The notices after a new one: a success replaces the errors before it (the member fixed what
 * they said), an error replaces the same error shown before; newest first, at most `maxNotices`.
 */
export function withNotice(list: readonly NoticeEntry[], entry: NoticeEntry): NoticeEntry[] {
  const current = list.filter((shown) =>
    entry.kind === 'success' ? shown.kind !== 'error' : shown.message !== entry.message,
  );
  return [entry, ...current].slice(0, maxNotices);
}

/** Holds the page's notices and shows them above its children. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<NoticeEntry[]>([]);

  const notices = useMemo<NoticeApi>(() => {
    const push = (kind: NoticeKind, message: string) => {
      const id = nextId++;
      setEntries((list) => withNotice(list, { id, kind, message }));
    };
    return {
      success: (message) => push('success', message),
      error: (message) => push('error', message),
      clearErrors: () =>
        setEntries((list) =>
          list.some((entry) => entry.kind === 'error')
            ? list.filter((entry) => entry.kind !== 'error')
            : list,
        ),
    };
  }, []);

  const remove = useCallback(
    (id: number) => setEntries((list) => list.filter((entry) => entry.id !== id)),
    [],
  );

  return (
    <NoticeContext value={notices}>
      {entries.length > 0 && (
        <NoticeStack>
          {entries.map((entry) => (
            <NoticeItem key={entry.id} entry={entry} onClose={remove} />
          ))}
        </NoticeStack>
      )}
      {children}
    </NoticeContext>
  );
}

/** `success(message)` and `error(message)` of the nearest NoticeProvider. */
export function useNotice(): NoticeApi {
  const notices = useContext(NoticeContext);
  if (!notices) throw new Error('useNotice() needs a <NoticeProvider> above it');
  return notices;
}

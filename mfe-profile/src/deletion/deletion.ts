import { useState } from 'react';
import { authCalls, type Language } from '@dating/contracts';
import {
  api,
  errorMessage,
  translateServerMessage,
  useAccount,
  useNotice,
  useSession,
} from '@dating/portal';

const locales: Record<Language, string> = { en: 'en-GB', th: 'th-TH', no: 'nb-NO' };

/** The day an account will be deleted, in the reader's language (Thai: the Buddhist era). */
export function deletionDateText(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** Cancels the signed-in member's deletion, says so, and asks the account again. */
export function useKeepAccount(): { keep: () => Promise<void>; busy: boolean } {
  const { userId } = useSession();
  const { reload } = useAccount();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  async function keep() {
    if (userId === null) return;
    setBusy(true);
    try {
      const answer = await api.call(authCalls.deletionCancel, { user_id: userId });
      notice.success(translateServerMessage(answer));
      reload();
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { keep, busy };
}

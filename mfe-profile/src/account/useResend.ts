import { useState } from 'react';
import { authCalls } from '@dating/contracts';
import { api, errorMessage, translateServerMessage, useNotice } from '@dating/portal';

/** Mails the signed-in member a fresh confirmation link and says how it went. */
export function useResend(): { resend: () => Promise<void>; busy: boolean } {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      const result = await api.call(authCalls.confirmationResend, {});
      notice.success(translateServerMessage(result));
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { resend, busy };
}

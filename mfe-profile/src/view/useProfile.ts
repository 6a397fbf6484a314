import { profileCalls, type ProfileView } from '@dating/contracts';
import { i18n, isMemberUnavailable, useCall, useNotice } from '@dating/portal';
import { profileNamespace } from '../translations';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProfileView }
  /**
   * `httpStatus` 404: there is no such profile (yet). `unavailable`: the member is hidden,
   * deactivated or blocked ('This profile is not available'), not an error.
   */
  | { status: 'failed'; message: string; httpStatus: number; unavailable: boolean };

export interface ProfileOptions {
  /** Ask again when the language changes: the server labels choices in the viewer's language. */
  perLanguage?: boolean;
  /** A 404 is expected (nothing saved yet), not an error to show. */
  notFoundIsEmpty?: boolean;
}

/**
 * A profile page in one call (`profileCalls.viewGet`), and `reload` to ask again: the page
 * shown stays until the new answer replaces it, and stays if that fails. A failure is also
 * shown as 'Error: Error fetching user data: {message}' (SPEC.md §8), unless the member is not
 * available to the viewer (the page explains that calmly).
 */
export function useProfile(
  userId: number,
  { perLanguage = false, notFoundIsEmpty = false }: ProfileOptions = {},
): { state: ProfileState; reload: () => void } {
  const notice = useNotice();
  const { data, error, reload } = useCall(
    profileCalls.viewGet,
    { user_id: userId },
    {
      perLanguage,
      onError: (failure) => {
        if (failure.status === 404 && notFoundIsEmpty) return;
        if (isMemberUnavailable(failure)) return;
        notice.error(i18n.t('view.fetchError', { ns: profileNamespace, message: failure.message }));
      },
    },
  );

  if (data) return { state: { status: 'ready', profile: data.profile }, reload };
  if (error) {
    return {
      state: {
        status: 'failed',
        message: error.message,
        httpStatus: error.status,
        unavailable: isMemberUnavailable(error),
      },
      reload,
    };
  }
  return { state: { status: 'loading' }, reload };
}

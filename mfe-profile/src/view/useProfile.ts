import { useCallback, useEffect, useState } from 'react';
import type { Language, ProfileView, ProfileViewResult } from '@dating/contracts';
import { api, ApiError, errorMessage, i18n, useNotice } from '@dating/portal';
import { profileNamespace } from '../translations';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ProfileView }
  /** `httpStatus` 404: there is no such profile (yet). */
  | { status: 'failed'; message: string; httpStatus: number };

export interface ProfileOptions {
  /** Ask again when it changes: the server labels choices in the viewer's language. */
  language?: Language;
  /** A 404 is expected (nothing saved yet), not an error to show. */
  notFoundIsEmpty?: boolean;
}

/**
 * A profile page in one call (POST /api/get-profile), and ways to ask again: `reload` shows the
 * loading state, `refresh` keeps the page shown until the new answer replaces it (and keeps it
 * if that fails). A failure is also shown as 'Error: Error fetching user data: {message}'
 * (SPEC.md §8).
 */
export function useProfile(
  userId: number,
  { language, notFoundIsEmpty = false }: ProfileOptions = {},
): { state: ProfileState; reload: () => void; refresh: () => void } {
  const notice = useNotice();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [request, setRequest] = useState({ attempt: 0, quiet: false });

  useEffect(() => {
    let current = true;
    if (!request.quiet) setState({ status: 'loading' });
    api
      .post<ProfileViewResult>('/api/get-profile', { user_id: userId })
      .then((result) => {
        if (current) setState({ status: 'ready', profile: result.profile });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = errorMessage(error);
        const httpStatus = error instanceof ApiError ? error.status : 0;
        if (!request.quiet) setState({ status: 'failed', message, httpStatus });
        if (httpStatus === 404 && notFoundIsEmpty) return;
        notice.error(i18n.t('view.fetchError', { ns: profileNamespace, message }));
      });
    return () => {
      current = false;
    };
  }, [userId, request, language, notFoundIsEmpty, notice]);

  const reload = useCallback(
    () => setRequest(({ attempt }) => ({ attempt: attempt + 1, quiet: false })),
    [],
  );
  const refresh = useCallback(
    () => setRequest(({ attempt }) => ({ attempt: attempt + 1, quiet: true })),
    [],
  );
  return { state, reload, refresh };
}

import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { CallInput, CallOutput, Language, RouteDefinition } from '@dating/contracts';
import { api, toApiError, type ApiError } from './api';
import { useLanguage } from './i18n';

export interface UseCallOptions {
  /**
   * The server words the answer (a menu, choice labels): ask again when the interface language
   * changes, showing the answer in the old language until the new one comes.
   */
  perLanguage?: boolean;
  /** Told of each failure for the current input, as it happens (e.g. to show a notice). */
  onError?: (error: ApiError) => void;
}

export interface CallState<Call extends RouteDefinition> {
  /** The answer for the current input; undefined until it comes. A reload keeps it shown. */
  data: CallOutput<Call> | undefined;
  /** Why the latest request for the current input failed. */
  error: ApiError | undefined;
  /** A request for the current input is under way. */
  loading: boolean;
  /** Asks again for the same input. */
  reload: () => void;
}

interface CallRequest<Call extends RouteDefinition> {
  /** The call and its input as one comparable value; null: not asked yet. */
  key: string | null;
  input: CallInput<Call> | null;
  language: Language | null;
  attempt: number;
}

interface Shown<Call extends RouteDefinition> {
  request: CallRequest<Call>;
  data?: CallOutput<Call>;
  error?: ApiError;
  loading: boolean;
}

function requestFor<Call extends RouteDefinition>(
  call: Call,
  input: CallInput<Call> | null,
  language: Language | null,
  attempt: number,
): CallRequest<Call> {
  const key = input === null ? null : `${call.subject} ${JSON.stringify(input)}`;
  return { key, input, language, attempt };
}

/**
 * A declared call's answer for a component: asked when mounted and whenever the input changes
 * (compared by value), not at all while the input is null. An answer for an input the component
 * has since left is dropped, so the shown answer always belongs to the current input.
 */
export function useCall<Call extends RouteDefinition>(
  call: Call,
  input: CallInput<Call> | null,
  { perLanguage = false, onError }: UseCallOptions = {},
): CallState<Call> {
  const [interfaceLanguage] = useLanguage();
  const language = perLanguage ? interfaceLanguage : null;
  const wanted = requestFor(call, input, language, 0);
  const [shown, setShown] = useState<Shown<Call>>({
    request: wanted,
    loading: wanted.key !== null,
  });

  // Adjusting state while rendering (React's way for state that follows props): the answer to
  // another input is never shown, not even for one render.
  if (shown.request.key !== wanted.key || shown.request.language !== wanted.language) {
    const request = { ...wanted, attempt: shown.request.attempt };
    setShown(
      shown.request.key === wanted.key
        ? { request, data: shown.data, loading: true }
        : { request, loading: request.key !== null },
    );
  }

  const failed = useEffectEvent((error: ApiError) => onError?.(error));
  const { request } = shown;
  useEffect(() => {
    const { input: asked } = request;
    if (asked === null) return;
    let current = true;
    api.call(call, asked).then(
      (data) => {
        if (current) setShown((before) => ({ request: before.request, data, loading: false }));
      },
      (error: unknown) => {
        if (!current) return;
        const apiError = toApiError(error);
        setShown((before) => ({
          request: before.request,
          data: before.data,
          error: apiError,
          loading: false,
        }));
        failed(apiError);
      },
    );
    return () => {
      current = false;
    };
  }, [call, request]);

  const reload = useCallback(
    () =>
      setShown((before) =>
        before.request.input === null
          ? before
          : {
              request: { ...before.request, attempt: before.request.attempt + 1 },
              data: before.data,
              loading: true,
            },
      ),
    [],
  );

  return { data: shown.data, error: shown.error, loading: shown.loading, reload };
}

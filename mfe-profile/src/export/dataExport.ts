import { useEffect, useState } from 'react';
import { authCalls, gatewayPaths, type ExportState, type Language } from '@dating/contracts';
import { api, errorMessage, toApiError, translateServerMessage, useNotice } from '@dating/portal';

/** The first wait before asking again how a preparing export stands, then each longer. */
export const firstPollMs = 2000;
export const longestPollMs = 15000;

/** The next wait of the polling's backoff: half again as long each time, at most the longest. */
export function nextPollMs(previous: number): number {
  return Math.min(longestPollMs, Math.round(previous * 1.5));
}

const locales: Record<Language, string> = { en: 'en-GB', th: 'th-TH', no: 'nb-NO' };

/** A zip's size for people: kB under a megabyte, else MB with one decimal. */
export function sizeText(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locales[language], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(Math.max(1, megabytes ? bytes / 1_000_000 : bytes / 1000));
}

export interface DataExport {
  /** The member's newest export, null when there is none; undefined until the first answer. */
  current: ExportState | null | undefined;
  /** Why the status could not be read (with `retry`). */
  failure: string | undefined;
  retry: () => void;
  /** Asks for an export in `lang`; the answer's message is told as a notice. */
  prepare: (lang: Language) => Promise<void>;
  preparing: boolean;
}

/**
 * The signed-in member's data export: its state, asked again every few seconds (longer each
 * time) while it is being prepared, until it is ready or the component is gone.
 */
export function useDataExport(userId: number): DataExport {
  const notice = useNotice();
  const [current, setCurrent] = useState<ExportState | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [preparing, setPreparing] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (wait: number) => {
      api.call(authCalls.exportStatus, { user_id: userId }).then(
        ({ export: state }) => {
          if (!live) return;
          setFailure(undefined);
          setCurrent(state);
          if (state?.status === 'preparing') timer = setTimeout(() => ask(nextPollMs(wait)), wait);
        },
        (error: unknown) => {
          if (live) setFailure(toApiError(error).message);
        },
      );
    };
    ask(firstPollMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, attempt]);

  async function prepare(lang: Language) {
    setPreparing(true);
    try {
      const answer = await api.call(authCalls.exportRequest, { user_id: userId, lang });
      notice.success(translateServerMessage(answer));
      setCurrent(answer.export);
      // Polling starts again for the new export.
      setAttempt((count) => count + 1);
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setPreparing(false);
    }
  }

  return {
    current,
    failure,
    retry: () => setAttempt((count) => count + 1),
    prepare,
    preparing,
  };
}

/**
 * Saves a ready export: the download needs the key and the bearer token, so it is fetched by
 * the api client (as receipts are) and handed to the browser as a file under its own name.
 */
export async function saveExport(exportId: string, fileName: string): Promise<void> {
  const blob = await api.blob(gatewayPaths.exportDownload(exportId));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The name the zip is saved under, as the gateway names it. */
export function exportFileName(username: string, readyAt: string | null): string {
  const name = username.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${name}-data-${(readyAt ?? '').slice(0, 10)}.zip`;
}

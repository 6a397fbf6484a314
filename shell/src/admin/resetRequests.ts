import type { Language, ResetRequestView } from '@dating/contracts';

/** A used link is done with; any other request can get a fresh link. */
export function canResend(request: ResetRequestView): boolean {
  return request.state !== 'used';
}

const locales: Record<Language, string> = { en: 'en-GB', th: 'th-TH', no: 'nb-NO' };

/** Day, month, year, hour and minute in the interface's language; '–' for none. */
export function formatDateTime(iso: string | null, language: Language): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** Puts a request's new state in its place in the list. */
export function replaceRequest(
  requests: ResetRequestView[],
  changed: ResetRequestView,
): ResetRequestView[] {
  return requests.map((request) => (request.request_id === changed.request_id ? changed : request));
}

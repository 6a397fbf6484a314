import type { ResetRequestView } from '@dating/contracts';

/** A used link is done with; any other request can get a fresh link. */
export function canResend(request: ResetRequestView): boolean {
  return request.state !== 'used';
}

/** Puts a request's new state in its place in the list. */
export function replaceRequest(
  requests: ResetRequestView[],
  changed: ResetRequestView,
): ResetRequestView[] {
  return requests.map((request) => (request.request_id === changed.request_id ? changed : request));
}

import type { ResetRequestView } from '@dating/contracts';

/** A reset request whose link was mailed and is still waiting to be used. */
export const sentRequest: ResetRequestView = {
  request_id: 1,
  user_id: 7,
  username: 'malee',
  email: 'malee@example.com',
  lang: 'th',
  state: 'sent',
  requested_at: '2026-03-01T10:00:00.000Z',
  sent_at: '2026-03-01T10:00:01.000Z',
  expires_at: '2026-03-01T10:30:00.000Z',
  used_at: null,
};

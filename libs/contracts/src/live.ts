import { type Deployable } from './call';

/**
 * A member's live feed: what their open tabs receive at once over the gateway's Server-Sent
 * Events stream (new messages, notifications). JetStream stream LIVE keeps each member's feed
 * for a day on `live.<userId>`, so a tab that lost its connection resumes after the last event
 * it saw: an event's SSE id is its sequence number in the stream.
 */
export const liveStreamName = 'LIVE';
export const liveStreamSubjects = 'live.>';
export const liveSubjectOf = (userId: number): `live.${number}` => `live.${userId}`;

/** The deployables that write to members' live feeds. */
export const liveEmitters: readonly Deployable[] = ['svc-interest'];

export const liveEventKinds = ['message', 'conversation-read', 'notification'] as const;

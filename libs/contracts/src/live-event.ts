import { z } from 'zod';
import { liveConversationReadDataSchema, liveMessageDataSchema } from './interest/conversations';
import { liveNotificationDataSchema } from './interest/notifications';

/**
 * What a live feed carries, by kind (`liveEventKinds`): the gateway checks each event against it
 * and sends a tab nothing else, so a page reads an event's data as its kind declares it.
 */
export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), data: liveMessageDataSchema }),
  z.object({ kind: z.literal('conversation-read'), data: liveConversationReadDataSchema }),
  z.object({ kind: z.literal('notification'), data: liveNotificationDataSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

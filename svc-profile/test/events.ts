import { type EventDefinition, type EventPayload } from '@dating/contracts';
import {
  eventsHandled,
  publishEvent as publishEventOnBus,
  type ServiceUnderTest,
} from '@dating/testing';
import { type ProfileConfig } from '../src/config';

/** Resolves once `condition` holds, asking again every 20 ms. */
export async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Publishes `payload` as the event's emitter's outbox relay does (libs/testing's publishEvent). */
export function publishEvent<Event extends EventDefinition>(
  profile: ServiceUnderTest<ProfileConfig>,
  event: Event,
  payload: EventPayload<Event>,
): Promise<void> {
  return publishEventOnBus(profile.infra, event, payload);
}

/** svc-profile has handled and acknowledged every `event` published so far. */
export function handled(
  profile: ServiceUnderTest<ProfileConfig>,
  event: EventDefinition,
): Promise<void> {
  return eventsHandled(profile.infra, event, 'svc-profile');
}

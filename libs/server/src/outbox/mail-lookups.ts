import { Inject, Injectable, Optional } from '@nestjs/common';
import { authCalls, profileCalls, type MailRecipient, type RecipientKind } from '@dating/contracts';
import { CallClient } from '../bus/call-client';

/** The most ids one lookup takes (both calls' input schemas). */
const lookupBatch = 500;

function batches(ids: readonly number[]): number[][] {
  const unique = [...new Set(ids)];
  const found: number[][] = [];
  for (let at = 0; at < unique.length; at += lookupBatch)
    found.push(unique.slice(at, at + lookupBatch));
  return found;
}

/**
 * Members' profile names where the service keeps them itself (svc-profile, token MEMBER_NAMES):
 * its outbox reads them there rather than asking itself over the bus.
 */
export interface MemberNames {
  namesOf(userIds: readonly number[]): Promise<{ user_id: number; name: string }[]>;
}
export const MEMBER_NAMES = Symbol('member names');

/**
 * What an outbox needs to mail members: who gets a kind of mail (svc-auth leaves out members who
 * are inactive or turned it off, and signs each one's unsubscribe link) and the profile names a
 * mail speaks of (svc-profile). Both throw when the service does not answer.
 */
@Injectable()
export class MailLookups {
  constructor(
    private readonly calls: CallClient,
    @Optional() @Inject(MEMBER_NAMES) private readonly ownNames?: MemberNames,
  ) {}

  async recipients(
    userIds: readonly number[],
    kind: RecipientKind,
  ): Promise<Map<number, MailRecipient>> {
    const found = new Map<number, MailRecipient>();
    for (const user_ids of batches(userIds)) {
      const { recipients } = await this.calls.call(
        authCalls.mailRecipients,
        { user_ids, kind },
        { onFailure: 'throw' },
      );
      for (const recipient of recipients) found.set(recipient.user_id, recipient);
    }
    return found;
  }

  /** Profile names by member; members without one are left out. */
  async names(userIds: readonly number[]): Promise<Map<number, string>> {
    if (this.ownNames) {
      const members = await this.ownNames.namesOf([...new Set(userIds)]);
      return new Map(members.map((member) => [member.user_id, member.name]));
    }
    const found = new Map<number, string>();
    for (const user_ids of batches(userIds)) {
      const { members } = await this.calls.call(
        profileCalls.memberNamesGet,
        { user_ids },
        { onFailure: 'throw' },
      );
      for (const member of members) found.set(member.user_id, member.name);
    }
    return found;
  }
}

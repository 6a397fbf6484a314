import { Outbox1767400000000 } from '@dating/server';
import { CreateInterest1763900000000 } from './1763900000000-create-interest';
import { CreateMemberBlock1763900100000 } from './1763900100000-create-member-block';
import { DeactivatedMember1765020000000 } from './1765020000000-deactivated-member';
import { CreateMemberReport1765400000000 } from './1765400000000-create-member-report';
import { InterestResponseVersion1766200000000 } from './1766200000000-interest-response-version';
import { CreateConversation1766300000000 } from './1766300000000-create-conversation';
import { MemberBlockVersion1766400000000 } from './1766400000000-member-block-version';
import { CreateNotification1766500000000 } from './1766500000000-create-notification';
import { NotificationMail1766600000000 } from './1766600000000-notification-mail';
import { ReportConversation1766700000000 } from './1766700000000-report-conversation';
import { NotificationFlood1766800000000 } from './1766800000000-notification-flood';
import { ReportHides1766900000000 } from './1766900000000-report-hides';
import { MemberMembership1767500000000 } from './1767500000000-member-membership';
import { MatchMailOutbox1767500100000 } from './1767500100000-match-mail-outbox';
import { AnnounceBlocksAndResponses1767600000000 } from './1767600000000-announce-blocks-and-responses';
import { DropMemberBlockOfIdx1767700000000 } from './1767700000000-drop-member-block-of-idx';
import { MemberErasure1767800000000 } from './1767800000000-member-erasure';

export const migrations = [
  CreateInterest1763900000000,
  CreateMemberBlock1763900100000,
  DeactivatedMember1765020000000,
  CreateMemberReport1765400000000,
  InterestResponseVersion1766200000000,
  CreateConversation1766300000000,
  MemberBlockVersion1766400000000,
  CreateNotification1766500000000,
  NotificationMail1766600000000,
  ReportConversation1766700000000,
  NotificationFlood1766800000000,
  ReportHides1766900000000,
  Outbox1767400000000,
  MemberMembership1767500000000,
  MatchMailOutbox1767500100000,
  AnnounceBlocksAndResponses1767600000000,
  DropMemberBlockOfIdx1767700000000,
  MemberErasure1767800000000,
];

import { type MigrationInterface } from 'typeorm';
import { CreateBilling1764000000000 } from './1764000000000-create-billing';
import { ReceiptLook1764000100000 } from './1764000100000-receipt-look';
import { ReceiptUpload1764000200000 } from './1764000200000-receipt-upload';
import { MemberStatus1765030000000 } from './1765030000000-member-status';
import { AdminStats1765300000000 } from './1765300000000-admin-stats';
import { ReceiptReattach1766100000000 } from './1766100000000-receipt-reattach';
import { PackageTexts1766100100000 } from './1766100100000-package-texts';
import { MembershipNotices1766500000000 } from './1766500000000-membership-notices';
import { MemberMail1766800000000 } from './1766800000000-member-mail';
import { OneDoorOut1767500000000 } from './1767500000000-one-door-out';
import { AnnounceMemberships1767600000000 } from './1767600000000-announce-memberships';
import { MemberErasure1767700000000 } from './1767700000000-member-erasure';
import { Outbox1767400000000 } from '@dating/server';

export const migrations: (new () => MigrationInterface)[] = [
  CreateBilling1764000000000,
  ReceiptLook1764000100000,
  ReceiptUpload1764000200000,
  MemberStatus1765030000000,
  AdminStats1765300000000,
  ReceiptReattach1766100000000,
  PackageTexts1766100100000,
  MembershipNotices1766500000000,
  MemberMail1766800000000,
  Outbox1767400000000,
  OneDoorOut1767500000000,
  AnnounceMemberships1767600000000,
  MemberErasure1767700000000,
];

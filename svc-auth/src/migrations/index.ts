import { Outbox1767400000000 } from '@dating/server';
import { CreateUserLogin1763700000000 } from './1763700000000-create-user-login';
import { CreatePasswordResetRequest1763800000000 } from './1763800000000-create-password-reset-request';
import { Logins1764100000000 } from './1764100000000-logins';
import { SealSigningKeys1764200000000 } from './1764200000000-seal-signing-keys';
import { MemberStatusAndAudit1765000000000 } from './1765000000000-member-status-and-audit';
import { EmailConfirmation1766000000000 } from './1766000000000-email-confirmation';
import { MailPreference1766500000000 } from './1766500000000-mail-preference';
import { EmailChangeMail1767100000000 } from './1767100000000-email-change-mail';
import { LockEscapes1767200000000 } from './1767200000000-lock-escapes';
import { AccountDeletion1767500000000 } from './1767500000000-account-deletion';
import { MemberErasure1767600000000 } from './1767600000000-member-erasure';
import { LegalConsent1767700000000 } from './1767700000000-legal-consent';
import { DataExport1767800000000 } from './1767800000000-data-export';

export const migrations = [
  CreateUserLogin1763700000000,
  CreatePasswordResetRequest1763800000000,
  Logins1764100000000,
  SealSigningKeys1764200000000,
  MemberStatusAndAudit1765000000000,
  EmailConfirmation1766000000000,
  MailPreference1766500000000,
  EmailChangeMail1767100000000,
  LockEscapes1767200000000,
  Outbox1767400000000,
  AccountDeletion1767500000000,
  MemberErasure1767600000000,
  LegalConsent1767700000000,
  DataExport1767800000000,
];

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type Language, type Role } from '@dating/contracts';
import { ChangeAudit } from '@dating/server';

@Entity({ name: 'user_login' })
export class UserLogin extends ChangeAudit {
  @PrimaryGeneratedColumn({ name: 'user_id' })
  userId!: number;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'char', length: 1 })
  role!: Role;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';

  /** Session tokens issued before this instant are refused (set when a password changes). */
  @Column({ name: 'tokens_valid_after', type: 'timestamptz', nullable: true })
  tokensValidAfter!: Date | null;

  /** The language of the member's last registration or login: the one their mails speak. */
  @Column({ type: 'char', length: 2, nullable: true })
  lang!: Language | null;

  /** Why an administrator deactivated the account: told to the member when they log in. */
  @Column({ name: 'deactivation_reason', type: 'text', nullable: true })
  deactivationReason!: string | null;

  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** When the login address was confirmed; null until the member opens the mailed link. */
  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /** A new address the member asked for: the login address once its link is opened. */
  @Column({ name: 'pending_email', type: 'text', nullable: true })
  pendingEmail!: string | null;

  /** The sha-256 of the one open confirmation link (for the pending address, else the login one). */
  @Column({ name: 'email_token_hash', type: 'text', nullable: true })
  emailTokenHash!: string | null;

  @Column({ name: 'email_token_expires_at', type: 'timestamptz', nullable: true })
  emailTokenExpiresAt!: Date | null;

  /** When a confirmation link was last mailed: at most one a minute. */
  @Column({ name: 'email_token_sent_at', type: 'timestamptz', nullable: true })
  emailTokenSentAt!: Date | null;

  /**
   * The admin's TOTP secret (ADMIN_TOTP_SECRET), sealed with SIGNING_KEY_SECRET
   * (second-factor/totp-seal.ts); set only by the admin seed, so only role A has one.
   */
  @Column({ name: 'totp_secret_sealed', type: 'text', nullable: true })
  totpSecretSealed!: string | null;

  /** When the account will be deleted, as the member asked; null while no deletion waits. */
  @Column({ name: 'deletion_due_at', type: 'timestamptz', nullable: true })
  deletionDueAt!: Date | null;
}

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
}

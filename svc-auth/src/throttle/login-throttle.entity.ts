import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One account's failed logins and locks (see login-throttle.ts); no row: never failed. */
@Entity({ name: 'login_throttle' })
export class LoginThrottleRow {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ name: 'window_started_at', type: 'timestamptz', nullable: true })
  windowStartedAt!: Date | null;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ type: 'integer' })
  locks!: number;

  /** The sha-256 of the lock mail's unlock link: single use, while the lock lasts. */
  @Column({ name: 'unlock_token_hash', type: 'text', nullable: true })
  unlockTokenHash!: string | null;

  @Column({ name: 'unlock_expires_at', type: 'timestamptz', nullable: true })
  unlockExpiresAt!: Date | null;
}

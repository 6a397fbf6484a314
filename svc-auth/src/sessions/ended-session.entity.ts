import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A session ended by logout, kept until its token would have expired anyway. */
@Entity({ name: 'ended_session' })
export class EndedSession {
  @PrimaryColumn({ name: 'session_id', type: 'text' })
  sessionId!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}

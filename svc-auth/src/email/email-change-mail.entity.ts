import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One change-email mail of an account, kept a day for the limit (email-rules.ts). */
@Entity({ name: 'email_change_mail' })
export class EmailChangeMail {
  @PrimaryGeneratedColumn({ name: 'mail_id', type: 'bigint' })
  mailId!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}

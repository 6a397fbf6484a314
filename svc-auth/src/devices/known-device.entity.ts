import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A device a member logged in from (device-rules.ts): its id's hash and when it was last seen. */
@Entity({ name: 'known_device' })
export class KnownDevice {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId!: number;

  @PrimaryColumn({ name: 'device_hash', type: 'text' })
  deviceHash!: string;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;
}

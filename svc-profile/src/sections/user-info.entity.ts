import { Column, Entity } from 'typeorm';
import { SectionRecord } from './section-record';

/** Section 1, User Information; gender is a choice (USER_SYS_REF GENDER). */
@Entity({ name: 'user_info' })
export class UserInfoEntity extends SectionRecord {
  @Column({ type: 'text' })
  name!: string;

  /** YYYY-MM-DD */
  @Column({ type: 'date' })
  birthdate!: string;

  @Column({ type: 'text' })
  country!: string;

  @Column({ type: 'text', nullable: true })
  occupation!: string | null;

  @Column({ type: 'text', nullable: true })
  caption!: string | null;

  @Column({ name: 'c_email', type: 'text', nullable: true })
  cEmail!: string | null;

  @Column({ type: 'text', nullable: true })
  line!: string | null;

  @Column({ name: 'whats_app', type: 'text', nullable: true })
  whatsApp!: string | null;

  @Column({ type: 'text', nullable: true })
  facebook!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;
}

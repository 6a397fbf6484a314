import { Column, Entity } from 'typeorm';
import { SectionRecord } from './section-record';

/** Section 4, Date Information; its lists and yes/no answers are choices (USER_SYS_REF). */
@Entity({ name: 'date_info' })
export class DateInfoEntity extends SectionRecord {
  @Column({ name: 'age_start', type: 'int' })
  ageStart!: number;

  @Column({ name: 'age_end', type: 'int' })
  ageEnd!: number;

  @Column({ name: 'th_spouse_reason', type: 'text', nullable: true })
  thSpouseReason!: string | null;

  @Column({ name: 'th_women_think', type: 'text', nullable: true })
  thWomenThink!: string | null;

  @Column({ name: 'spouse_expect', type: 'text', nullable: true })
  spouseExpect!: string | null;
}

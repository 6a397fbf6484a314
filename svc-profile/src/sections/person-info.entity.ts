import { Column, Entity } from 'typeorm';
import { SectionRecord } from './section-record';

/** Section 2, Personal Information; its lists are choices (USER_SYS_REF). */
@Entity({ name: 'person_info' })
export class PersonInfoEntity extends SectionRecord {
  /** cm */
  @Column({ type: 'int' })
  height!: number;

  /** kg */
  @Column({ type: 'int' })
  weight!: number;

  @Column({ name: 'num_child', type: 'int', nullable: true })
  numChild!: number | null;
}

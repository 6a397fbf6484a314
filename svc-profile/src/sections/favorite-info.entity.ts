import { Column, Entity } from 'typeorm';
import { SectionRecord } from './section-record';

/** Section 3, Favorite; its lists are choices (USER_SYS_REF). */
@Entity({ name: 'favorite_info' })
export class FavoriteInfoEntity extends SectionRecord {
  @Column({ name: 'free_time', type: 'text', nullable: true })
  freeTime!: string | null;
}

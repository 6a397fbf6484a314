import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreationAudit } from '@dating/server';

/** A member's photo slot (1–3); the image itself is in the photos bucket under `imgFile`. */
@Entity({ name: 'user_img' })
export class UserImgEntity extends CreationAudit {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId!: number;

  @PrimaryColumn({ name: 'img_seq', type: 'smallint' })
  imgSeq!: number;

  @Column({ name: 'img_type', type: 'text' })
  imgType!: string;

  @Column({ name: 'img_file', type: 'uuid' })
  imgFile!: string;

  @Column({ name: 'img_size', type: 'int' })
  imgSize!: number;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';

  /** New and replaced photos wait for an admin's review. */
  @Column({ name: 'review_status', type: 'text' })
  reviewStatus!: 'pending' | 'approved';
}

import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A member's photo slot (1–3); the image itself is in the photos bucket under `imgFile`. */
@Entity({ name: 'user_img' })
export class UserImgEntity {
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

  @Column({ name: 'create_user', type: 'text' })
  createUser!: string;

  @CreateDateColumn({ name: 'create_datetime', type: 'timestamptz' })
  createDatetime!: Date;

  @Column({ name: 'create_process', type: 'text' })
  createProcess!: string;
}

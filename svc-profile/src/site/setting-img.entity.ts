import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SettingImageType = 'home' | 'about';

/** The image of a site page, stored in the photos bucket. */
@Entity({ name: 'setting_img' })
export class SettingImgEntity {
  @PrimaryColumn({ type: 'text' })
  type!: SettingImageType;

  @Column({ name: 'img_file', type: 'uuid' })
  imgFile!: string;

  @Column({ name: 'img_type', type: 'text' })
  imgType!: string;

  @Column({ name: 'img_size', type: 'int' })
  imgSize!: number;
}

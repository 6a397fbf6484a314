import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A header menu entry, with its label in each language. */
@Entity({ name: 'menu_item' })
export class MenuItemEntity {
  @PrimaryGeneratedColumn({ name: 'menu_id' })
  menuId!: number;

  @Column({ name: 'menu_name_en', type: 'text' })
  menuNameEn!: string;

  @Column({ name: 'menu_name_th', type: 'text' })
  menuNameTh!: string;

  @Column({ name: 'menu_name_no', type: 'text' })
  menuNameNo!: string;

  @Column({ name: 'menu_path', type: 'text' })
  menuPath!: string;

  @Column({ name: 'member_only', type: 'boolean' })
  memberOnly!: boolean;

  @Column({ name: 'sort_order', type: 'int' })
  sortOrder!: number;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}

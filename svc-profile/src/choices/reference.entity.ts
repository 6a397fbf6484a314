import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type RefTable } from '@dating/contracts';

/** One option of a choice list, labelled in each language; changed only by migrations. */
@Entity({ name: 'reference' })
export class ReferenceEntity {
  @PrimaryColumn({ name: 'ref_table_code', type: 'text' })
  refTableCode!: RefTable;

  @PrimaryColumn({ name: 'ref_code', type: 'text' })
  refCode!: string;

  @Column({ name: 'label_en', type: 'text' })
  labelEn!: string;

  @Column({ name: 'label_th', type: 'text' })
  labelTh!: string;

  @Column({ name: 'label_no', type: 'text' })
  labelNo!: string;

  @Column({ name: 'sort_order', type: 'int' })
  sortOrder!: number;

  @Column({ name: 'active_flag', type: 'char', length: 1 })
  activeFlag!: 'Y' | 'N';
}

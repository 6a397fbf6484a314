import { Inject, Injectable } from '@nestjs/common';
import { type SectionTable } from '@dating/contracts';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { UserSysRefEntity } from '../choices/user-sys-ref.entity';
import { type GrantSigner } from '../photos/photo-grants';
import { photoUrls } from '../photos/photo-urls';
import { UserImgEntity } from '../photos/user-img.entity';
import { specRow } from '../spec-row';
import { sectionEntities } from './section-definitions';

export type RowTable = SectionTable | 'USER_IMG' | 'USER_SYS_REF';

const rowEntities: Record<RowTable, new () => ObjectLiteral> = {
  ...sectionEntities,
  USER_IMG: UserImgEntity,
  USER_SYS_REF: UserSysRefEntity,
};

const rowOrder: Partial<Record<RowTable, Record<string, 'ASC'>>> = {
  USER_IMG: { imgSeq: 'ASC' },
  USER_SYS_REF: { id: 'ASC' },
};

/** A member's rows of one table as SPEC.md §3 names them (POST /api/get-by-user-id). */
@Injectable()
export class SectionRowsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Photo rows carry their URLs, with `grant`'s for the owner (the only one who asks). */
  async rows(
    table: RowTable,
    userId: number,
    activeFlag: 'Y' | 'N' | undefined,
    grant: GrantSigner,
  ): Promise<Record<string, unknown>[]> {
    const repository = this.dataSource.getRepository(rowEntities[table]);
    const rows = await repository.find({
      where: activeFlag ? { userId, activeFlag } : { userId },
      order: rowOrder[table],
    });
    return rows.map((row) => {
      const spec = specRow(repository.metadata, row);
      return row instanceof UserImgEntity
        ? { ...spec, ...photoUrls(row.imgFile, grant(row.imgFile)) }
        : spec;
    });
  }
}

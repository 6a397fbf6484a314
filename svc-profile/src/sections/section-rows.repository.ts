import { Inject, Injectable } from '@nestjs/common';
import { type SectionTable } from '@dating/contracts';
import { preparedQuery } from '@dating/server';
import { DataSource, type EntityMetadata, type ObjectLiteral } from 'typeorm';
import { Placeholders, statementsByShape, type Statement } from '../cards/statement';
import { UserSysRefEntity } from '../choices/user-sys-ref.entity';
import { type GrantSigner } from '../photos/photo-grants';
import { photoUrls } from '../photos/photo-urls';
import { UserImgEntity } from '../photos/user-img.entity';
import { sectionEntities } from './section-definitions';

export type RowTable = SectionTable | 'USER_IMG' | 'USER_SYS_REF';

const rowEntities: Record<RowTable, new () => ObjectLiteral> = {
  ...sectionEntities,
  USER_IMG: UserImgEntity,
  USER_SYS_REF: UserSysRefEntity,
};

/** The column a table's several rows of one member come in the order of. */
const rowOrder: Partial<Record<RowTable, string>> = {
  USER_IMG: 'img_seq',
  USER_SYS_REF: 'id',
};

/** What a rows statement's text depends on. */
interface RowsShape {
  table: RowTable;
  byActiveFlag: boolean;
}

interface RowsInput {
  userId: number;
  activeFlag?: 'Y' | 'N';
}

/** A member's rows of one table, with or without the active flag. */
function writeRows(metadata: EntityMetadata, shape: RowsShape): Statement<RowsInput> {
  const placeholders = new Placeholders<RowsInput>();
  const columns = metadata.columns.map((column) => `"${column.databaseName}"`).join(', ');
  const order = rowOrder[shape.table];
  return placeholders.statement(
    [
      `SELECT ${columns} FROM "${metadata.tableName}"`,
      ` WHERE user_id = ${placeholders.of((input) => input.userId)}`,
      shape.byActiveFlag
        ? ` AND active_flag = ${placeholders.of((input) => input.activeFlag)}`
        : '',
      order ? ` ORDER BY "${order}"` : '',
    ].join(''),
  );
}

/**
 * A member's rows of one table as SPEC.md §3 names them (POST /api/get-by-user-id): every
 * column under its snake_case name, each value as TypeORM's own read would hydrate it.
 */
@Injectable()
export class SectionRowsRepository {
  /** Each shape's text, written once. */
  private readonly statements = statementsByShape<RowsShape, RowsInput>(
    (shape) => `${shape.table} ${shape.byActiveFlag}`,
    (shape) => writeRows(this.dataSource.getMetadata(rowEntities[shape.table]), shape),
  );

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Photo rows carry their URLs, with `grant`'s for the owner (the only one who asks). */
  async rows(
    table: RowTable,
    userId: number,
    activeFlag: 'Y' | 'N' | undefined,
    grant: GrantSigner,
  ): Promise<Record<string, unknown>[]> {
    const metadata = this.dataSource.getMetadata(rowEntities[table]);
    const [text, values] = this.statements({
      table,
      byActiveFlag: activeFlag !== undefined,
    }).bind({ userId, activeFlag });
    const found = await preparedQuery<Record<string, unknown>>(this.dataSource, text, values);
    const { driver } = this.dataSource;
    return found.map((raw) => {
      const row: Record<string, unknown> = {};
      for (const column of metadata.columns)
        row[column.databaseName] = driver.prepareHydratedValue(raw[column.databaseName], column);
      if (table !== 'USER_IMG') return row;
      const file = String(row['img_file']);
      return { ...row, ...photoUrls(file, grant(file)) };
    });
  }
}

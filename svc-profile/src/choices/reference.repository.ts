import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { ReferenceEntity } from './reference.entity';

/** The choice lists' options (REFERENCE). */
@Injectable()
export class ReferenceRepository {
  private readonly options: Repository<ReferenceEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.options = dataSource.getRepository(ReferenceEntity);
  }

  /** Every active option of every list, by list, each list in its sort order. */
  activeOptions(): Promise<ReferenceEntity[]> {
    return this.options.find({
      where: { activeFlag: 'Y' },
      order: { refTableCode: 'ASC', sortOrder: 'ASC' },
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { type SavePackageInput } from '@dating/contracts';
import { type Audit } from '@dating/server';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { PackageEntity } from './package.entity';

type PackageFields = Omit<SavePackageInput, 'package_id'>;

/** PACKAGE rows. */
@Injectable()
export class PackagesRepository {
  private readonly packages: Repository<PackageEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.packages = dataSource.getRepository(PackageEntity);
  }

  /** The packages on sale, cheapest first. */
  onSale(): Promise<PackageEntity[]> {
    return this.packages.find({
      where: { activeFlag: 'Y' },
      order: { price: 'ASC', packageId: 'ASC' },
    });
  }

  /** Every package, off sale too, cheapest first (for the admin). */
  all(): Promise<PackageEntity[]> {
    return this.packages.find({ order: { price: 'ASC', packageId: 'ASC' } });
  }

  findById(packageId: number): Promise<PackageEntity | null> {
    return this.packages.findOneBy({ packageId });
  }

  insert(manager: EntityManager, fields: PackageFields, audit: Audit): Promise<PackageEntity> {
    return manager.save(
      this.packages.create({
        ...columnsOf(fields),
        createUser: audit.user,
        createProcess: audit.process,
      }),
    );
  }

  /** Changes a package; null when there is no such package. */
  async update(
    manager: EntityManager,
    packageId: number,
    fields: PackageFields,
    audit: Audit,
    at: Date,
  ): Promise<PackageEntity | null> {
    const result = await manager.update(
      PackageEntity,
      { packageId },
      {
        ...columnsOf(fields),
        updateUser: audit.user,
        updateProcess: audit.process,
        updateDatetime: at,
      },
    );
    return result.affected ? manager.findOneBy(PackageEntity, { packageId }) : null;
  }
}

function columnsOf(fields: PackageFields) {
  return {
    name: fields.name,
    nameTh: fields.name_th || null,
    nameNo: fields.name_no || null,
    price: fields.price,
    detail: fields.detail || null,
    detailTh: fields.detail_th || null,
    detailNo: fields.detail_no || null,
    durationDays: fields.duration_days,
    activeFlag: fields.active_flag,
  };
}

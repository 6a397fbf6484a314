import { Inject, Injectable } from '@nestjs/common';
import {
  billingMessages as M,
  type PackageListResult,
  type SavePackageInput,
  type SavePackageResult,
  type Caller,
  type Language,
} from '@dating/contracts';
import { AdminAudit, CLOCK, notFound, type Audit, type Clock } from '@dating/server';
import { packageView } from './package-view';
import { PackagesRepository } from './packages.repository';

/** The packages members buy; admins add and change them. */
@Injectable()
export class PackagesService {
  constructor(
    private readonly packages: PackagesRepository,
    private readonly adminAudit: AdminAudit,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onSale(lang: Language): Promise<PackageListResult> {
    const packages = await this.packages.onSale();
    return { status: 'OK', result: packages.map((found) => packageView(found, lang)) };
  }

  async all(lang: Language): Promise<PackageListResult> {
    const packages = await this.packages.all();
    return { status: 'OK', result: packages.map((found) => packageView(found, lang)) };
  }

  /** SPEC.md's get-package-by-id: an array, empty when there is no such package. */
  async byId(packageId: number, lang: Language): Promise<PackageListResult> {
    const found = await this.packages.findById(packageId);
    return { status: 'OK', result: found ? [packageView(found, lang)] : [] };
  }

  async save(
    input: SavePackageInput,
    admin: Caller,
    audit: Audit,
    lang: Language,
  ): Promise<SavePackageResult> {
    const { package_id: packageId, ...fields } = input;
    const saved =
      packageId === undefined
        ? await this.packages.insert(fields, audit)
        : await this.packages.update(packageId, fields, audit, this.clock.now());
    if (!saved) throw notFound(M.packageNotFound);
    await this.adminAudit.record(admin, {
      action: 'package.save',
      object: `package:${saved.packageId}`,
    });
    return { status: 'OK', message: M.packageSaved, package: packageView(saved, lang) };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  type PackageListResult,
  type SavePackageInput,
  type SavePackageResult,
  type Caller,
  type Language,
  MessageCode,
  said,
} from '@dating/contracts';
import { AdminAudit, CLOCK, notFound, Outbox, type Audit, type Clock } from '@dating/server';
import { packageView } from './package-view';
import { PackagesRepository } from './packages.repository';

/** The packages members buy; admins add and change them. */
@Injectable()
export class PackagesService {
  constructor(
    private readonly packages: PackagesRepository,
    private readonly adminAudit: AdminAudit,
    private readonly outbox: Outbox,
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
    const saved = await this.outbox.transaction(async (manager) => {
      const stored =
        packageId === undefined
          ? await this.packages.insert(manager, fields, audit)
          : await this.packages.update(manager, packageId, fields, audit, this.clock.now());
      if (stored)
        await this.adminAudit.record(manager, admin, {
          action: 'package.save',
          object: `package:${stored.packageId}`,
        });
      return stored;
    });
    if (!saved) throw notFound(MessageCode.packageNotFound);
    return { status: 'OK', ...said(MessageCode.packageSaved), package: packageView(saved, lang) };
  }
}

import { type PackageView } from '@dating/contracts';
import { type PackageEntity } from './package.entity';

export function packageView(entity: PackageEntity): PackageView {
  return {
    package_id: entity.packageId,
    name: entity.name,
    price: entity.price,
    detail: entity.detail,
    duration_days: entity.durationDays,
    active_flag: entity.activeFlag,
  };
}

import { packageText, type Language, type PackageView } from '@dating/contracts';
import { type PackageEntity } from './package.entity';

/** A package as the caller reads it: name and detail in their language, and every language's. */
export function packageView(entity: PackageEntity, lang: Language): PackageView {
  const texts = {
    name_en: entity.name,
    name_th: entity.nameTh,
    name_no: entity.nameNo,
    detail_en: entity.detail,
    detail_th: entity.detailTh,
    detail_no: entity.detailNo,
  };
  return {
    package_id: entity.packageId,
    ...packageText(texts, lang),
    price: entity.price,
    duration_days: entity.durationDays,
    active_flag: entity.activeFlag,
    ...texts,
  };
}

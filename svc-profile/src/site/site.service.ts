import { Injectable } from '@nestjs/common';
import {
  photoUrl,
  type Language,
  type MenuItem,
  type SettingImageResult,
  MessageCode,
} from '@dating/contracts';
import { notFound } from '@dating/server';
import { type MenuItemEntity } from './menu-item.entity';
import { type SettingImageType } from './setting-img.entity';
import { SiteRepository } from './site.repository';

const labelColumn = { en: 'menuNameEn', th: 'menuNameTh', no: 'menuNameNo' } as const;

export function toMenuItem(row: MenuItemEntity, lang: Language): MenuItem {
  return {
    menu_id: row.menuId,
    menu_name: row[labelColumn[lang]],
    menu_path: row.menuPath,
    member_only: row.memberOnly,
  };
}

/** Site content kept in the database so operators change it without a release. */
@Injectable()
export class SiteService {
  constructor(private readonly site: SiteRepository) {}

  async menuItems(lang: Language): Promise<MenuItem[]> {
    const rows = await this.site.activeMenuItems();
    return rows.map((row) => toMenuItem(row, lang));
  }

  /** A page's image by URL (POST /api/get-setting-img). */
  async settingImage(type: SettingImageType): Promise<SettingImageResult> {
    const image = await this.site.settingImage(type);
    if (!image) throw notFound(MessageCode.settingImageMissing);
    return { status: 'OK', image: photoUrl(image.imgFile, 'full') };
  }
}

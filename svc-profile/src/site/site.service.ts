import { Inject, Injectable } from '@nestjs/common';
import {
  Messages,
  photoUrl,
  type Language,
  type MenuItem,
  type SettingImageResult,
} from '@dating/contracts';
import { notFound } from '@dating/server';
import { DataSource, type Repository } from 'typeorm';
import { MenuItemEntity } from './menu-item.entity';
import { SettingImgEntity, type SettingImageType } from './setting-img.entity';

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
  private readonly menu: Repository<MenuItemEntity>;
  private readonly images: Repository<SettingImgEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.menu = dataSource.getRepository(MenuItemEntity);
    this.images = dataSource.getRepository(SettingImgEntity);
  }

  async menuItems(lang: Language): Promise<MenuItem[]> {
    const rows = await this.menu.find({ where: { activeFlag: 'Y' }, order: { sortOrder: 'ASC' } });
    return rows.map((row) => toMenuItem(row, lang));
  }

  /** A page's image by URL (POST /api/get-setting-img). */
  async settingImage(type: SettingImageType): Promise<SettingImageResult> {
    const image = await this.images.findOneBy({ type });
    if (!image) throw notFound(Messages.settingImageMissing);
    return { status: 'OK', image: photoUrl(image.imgFile, 'full') };
  }
}

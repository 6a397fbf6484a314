import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { MenuItemEntity } from './menu-item.entity';
import { SettingImgEntity, type SettingImageType } from './setting-img.entity';

/** Site content: the header menu (MENU_ITEM) and the pages' images (SETTING_IMG). */
@Injectable()
export class SiteRepository {
  private readonly menu: Repository<MenuItemEntity>;
  private readonly images: Repository<SettingImgEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.menu = dataSource.getRepository(MenuItemEntity);
    this.images = dataSource.getRepository(SettingImgEntity);
  }

  /** The active menu entries in their order. */
  activeMenuItems(): Promise<MenuItemEntity[]> {
    return this.menu.find({ where: { activeFlag: 'Y' }, order: { sortOrder: 'ASC' } });
  }

  settingImage(type: SettingImageType): Promise<SettingImgEntity | null> {
    return this.images.findOneBy({ type });
  }

  hasSettingImage(type: SettingImageType): Promise<boolean> {
    return this.images.existsBy({ type });
  }

  /** Stores the page's image unless it has one already; answers whether this one was stored. */
  async insertSettingImageIfMissing(image: SettingImgEntity): Promise<boolean> {
    const inserted = await this.images
      .createQueryBuilder()
      .insert()
      .values(image)
      .orIgnore()
      .returning('type')
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }
}

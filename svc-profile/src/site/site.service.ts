import { Inject, Injectable } from '@nestjs/common';
import { type Language, type MenuItem } from '@dating/contracts';
import { DataSource, type Repository } from 'typeorm';
import { MenuItemEntity } from './menu-item.entity';

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

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.menu = dataSource.getRepository(MenuItemEntity);
  }

  async menuItems(lang: Language): Promise<MenuItem[]> {
    const rows = await this.menu.find({ where: { activeFlag: 'Y' }, order: { sortOrder: 'ASC' } });
    return rows.map((row) => toMenuItem(row, lang));
  }
}

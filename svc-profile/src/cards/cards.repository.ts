import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { UserImgEntity } from '../photos/user-img.entity';
import { UserInfoEntity } from '../sections/user-info.entity';
import { type CardRow } from './category-card';

export interface CardQuery {
  limit: number;
}

/** Member cards: visible members only (a hidden profile is in no list). */
@Injectable()
export class CardsRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The newest visible members (index user_info_visible_newest_idx). */
  newest(query: CardQuery): Promise<CardRow[]> {
    return this.visibleMembers()
      .orderBy('info.create_datetime', 'DESC')
      .addOrderBy('info.user_id', 'DESC')
      .limit(query.limit)
      .getRawMany<CardRow>();
  }

  /** Visible members as card rows, each with photo 1: what search narrows with its filters. */
  private visibleMembers(): SelectQueryBuilder<UserInfoEntity> {
    return this.dataSource
      .getRepository(UserInfoEntity)
      .createQueryBuilder('info')
      .select('info.user_id', 'id')
      .addSelect('info.name', 'name')
      .addSelect('info.birthdate::text', 'birthdate')
      .addSelect('info.caption', 'caption')
      .addSelect('img.img_file', 'img_file')
      .leftJoin(UserImgEntity, 'img', 'img.user_id = info.user_id AND img.img_seq = 1')
      .where("info.active_flag = 'Y'");
  }
}

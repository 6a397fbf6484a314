import { Inject, Injectable } from '@nestjs/common';
import { type Audit } from '@dating/server';
import { DataSource, type EntityManager } from 'typeorm';
import { sectionEntities } from '../sections/section-definitions';

export type ActiveFlag = 'Y' | 'N';

/** The flag a member's new section row starts with: hidden when the profile is hidden. */
export async function profileFlag(manager: EntityManager, userId: number): Promise<ActiveFlag> {
  const [row] = await manager.query<{ hidden: boolean | null }[]>(
    `SELECT bool_or(active_flag = 'N') AS hidden FROM (
       SELECT active_flag FROM user_info WHERE user_id = $1
       UNION ALL SELECT active_flag FROM person_info WHERE user_id = $1
       UNION ALL SELECT active_flag FROM favorite_info WHERE user_id = $1
       UNION ALL SELECT active_flag FROM date_info WHERE user_id = $1
     ) AS sections`,
    [userId],
  );
  return row?.hidden ? 'N' : 'Y';
}

/** Sets the flag on every section the member has, in the caller's transaction; answers how many. */
export async function setProfileFlag(
  manager: EntityManager,
  userId: number,
  flag: ActiveFlag,
  audit: Audit,
): Promise<number> {
  let rows = 0;
  for (const entity of Object.values(sectionEntities)) {
    const result = await manager.update(
      entity,
      { userId },
      {
        activeFlag: flag,
        updateUser: audit.user,
        updateDatetime: new Date(),
        updateProcess: audit.process,
      },
    );
    rows += result.affected ?? 0;
  }
  return rows;
}

/** Profile visibility: one active_flag across the four sections (SPEC.md §4). */
@Injectable()
export class VisibilityRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Sets the flag on every section the member has, at once; answers how many there are. */
  set(userId: number, flag: ActiveFlag, audit: Audit): Promise<number> {
    return this.dataSource.transaction((manager) => setProfileFlag(manager, userId, flag, audit));
  }
}

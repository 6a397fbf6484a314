import { Injectable } from '@nestjs/common';
import { type ProfileDone, MessageCode, said } from '@dating/contracts';
import { badRequest, type Audit } from '@dating/server';
import { VisibilityRepository, type ActiveFlag } from './visibility.repository';

/** Hide Profile / Show Profile (SPEC.md §4). */
@Injectable()
export class VisibilityService {
  constructor(private readonly visibility: VisibilityRepository) {}

  async set(userId: number, flag: ActiveFlag, audit: Audit): Promise<ProfileDone> {
    const sections = await this.visibility.set(userId, flag, audit);
    if (sections === 0) throw badRequest(MessageCode.userInfoFirst);
    return {
      status: 'OK',
      ...said(flag === 'N' ? MessageCode.profileHidden : MessageCode.profileShown),
    };
  }
}

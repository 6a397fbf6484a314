import { Injectable } from '@nestjs/common';
import { Messages, ok, type Envelope } from '@dating/contracts';
import { badRequest } from '@dating/server';
import { type Audit } from '../audit';
import { VisibilityRepository, type ActiveFlag } from './visibility.repository';

/** Hide Profile / Show Profile (SPEC.md §4). */
@Injectable()
export class VisibilityService {
  constructor(private readonly visibility: VisibilityRepository) {}

  async set(userId: number, flag: ActiveFlag, audit: Audit): Promise<Envelope> {
    const sections = await this.visibility.set(userId, flag, audit);
    if (sections === 0) throw badRequest(Messages.userInfoFirst);
    return ok(flag === 'N' ? Messages.profileHidden : Messages.profileShown);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  Role,
  type Caller,
  type Language,
  type ProfileViewResult,
  MessageCode,
} from '@dating/contracts';
import { CLOCK, notFound, type Clock } from '@dating/server';
import { ChoicesService } from '../choices/choices.service';
import { contactShared } from '../contact/contact-rule';
import { PhotoGrants } from '../photos/photo-grants';
import { canView } from '../visibility/can-view';
import { profileView } from './profile-view';
import { ProfileRepository } from './profile.repository';

/** The profile page in one read (/profile?id= and /my-profile). */
@Injectable()
export class ViewService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly choices: ChoicesService,
    private readonly grants: PhotoGrants,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(viewer: Caller, userId: number, lang: Language): Promise<ProfileViewResult> {
    const isOwner = viewer.userId === userId;
    const [read, label] = await Promise.all([
      this.profiles.load(userId, viewer.userId),
      this.choices.labeller(lang),
    ]);
    const flag = read.profile.sections.USER_INFO?.activeFlag ?? null;
    if (!canView(viewer.userId, userId, flag) || read.blocked) {
      throw notFound(MessageCode.profileUnavailable);
    }
    const profile = profileView(
      read.profile,
      {
        userId: viewer.userId,
        contactsShared: isOwner || contactShared(read.contact, this.clock.now()),
        grant: isOwner ? await this.grants.signer() : undefined,
        // Activity is between members: an administrator reading a page sees none.
        showsActivity: isOwner || viewer.role !== Role.Member ? null : read.viewerShowsActivity,
      },
      label,
    );
    if (!profile) throw notFound(MessageCode.profileUnavailable);
    return { status: 'OK', profile };
  }

  /**
   * An administrator's view of a member (their /admin page): everything the owner sees, also
   * when the profile is hidden, the member deactivated or their photos waiting for review.
   */
  async adminView(userId: number, lang: Language): Promise<ProfileViewResult> {
    const [read, label, grant] = await Promise.all([
      this.profiles.load(userId, null),
      this.choices.labeller(lang),
      this.grants.signer(),
    ]);
    if (!read.profile.sections.USER_INFO) throw notFound(MessageCode.profileUnavailable);
    const profile = profileView(
      read.profile,
      { userId: null, contactsShared: true, grant, showsActivity: null },
      label,
    );
    if (!profile) throw notFound(MessageCode.profileUnavailable);
    return { status: 'OK', profile };
  }
}

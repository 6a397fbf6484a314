import { Injectable } from '@nestjs/common';
import {
  Messages,
  Role,
  type Caller,
  type Language,
  type ProfileViewResult,
} from '@dating/contracts';
import { CallClient, notFound } from '@dating/server';
import { ActivityRepository } from '../activity/activity.repository';
import { blockedEitherWay } from '../cards/blocked-members';
import { ChoicesService } from '../choices/choices.service';
import { PhotoGrants } from '../photos/photo-grants';
import { canView } from '../visibility/can-view';
import { ContactAccess } from './contact-access';
import { profileView } from './profile-view';
import { ProfileRepository } from './profile.repository';

/** The profile page in one read (/profile?id= and /my-profile). */
@Injectable()
export class ViewService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly choices: ChoicesService,
    private readonly contacts: ContactAccess,
    private readonly grants: PhotoGrants,
    private readonly calls: CallClient,
    private readonly activity: ActivityRepository,
  ) {}

  async view(viewer: Caller, userId: number, lang: Language): Promise<ProfileViewResult> {
    const isOwner = viewer.userId === userId;
    // Asked while the profile is read, so the other services add no waiting of their own. It
    // never rejects (a failure means no contact details), and a page that is not there does
    // not wait for it.
    const contactsShared = isOwner
      ? Promise.resolve(true)
      : this.contacts.sharedWith(viewer, userId);
    // Blocks are asked alongside; unlike contact details they fail closed (503), since a
    // blocked member's page must never show.
    const [snapshot, label, blocked, showsActivity] = await Promise.all([
      this.profiles.load(userId),
      this.choices.labeller(lang),
      isOwner ? Promise.resolve<number[]>([]) : blockedEitherWay(this.calls, viewer),
      // Activity is between members: an administrator reading a page sees none.
      isOwner || viewer.role !== Role.Member
        ? Promise.resolve(null)
        : this.activity.shows(viewer.userId),
    ]);
    const flag = snapshot.sections.USER_INFO?.activeFlag ?? null;
    if (!canView(viewer.userId, userId, flag) || blocked.includes(userId)) {
      throw notFound(Messages.profileUnavailable);
    }
    const profile = profileView(
      snapshot,
      {
        userId: viewer.userId,
        contactsShared: await contactsShared,
        grant: isOwner ? await this.grants.signer() : undefined,
        showsActivity,
      },
      label,
    );
    if (!profile) throw notFound(Messages.profileUnavailable);
    return { status: 'OK', profile };
  }

  /**
   * An administrator's view of a member (their /admin page): everything the owner sees, also
   * when the profile is hidden, the member deactivated or their photos waiting for review.
   */
  async adminView(userId: number, lang: Language): Promise<ProfileViewResult> {
    const [snapshot, label, grant] = await Promise.all([
      this.profiles.load(userId),
      this.choices.labeller(lang),
      this.grants.signer(),
    ]);
    if (!snapshot.sections.USER_INFO) throw notFound(Messages.profileUnavailable);
    const profile = profileView(
      snapshot,
      { userId: null, contactsShared: true, grant, showsActivity: null },
      label,
    );
    if (!profile) throw notFound(Messages.profileUnavailable);
    return { status: 'OK', profile };
  }
}

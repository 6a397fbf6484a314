import { Injectable } from '@nestjs/common';
import { Messages, type Caller, type Language, type ProfileViewResult } from '@dating/contracts';
import { notFound } from '@dating/server';
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
  ) {}

  async view(viewer: Caller, userId: number, lang: Language): Promise<ProfileViewResult> {
    // Asked while the profile is read, so the other services add no waiting of their own. It
    // never rejects (a failure means no contact details), and a page that is not there does
    // not wait for it.
    const contactsShared =
      viewer.userId === userId ? Promise.resolve(true) : this.contacts.sharedWith(viewer, userId);
    const [snapshot, label] = await Promise.all([
      this.profiles.load(userId),
      this.choices.labeller(lang),
    ]);
    const flag = snapshot.sections.USER_INFO?.activeFlag ?? null;
    if (!canView(viewer.userId, userId, flag)) throw notFound(Messages.profileUnavailable);
    const isOwner = viewer.userId === userId;
    const profile = profileView(
      snapshot,
      {
        userId: viewer.userId,
        contactsShared: await contactsShared,
        grant: isOwner ? await this.grants.signer() : undefined,
      },
      label,
    );
    if (!profile) throw notFound(Messages.profileUnavailable);
    return { status: 'OK', profile };
  }
}

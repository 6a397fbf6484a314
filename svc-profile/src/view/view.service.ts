import { Injectable } from '@nestjs/common';
import { Messages, type Language, type ProfileViewResult } from '@dating/contracts';
import { notFound } from '@dating/server';
import { ChoicesService } from '../choices/choices.service';
import { profileView } from './profile-view';
import { ProfileRepository } from './profile.repository';

/** The profile page in one read (/profile?id= and /my-profile). */
@Injectable()
export class ViewService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly choices: ChoicesService,
  ) {}

  async view(viewerId: number, userId: number, lang: Language): Promise<ProfileViewResult> {
    const [snapshot, label] = await Promise.all([
      this.profiles.load(userId),
      this.choices.labeller(lang),
    ]);
    const profile = profileView(snapshot, viewerId, label);
    if (!profile) throw notFound(Messages.profileUnavailable);
    return { status: 'OK', profile };
  }
}

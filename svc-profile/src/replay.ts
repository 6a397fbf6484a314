import { runReplay } from '@dating/server';
import { profileService } from './service';

runReplay(profileService);

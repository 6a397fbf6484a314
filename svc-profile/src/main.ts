import { runService } from '@dating/server';
import { profileService } from './service';

runService(profileService);

import { runHealthcheck } from '@dating/server';
import { profileService } from './service';

runHealthcheck(profileService);

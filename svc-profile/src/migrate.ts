import { runMigrations } from '@dating/server';
import { profileService } from './service';

runMigrations(profileService);

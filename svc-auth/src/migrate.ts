import { runMigrations } from '@dating/server';
import { authService } from './service';

runMigrations(authService);

import { runMigrations } from '@dating/server';
import { interestService } from './service';

runMigrations(interestService);

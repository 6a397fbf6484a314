import { runMigrations } from '@dating/server';
import { billingService } from './service';

runMigrations(billingService);

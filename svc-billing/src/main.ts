import { runService } from '@dating/server';
import { billingService } from './service';

runService(billingService);

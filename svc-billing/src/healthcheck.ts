import { runHealthcheck } from '@dating/server';
import { billingService } from './service';

runHealthcheck(billingService);

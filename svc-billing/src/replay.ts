import { runReplay } from '@dating/server';
import { billingService } from './service';

runReplay(billingService);

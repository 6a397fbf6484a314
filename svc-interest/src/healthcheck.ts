import { runHealthcheck } from '@dating/server';
import { interestService } from './service';

runHealthcheck(interestService);

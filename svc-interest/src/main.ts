import { runService } from '@dating/server';
import { interestService } from './service';

runService(interestService);

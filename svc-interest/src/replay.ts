import { runReplay } from '@dating/server';
import { interestService } from './service';

runReplay(interestService);

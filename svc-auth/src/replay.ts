import { runReplay } from '@dating/server';
import { authService } from './service';

runReplay(authService);

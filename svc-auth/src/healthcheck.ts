import { runHealthcheck } from '@dating/server';
import { authService } from './service';

runHealthcheck(authService);

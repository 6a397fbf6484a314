import { runService } from '@dating/server';
import { authService } from './service';

runService(authService);

export { authService, defineAuthService } from './service';
export type { AuthConfig } from './config';

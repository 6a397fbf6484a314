export { authService, defineAuthService } from './service';
export type { AuthConfig } from './config';
export { openPrivateKey } from './sessions/signing-key-seal';

export { authService, defineAuthService } from './service';
export { adminSeedSchema, type AuthConfig } from './config';
export { openPrivateKey } from './sessions/signing-key-seal';

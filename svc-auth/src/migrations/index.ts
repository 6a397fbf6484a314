import { CreateUserLogin1763700000000 } from './1763700000000-create-user-login';

export const migrations = [CreateUserLogin1763700000000];

import { CreateInterest1763900000000 } from './1763900000000-create-interest';

export const migrations = [CreateInterest1763900000000];

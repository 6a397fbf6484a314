import { CreateInterest1763900000000 } from './1763900000000-create-interest';
import { CreateMemberBlock1763900100000 } from './1763900100000-create-member-block';

export const migrations = [CreateInterest1763900000000, CreateMemberBlock1763900100000];

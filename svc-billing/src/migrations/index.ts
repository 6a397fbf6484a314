import { type MigrationInterface } from 'typeorm';
import { CreateBilling1764000000000 } from './1764000000000-create-billing';

export const migrations: (new () => MigrationInterface)[] = [CreateBilling1764000000000];

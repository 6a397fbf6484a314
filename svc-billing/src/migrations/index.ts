import { type MigrationInterface } from 'typeorm';

/** The billing tables arrive with their feature; the database and its health check exist now. */
export const migrations: (new () => MigrationInterface)[] = [];

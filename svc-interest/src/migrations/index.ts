import { type MigrationInterface } from 'typeorm';

/** The interest tables arrive with their feature; the database and its health check exist now. */
export const migrations: (new () => MigrationInterface)[] = [];

import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { type ComponentState, type ServiceHealth } from '@dating/contracts';
import { DataSource } from 'typeorm';

export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function databaseState(dataSource: DataSource): Promise<ComponentState> {
  try {
    await withTimeout(dataSource.query('SELECT 1'), 2000, 'Postgres');
    return 'up';
  } catch {
    return 'down';
  }
}

/** The health subject every service answers, with a hard timeout on its database check. */
export function healthController(service: string, subject: string): Type {
  @Controller()
  class HealthController {
    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    @MessagePattern(subject)
    async health(): Promise<ServiceHealth> {
      const database = await databaseState(this.dataSource);
      return { service, status: database, database };
    }
  }
  return HealthController;
}

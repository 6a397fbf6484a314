import {
  Global,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  Inject,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions, warmPool, type DatabaseOptions } from './database';

/** Provides the service's initialised TypeORM DataSource; closes it on shutdown. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          useFactory: async () => {
            const dataSource = await new DataSource(dataSourceOptions(options)).initialize();
            await warmPool(dataSource);
            return dataSource;
          },
        },
      ],
      exports: [DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The key search cursors are sealed with (search_cursor_key), read once, shared by replicas. */
@Injectable()
export class SearchCursorKey {
  private key?: Promise<Buffer>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  secret(): Promise<Buffer> {
    this.key ??= this.dataSource
      .query<{ secret: Buffer }[]>('SELECT secret FROM search_cursor_key WHERE id = 1')
      .then(([row]) => {
        if (!row) throw new Error('search_cursor_key has no key: run the migrations');
        return row.secret;
      })
      .catch((error: unknown) => {
        this.key = undefined;
        throw error;
      });
    return this.key;
  }
}

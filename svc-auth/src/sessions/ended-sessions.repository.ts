import { Inject, Injectable } from '@nestjs/common';
import { DataSource, LessThan, type EntityManager, type Repository } from 'typeorm';
import { EndedSession } from './ended-session.entity';

/** The ended_session table: sessions ended one by one (logout), until their tokens expire. */
@Injectable()
export class EndedSessions {
  private readonly sessions: Repository<EndedSession>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.sessions = dataSource.getRepository(EndedSession);
  }

  /** Ends `sessionId`, and forgets the ended sessions whose tokens have expired by `now`. */
  async end(manager: EntityManager, session: EndedSession, now: Date): Promise<void> {
    const sessions = manager.getRepository(EndedSession);
    await sessions.upsert(session, ['sessionId']);
    await sessions.delete({ expiresAt: LessThan(now) });
  }

  has(sessionId: string): Promise<boolean> {
    return this.sessions.existsBy({ sessionId });
  }
}

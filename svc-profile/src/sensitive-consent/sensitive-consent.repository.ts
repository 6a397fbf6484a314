import { Inject, Injectable } from '@nestjs/common';
import {
  sensitiveConsent,
  sensitiveLists,
  type Language,
  type SensitiveConsentEntry,
} from '@dating/contracts';
import { holdOffErasure } from '@dating/server';
import { DataSource, type EntityManager } from 'typeorm';
import { removeAnswers } from '../choices/user-choices.repository';

/** The advisory lock class of a member's consent log; the member's id is the second key. */
const consentLock = "hashtext('sensitive-consent')";

/** One consent or withdrawal, as it is logged. */
export interface ConsentRecord {
  version: string;
  lang: Language;
  textHash: string;
}

/** The consent a member gives in a section save: the current text in the language they saw. */
export function consentTo(version: string, lang: Language): ConsentRecord {
  return { version, lang, textHash: sensitiveConsent.hashes[lang] };
}

interface LogRow {
  action: 'given' | 'withdrawn';
  version: string;
  lang: Language;
  text_hash: string;
  at: Date;
}

async function lastEntry(manager: EntityManager, userId: number): Promise<LogRow | null> {
  const [row] = await manager.query<LogRow[]>(
    `SELECT action, version, lang, text_hash, at FROM sensitive_consent_log
      WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return row ?? null;
}

async function append(
  manager: EntityManager,
  userId: number,
  action: LogRow['action'],
  record: ConsentRecord,
  at: Date,
): Promise<void> {
  await manager.query(
    `INSERT INTO sensitive_consent_log (user_id, action, version, lang, text_hash, at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, action, record.version, record.lang, record.textHash, at],
  );
}

/**
 * Logs the member's consent, inside the save that stores their special-category answers (after
 * `holdOffErasure`): once per version, unless they withdrew it since.
 */
export async function recordConsentGiven(
  manager: EntityManager,
  userId: number,
  record: ConsentRecord,
  at: Date,
): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(${consentLock}, $1)`, [userId]);
  const last = await lastEntry(manager, userId);
  if (last?.action === 'given' && last.version === record.version) return;
  await append(manager, userId, 'given', record, at);
}

const toEntry = (row: LogRow): SensitiveConsentEntry => ({
  action: row.action,
  version: row.version,
  lang: row.lang,
  text_hash: row.text_hash,
  at: row.at.toISOString(),
});

/** The members' consent to keep their special-category answers, and its log. */
@Injectable()
export class SensitiveConsentRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The member's log, newest first. */
  async log(userId: number): Promise<SensitiveConsentEntry[]> {
    const rows = await this.dataSource.query<LogRow[]>(
      `SELECT action, version, lang, text_hash, at FROM sensitive_consent_log
        WHERE user_id = $1 ORDER BY at DESC, id DESC`,
      [userId],
    );
    return rows.map(toEntry);
  }

  /** Whether the member's consent to the current text stands, read in `manager`'s transaction. */
  async isGiven(manager: EntityManager, userId: number): Promise<boolean> {
    const last = await lastEntry(manager, userId);
    return last?.action === 'given' && last.version === sensitiveConsent.version;
  }

  /**
   * Deletes the member's four answers and search's copy of their religion, and logs the
   * withdrawal of the consent that stood (or, with none logged, of the current text in `lang`),
   * in one transaction. False, changing nothing, when the member was erased.
   */
  withdraw(userId: number, lang: Language, at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if ((await holdOffErasure(manager, [userId])).size > 0) return false;
      await manager.query(`SELECT pg_advisory_xact_lock(${consentLock}, $1)`, [userId]);
      // user_sys_ref holds the answers; removeAnswers syncs user_info's search copies with it.
      await removeAnswers(manager, userId, sensitiveLists);
      const last = await lastEntry(manager, userId);
      if (last?.action === 'withdrawn') return true;
      const record = last
        ? { version: last.version, lang: last.lang, textHash: last.text_hash }
        : consentTo(sensitiveConsent.version, lang);
      await append(manager, userId, 'withdrawn', record, at);
      return true;
    });
  }
}

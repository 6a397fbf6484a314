import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type LegalDocument, type LegalDocumentName } from '@dating/contracts';

/** One version of a document a member accepted. */
export interface ConsentRow {
  document: LegalDocumentName;
  version: string;
  text_hash: string;
  accepted_at: Date;
}

/** legal_consent: the versions of the Terms and the Privacy Policy each member accepted. */
@Injectable()
export class LegalConsents {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Records that the member accepted these versions, at `at`, with their texts' hashes, in the
   * given transaction when there is one. A version accepted before keeps its first time.
   */
  async record(
    userId: number,
    documents: readonly LegalDocument[],
    at: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    if (documents.length === 0) return;
    await manager.query(
      `INSERT INTO legal_consent (user_id, document, version, text_hash, accepted_at)
       SELECT $1, document, version, text_hash, $5
         FROM unnest($2::text[], $3::text[], $4::text[]) AS d (document, version, text_hash)
       ON CONFLICT (user_id, document, version) DO NOTHING`,
      [
        userId,
        documents.map(({ document }) => document),
        documents.map(({ version }) => version),
        documents.map(({ textHash }) => textHash),
        at,
      ],
    );
  }

  /** Of these versions, the ones the member has not accepted. */
  async notAccepted(userId: number, documents: readonly LegalDocument[]): Promise<LegalDocument[]> {
    if (documents.length === 0) return [];
    const rows = await this.dataSource.query<{ document: string; version: string }[]>(
      `SELECT document, version FROM legal_consent
        WHERE user_id = $1
          AND (document, version) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
      [userId, documents.map(({ document }) => document), documents.map(({ version }) => version)],
    );
    return documents.filter(
      ({ document, version }) =>
        !rows.some((row) => row.document === document && row.version === version),
    );
  }

  /** Every version the member accepted, newest first. */
  list(userId: number): Promise<ConsentRow[]> {
    return this.dataSource.query<ConsentRow[]>(
      `SELECT document, version, text_hash, accepted_at FROM legal_consent
        WHERE user_id = $1
        ORDER BY accepted_at DESC, document, version DESC`,
      [userId],
    );
  }
}

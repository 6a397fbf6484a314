import { legalDocuments, type LegalDocument } from '@dating/contracts';

/**
 * Where svc-auth learns the current version of each document a member accepts: by default
 * @dating/contracts' privacy/documents.ts; a test gives a newer version to see members asked again.
 */
export interface CurrentDocuments {
  current(): readonly LegalDocument[];
}

export const CURRENT_DOCUMENTS = Symbol('CURRENT_DOCUMENTS');

export const contractsDocuments: CurrentDocuments = {
  current: () => Object.values(legalDocuments),
};

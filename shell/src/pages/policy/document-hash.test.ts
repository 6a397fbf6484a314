import { createHash } from 'node:crypto';
import { legalDocuments, type LegalDocumentName } from '@dating/contracts';
import { type TranslationTree } from '@dating/portal';
import { outlineText, type PolicyOutline } from './outline';
import { privacyOutline, privacyTranslations } from './privacy';
import { termsOutline, termsTranslations } from './terms';

/**
 * Members accept a version of each document, stored with the hash of its English text. A text
 * changed without a new version would have members "accept" words they never saw, so this fails
 * until the version is bumped: in libs/contracts/src/privacy/documents.ts set `version` to the day
 * the new text takes effect, say what changed in `changes` (en, th, no), and put the hash this
 * test prints in `textHash`; members are asked again at their next login.
 */
const pages: [LegalDocumentName, PolicyOutline, TranslationTree][] = [
  ['terms', termsOutline, termsTranslations.en],
  ['privacy', privacyOutline, privacyTranslations.en],
];

describe.each(pages)('the %s text', (document, outline, english) => {
  it("is the version documents.ts names (its English text's sha256)", () => {
    const hash = createHash('sha256').update(outlineText(outline, english), 'utf8').digest('hex');
    expect({ document, textHash: hash }).toEqual({
      document,
      textHash: legalDocuments[document].textHash,
    });
  });
});

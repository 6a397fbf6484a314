import { languages, loadLanguage } from '../src/i18n';

// The portal fetches a language's texts when it is needed; tests render at once, in every
// language, so every registered text is in before the first test.
beforeAll(() => Promise.all(languages.map(loadLanguage)));

export { configSchema, type ProfileConfig } from './config';
export { defineProfileService, profileService } from './service';
/** For the search benchmark, which plans the search query on its own data. */
export { birthdateRange } from './cards/birthdate-range';
export { CardsRepository, type SearchQuery } from './cards/cards.repository';
export { decodeCursor } from './cards/search-cursor';
export { searchQueryOf } from './cards/search-query';

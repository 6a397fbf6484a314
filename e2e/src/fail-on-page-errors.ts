import { takePageErrors } from './page-errors';

// A journey that passed while a page threw did not pass: the member saw a broken page.
afterEach(() => {
  expect(takePageErrors()).toEqual([]);
});

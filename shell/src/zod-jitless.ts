import { config } from 'zod/v4/core';

// zod builds fast parsers with `new Function` when it may, and finds out by trying; the
// portal's Content-Security-Policy allows no eval, so that try is a reported violation. The
// setting lives on globalThis, so it holds for every copy of zod on the page (the remotes'
// too). zod's core alone: the first load carries no schemas.
config({ jitless: true });

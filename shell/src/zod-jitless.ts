import { z } from 'zod';

// zod builds fast parsers with `new Function` when it may, and finds out by trying; the
// portal's Content-Security-Policy allows no eval, so that try is a reported violation. The
// setting lives on globalThis, so it holds for the remotes' schemas too.
z.config({ jitless: true });

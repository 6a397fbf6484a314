import { measureFirstLoad } from './browser-load';

// The first load of a running portal's home page, measured by hand:
//   BENCH_URL=http://127.0.0.1:8080/ npx jest -c jest.config.js src/first-load.bench.ts
// It starts nothing; without BENCH_URL it is skipped. Prints what it measures, asserts no timings.
const url = process.env.BENCH_URL;

(url ? it : it.skip)(
  `first load of ${url ?? 'BENCH_URL'} (median of 3 cold loads, CPU 4x slower)`,
  async () => {
    const { jsFiles, jsGzipBytes, lcpMs } = await measureFirstLoad(url ?? '');
    process.stdout.write(
      `first load: ${jsFiles} JS files, ${(jsGzipBytes / 1024).toFixed(1)} KiB gz, LCP ${lcpMs} ms\n`,
    );
  },
);

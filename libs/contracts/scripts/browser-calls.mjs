// After the build: writes dist/browser/<domain>-calls.js, each domain's calls without their zod
// schemas, for the browser builds (webpack.shared.mjs). See src/browser-calls.ts.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.join(import.meta.dirname, '..', 'dist');
const { browserDeclarations } = await import(path.join(dist, 'browser-calls.js'));
const out = path.join(dist, 'browser');
fs.mkdirSync(out, { recursive: true });
for (const domain of fs.readdirSync(path.join(dist))) {
  const callsFile = path.join(dist, domain, 'calls.js');
  if (!fs.existsSync(callsFile)) continue;
  const exported = await import(callsFile);
  const lines = Object.entries(exported).map(
    ([name, calls]) =>
      `export const ${name} = ${JSON.stringify(browserDeclarations(calls), null, 2)};`,
  );
  fs.writeFileSync(path.join(out, `${domain}-calls.js`), `${lines.join('\n')}\n`);
}

// Lints the OpenAPI document on standard input with Redocly's recommended rules and prints the
// problems as JSON. A process of its own: Redocly ships ES modules only, which jest cannot load.
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const problems = await lintFromString({
  source: readFileSync(0, 'utf8'),
  config: await createConfig({ extends: ['recommended'] }),
});
process.stdout.write(
  JSON.stringify(
    problems.map(({ ruleId, severity, message, location }) => ({
      ruleId,
      severity,
      message,
      pointer: location[0]?.pointer,
    })),
  ),
);

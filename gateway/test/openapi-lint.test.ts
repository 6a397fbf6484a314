import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { routes, type RouteDefinition } from '@dating/contracts';
import { openApiDocument } from '../src/docs/openapi';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer?: string;
}

const document = openApiDocument(routes);

const lint = (): Problem[] =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'redocly-lint.mjs')], {
      input: JSON.stringify(document),
      encoding: 'utf8',
    }),
  ) as Problem[];

const countByRule = (problems: Problem[]): Record<string, number> =>
  problems.reduce<Record<string, number>>(
    (counts, { ruleId }) => ({ ...counts, [ruleId]: (counts[ruleId] ?? 0) + 1 }),
    {},
  );

const operationIdOf = ({ http }: RouteDefinition): unknown =>
  document.paths[http.path.replace(/:(\w+)/g, '{$1}')]?.[http.method.toLowerCase()]?.operationId;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint, warning only that it names no license", () => {
    const problems = lint();
    expect(problems.filter(({ severity }) => severity === 'error')).toEqual([]);
    expect(countByRule(problems)).toEqual({ 'info-license': 1 });
  });

  it("names each route's operation after its call", () => {
    expect(routes.map(operationIdOf)).toEqual(routes.map(({ subject }) => subject));
  });

  it('gives every operation an operationId of its own', () => {
    const ids = Object.values(document.paths)
      .flatMap(Object.values)
      .map(({ operationId }) => operationId);
    expect(ids).not.toContain(undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

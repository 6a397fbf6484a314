import { type CallDefinition } from './call';

/** What a page needs of a call: whom it is for and its route, not its schemas. */
export type CallDeclaration = Pick<CallDefinition, 'subject' | 'access' | 'http' | 'reads'>;

function declarationOf({ subject, access, http, reads }: CallDefinition): CallDeclaration {
  return { subject, access, ...(http && { http }), ...(reads && { reads }) };
}

/**
 * A domain's calls for the browser (webpack.shared.mjs puts them in place of `<domain>/calls.ts`):
 * its answers are checked against the output schema by the gateway, so zod and the schemas stay
 * out of the pages' first load.
 */
export function browserDeclarations(
  calls: Record<string, CallDefinition>,
): Record<string, CallDeclaration> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, declarationOf(call)]),
  );
}

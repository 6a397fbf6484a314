import { liveEventSchema } from '@dating/contracts';

/** A stored event read against its declaration: its JSON as declared, or why it is not. */
export type ReadLiveEvent = { data: string } | { problem: string };

function jsonOf(text: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * A live event as the stream stored it, read with `liveEventSchema`: the browser takes what the
 * gateway sends as declared. Sent re-serialized, so keys outside the declaration are left out
 * and the JSON stays on one line (an SSE `data:` line ends at a line break).
 */
export function readLiveEvent(text: string): ReadLiveEvent {
  const json = jsonOf(text);
  if ('problem' in json) return json;
  const parsed = liveEventSchema.safeParse(json.value);
  if (!parsed.success) return { problem: parsed.error.message };
  return { data: JSON.stringify(parsed.data) };
}

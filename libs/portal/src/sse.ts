/** One Server-Sent Events frame, as the stream's fields gave it. */
export interface SseFrame {
  /** The `event:` field; 'message' when absent. */
  event: string;
  data: string;
  /** The `id:` field, when the frame had one. */
  id?: string;
}

/**
 * Reads a text/event-stream as its chunks arrive (the WHATWG event-stream format): a frame ends
 * at a blank line, and a chunk may end anywhere, even inside a UTF-8 character or between the
 * CR and LF of one line break.
 */
export class SseParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | undefined;

  /** The frames this chunk completes. */
  push(chunk: Uint8Array): SseFrame[] {
    this.buffer += this.decoder.decode(chunk, { stream: true });
    const frames: SseFrame[] = [];
    let lineEnd = this.nextLineEnd();
    while (lineEnd !== null) {
      const line = this.buffer.slice(0, lineEnd.at);
      this.buffer = this.buffer.slice(lineEnd.at + lineEnd.length);
      const frame = this.readLine(line);
      if (frame) frames.push(frame);
      lineEnd = this.nextLineEnd();
    }
    return frames;
  }

  /** Where the first complete line ends; a CR at the very end may yet be followed by its LF. */
  private nextLineEnd(): { at: number; length: number } | null {
    const at = this.buffer.search(/[\r\n]/);
    if (at === -1) return null;
    if (this.buffer[at] === '\n') return { at, length: 1 };
    if (at + 1 === this.buffer.length) return null;
    return { at, length: this.buffer[at + 1] === '\n' ? 2 : 1 };
  }

  private readLine(line: string): SseFrame | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const rawValue = colon === -1 ? '' : line.slice(colon + 1);
    const value = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue;
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): SseFrame | null {
    const frame: SseFrame | null =
      this.data.length === 0
        ? null
        : {
            event: this.event || 'message',
            data: this.data.join('\n'),
            ...(this.id === undefined ? {} : { id: this.id }),
          };
    this.data = [];
    this.event = '';
    this.id = undefined;
    return frame;
  }
}

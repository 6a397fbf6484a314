import { SseParser } from './sse';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SseParser', () => {
  it('reads frames split anywhere across chunks, a UTF-8 character included', () => {
    const text =
      'id: 7\ndata: {"text":"สวัสดี"}\n\n: keep-alive\n\nid: 8\r\ndata: a\r\ndata: b\r\n\r\n';
    const all = bytes(text);
    for (let cut = 1; cut < all.length; cut += 1) {
      const parser = new SseParser();
      const frames = [...parser.push(all.slice(0, cut)), ...parser.push(all.slice(cut))];
      expect(frames).toEqual([
        { event: 'message', id: '7', data: '{"text":"สวัสดี"}' },
        { event: 'message', id: '8', data: 'a\nb' },
      ]);
    }
  });

  it('names the event, and completes a frame only at its blank line', () => {
    const parser = new SseParser();
    expect(parser.push(bytes('event: reload\ndata: {}\n'))).toEqual([]);
    expect(parser.push(bytes('\n'))).toEqual([{ event: 'reload', data: '{}' }]);
  });

  it('ignores comments and frames without data', () => {
    const parser = new SseParser();
    expect(parser.push(bytes(': connected\n\nid: 3\n\n'))).toEqual([]);
  });
});

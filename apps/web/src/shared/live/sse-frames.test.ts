import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-frames';

describe('createSseParser', () => {
  it('reads named frames with one-line JSON data, and skips comments', () => {
    const parse = createSseParser();
    const frames = parse(
      'event: ready\ndata: {}\n\n: ping\n\nevent: chat\ndata: {"type":"message","chatId":1}\n\n',
    );
    expect(frames).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'chat', data: '{"type":"message","chatId":1}' },
    ]);
  });

  it('joins a frame cut across chunks anywhere, CRLF included', () => {
    const parse = createSseParser();
    const text = 'event: notice\r\ndata: {"itemClass":"CHAT"}\r\n\r\nevent: chat\r\ndata: {"a":1}\r\n\r\n';
    const frames = [...text].flatMap((char) => parse(char));
    expect(frames).toEqual([
      { event: 'notice', data: '{"itemClass":"CHAT"}' },
      { event: 'chat', data: '{"a":1}' },
    ]);
  });

  it('keeps an unfinished frame until its blank line comes', () => {
    const parse = createSseParser();
    expect(parse('event: chat\ndata: {"a"')).toEqual([]);
    expect(parse(':1}\n')).toEqual([]);
    expect(parse('\n')).toEqual([{ event: 'chat', data: '{"a":1}' }]);
  });

  it("names a frame without event 'message', joins several data lines, drops frames without data", () => {
    const parse = createSseParser();
    expect(parse('data: one\ndata:two\n\nevent: empty\n\nid: 4\nretry: 10\ndata\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: '' },
    ]);
  });

  it('ends lines on a lone CR too, once the next character shows it is not CRLF', () => {
    const parse = createSseParser();
    expect(parse('event: ready\rdata: {}\r\r')).toEqual([]);
    expect(parse(': ping')).toEqual([{ event: 'ready', data: '{}' }]);
  });
});

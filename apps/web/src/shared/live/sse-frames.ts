/** One Server-Sent Events frame: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * An incremental parser of a `text/event-stream` body (the WHATWG rules the live stream needs): feed
 * it decoded text as it arrives, in chunks cut anywhere, and it returns the frames each chunk
 * completed. Comments (`: ping`) and frames without data are dropped; `\r\n`, `\r` and `\n` all end
 * lines; `id:` and `retry:` are ignored (the client reconnects on its own schedule).
 */
export function createSseParser(): (chunk: string) => SseFrame[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = (frames: SseFrame[]) => {
    if (data.length > 0) frames.push({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string, frames: SseFrame[]) => {
    if (text === '') return dispatch(frames);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk) => {
    buffer += chunk;
    const frames: SseFrame[] = [];
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) break;
      // A lone '\r' at the end of the buffer may be the first half of '\r\n': wait for more.
      if (buffer[end] === '\r' && end === buffer.length - 1) break;
      const width = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end), frames);
      buffer = buffer.slice(end + width);
    }
    return frames;
  };
}

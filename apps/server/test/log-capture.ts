import { Writable } from 'node:stream';

/** A pino destination that keeps every log line, for tests that check what the server logs. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    lines,
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

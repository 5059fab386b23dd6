import crypto from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; filename: string; content: string | Buffer };

/** A multipart/form-data body for app.inject, its parts in the given order. */
export function multipart(parts: Part[]) {
  const boundary = `----ai4n-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'filename' in part;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file ? `; filename="${part.filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(file ? part.content : part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual upload: a CSV file and the replaceExisting flag. */
export const csvUpload = (content: string, options: { filename?: string; replaceExisting?: string } = {}) =>
  multipart([
    { name: 'file', filename: options.filename ?? 'data.csv', content },
    { name: 'replaceExisting', value: options.replaceExisting ?? 'false' },
  ]);

/**
 * Upload bodies a broken or hostile client sends: each must be refused with 400 and a message
 * (they answered 500 when the multipart parser's errors went through unchanged).
 */
export function malformedUploads(): Array<{ name: string; payload: Buffer; headers: Record<string, string> }> {
  const good = csvUpload('question,answer,category\r\nWhere?,Here.,about');
  const boundary = /boundary=(.+)$/u.exec(good.headers['content-type'])![1];
  const type = good.headers['content-type'];
  return [
    {
      name: 'a boundary that is not in the body',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=not-the-one' },
    },
    { name: 'no boundary at all', payload: good.payload, headers: { 'content-type': 'multipart/form-data' } },
    {
      name: 'an empty boundary',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=' },
    },
    {
      name: 'truncated in the file part',
      payload: good.payload.subarray(0, good.payload.length - 40),
      headers: { 'content-type': type },
    },
    {
      name: 'truncated in the headers',
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
      headers: { 'content-type': type },
    },
    { name: 'an empty body', payload: Buffer.alloc(0), headers: { 'content-type': type } },
    {
      name: 'a part without headers',
      payload: Buffer.from(`--${boundary}\r\n\r\nplain text\r\n--${boundary}--\r\n`),
      headers: { 'content-type': type },
    },
    {
      name: 'no file part',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="replaceExisting"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': type },
    },
    {
      name: 'a JSON body under a multipart header',
      payload: Buffer.from('{"file":"question,answer\\nWhere?,Here."}'),
      headers: { 'content-type': type },
    },
    {
      name: 'garbage bytes under a multipart header',
      payload: Buffer.from([0xff, 0xfe, 0x00, 0x2d, 0x2d, 0x0d, 0x0a, 0x00]),
      headers: { 'content-type': type },
    },
  ];
}

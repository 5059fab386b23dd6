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

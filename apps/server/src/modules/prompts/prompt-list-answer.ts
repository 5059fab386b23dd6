import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { PaginationSchema, PromptSchema, type Prompt, type PromptListResponse } from '@ai4n/shared';
import { deflate, gzipOf, storedPiece, textPiece, type GzipPiece } from '../../lib/gzip-pieces.js';
import { COMPRESS_THRESHOLD, acceptsGzip, varyWithEncoding } from '../../plugins/response-cache.js';

/**
 * The bytes of a gallery list, built from each prompt's JSON made once (issue 12: uncached pages
 * of up to 50 prompts, 219 KB, spent most of their time serialising, hashing and compressing).
 * A prompt's piece is its JSON, as the route's zod serializer writes it, and a SHA-1 of it; the
 * pieces the gallery index keeps (preparedPiece) hold only the JSON's deflate, a third of it, and
 * nothing else of the prompt (decision 0078). A page is the pieces in order with the brackets,
 * commas and pagination between: the same bytes the serializer would write for the whole answer.
 * Clients that take gzip get the pieces' deflate put together (lib/gzip-pieces.ts); an ETag over
 * the pieces' hashes replaces a hash of the whole body.
 */
export interface PromptPiece extends GzipPiece {
  /** SHA-1 of the JSON, base64 (a string: kept on the JS heap, not as a small block of malloc's). */
  digest: string;
}

/** A gallery list as the service answers it: each prompt as its piece. */
export interface PromptPieceList extends Omit<PromptListResponse, 'prompts'> {
  prompts: PromptPiece[];
}

type Serialize = (data: unknown) => string;
const compile = (schema: unknown) =>
  (serializerCompiler as unknown as (route: { schema: unknown; method: string; url: string }) => Serialize)({
    schema,
    method: 'GET',
    url: '/prompts',
  });
const serializePrompt = compile(PromptSchema);
const serializePagination = compile(PaginationSchema);

const pieceOfText = (bytes: Buffer): PromptPiece => ({
  ...textPiece(bytes),
  digest: createHash('sha1').update(bytes).digest('base64'),
});

/** A prompt's piece with its JSON text (an answer read from the database, made for it alone). */
export const promptPiece = (prompt: Prompt): PromptPiece => pieceOfText(Buffer.from(serializePrompt(prompt)));

const NO_TEXT = Buffer.alloc(0);
/** Where prepared pieces' texts are written, one after the other: each lives only until deflated. */
let scratch = Buffer.allocUnsafeSlow(64 * 1024);
/**
 * A prompt's piece deflated, its text let go: an answer that needs the text (the response cache's
 * own compression, a client without gzip) inflates it again (some 15 µs a prompt). The text is
 * written into a buffer kept for the purpose rather than a new one: a library's load prepares
 * thousands, and their texts (some 4 KB each) were garbage that stayed resident until collected.
 */
export function preparedPiece(prompt: Prompt): PromptPiece {
  const json = serializePrompt(prompt);
  const size = Buffer.byteLength(json);
  if (size > scratch.length) scratch = Buffer.allocUnsafeSlow(2 * size);
  const piece = deflate(pieceOfText(scratch.subarray(0, scratch.write(json)))) as PromptPiece;
  piece.bytes = NO_TEXT;
  return piece;
}

/** Bytes a prepared piece holds: its deflate, its digest and their objects. */
export const preparedBytes = (piece: PromptPiece): number => (piece.deflated?.length ?? piece.length) + 200;

const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
/** The piece's JSON text. */
const textOf = (piece: GzipPiece): Buffer =>
  piece.bytes.length === piece.length ? piece.bytes : zlib.inflateRawSync(piece.deflated!, SYNC);

/** The prompt a piece was made from, read back from its JSON (tests, and any caller wanting objects). */
export const promptOfPiece = (piece: PromptPiece): Prompt => JSON.parse(textOf(piece).toString('utf8')) as Prompt;

const HEAD = Buffer.from('{"prompts":[');
const COMMA = Buffer.from(',');
const HEAD_PIECE = storedPiece(HEAD);
const COMMA_PIECE = storedPiece(COMMA);

/** The items with a separator between each two. */
const separated = <T>(items: readonly T[], separator: T): T[] =>
  items.flatMap((item, i) => (i === 0 ? [item] : [separator, item]));

/**
 * Sends a list answer: gzip from the pieces when the client takes it and they are deflated, else
 * the JSON bytes (which the pipeline compresses as any answer).
 */
export function sendPromptList(request: FastifyRequest, reply: FastifyReply, answer: PromptPieceList): FastifyReply {
  const items = answer.prompts;
  const tail = Buffer.from(
    `],"pagination":${serializePagination(answer.pagination)},"didYouMean":${JSON.stringify(answer.didYouMean)}}`,
  );
  const etag = createHash('sha1');
  for (const item of items) etag.update(item.digest);
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('etag', `"${etag.update(tail).digest('base64')}"`);
  const length = HEAD.length + tail.length + items.reduce((sum, item) => sum + item.length + 1, 0);
  // An answer the response cache keeps is compressed by it; a small one is not compressed at all.
  if (
    request.responseCacheBuild?.keep === true ||
    length < COMPRESS_THRESHOLD ||
    !acceptsGzip(request) ||
    !items.every((item) => item.deflated !== null)
  ) {
    return reply.send(Buffer.concat([HEAD, ...separated(items.map(textOf), COMMA), tail]));
  }
  const body = gzipOf([HEAD_PIECE, ...separated<GzipPiece>(items, COMMA_PIECE), storedPiece(tail)]);
  return reply
    .header('vary', varyWithEncoding(reply.getHeader('vary') as string | undefined))
    .header('content-encoding', 'gzip')
    .header('content-length', body.length)
    .send(body);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BULK_ENTITIES } from '@ai4n/shared';
import { createTestApp } from '../../../test/test-app.js';
import { adminToken, createFaq, createUserWithToken } from '../../../test/factories.js';
import { csvUpload } from '../../../test/multipart.js';
import type { AppDb } from '../../db/client.js';

let app: FastifyInstance;
let db: AppDb;
let bad: Array<[string, Record<string, string>]>;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const admin = await adminToken(app);
  const payload = admin.split('.')[1];
  const algNone = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  bad = [
    ['no token', {}],
    ['a user token', { authorization: `Bearer ${(await createUserWithToken(db)).token}` }],
    ['alg none', { authorization: `Bearer ${algNone}` }],
    ['a tampered token', { authorization: `Bearer ${admin.slice(0, -4)}AAAA` }],
    ['garbage', { authorization: 'Bearer garbage' }],
  ];
});
afterAll(async () => app.close());

type Call = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
};

const adminCalls = (): Call[] => [
  ...BULK_ENTITIES.flatMap((entity): Call[] => {
    const upload = csvUpload('a,b\r\n1,2');
    return [
      { method: 'POST', url: `/api/${entity}/bulk/import`, payload: { [entity]: [], replaceExisting: true } },
      { method: 'POST', url: `/api/${entity}/bulk/import?dryRun=true`, payload: { [entity]: [] } },
      {
        method: 'POST',
        url: `/api/${entity}/bulk/import-csv?dryRun=true`,
        payload: 'a,b\n1,2',
        headers: { 'content-type': 'text/csv' },
      },
      { method: 'POST', url: `/api/${entity}/bulk/upload`, payload: upload.payload, headers: upload.headers },
      { method: 'GET', url: `/api/${entity}/bulk/export` },
      { method: 'DELETE', url: `/api/${entity}/bulk/all` },
    ];
  }),
  { method: 'GET', url: '/api/quizzes/bulk/export' },
  { method: 'GET', url: '/api/lessons/admin/all' },
];

describe('bulk routes authorization', () => {
  it('refuses every bulk route and the admin lesson list without a valid admin token, and changes nothing', async () => {
    await createFaq(db, { question: 'Still here?' });
    for (const call of adminCalls()) {
      for (const [label, auth] of bad) {
        const res = await app.inject({ ...call, headers: { ...call.headers, ...auth } });
        expect(res.statusCode, `${call.method} ${call.url} with ${label}`).toBe(401);
        expect(res.json().message).toBe('Admin sign-in required');
      }
    }
    const admin = { authorization: `Bearer ${await adminToken(app)}` };
    expect((await app.inject({ url: '/api/faqs/bulk/export', headers: admin })).body).toContain('Still here?');
  });

  it('checks the token before reading the body: an oversized or malformed body from a stranger gets 401', async () => {
    const huge = csvUpload('q\r\n'.repeat(200_000));
    expect(
      (await app.inject({ method: 'POST', url: '/api/faqs/bulk/upload', payload: huge.payload, headers: huge.headers }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/faqs/bulk/import',
          payload: '{not json',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('serves the CSV templates to anyone', async () => {
    for (const entity of BULK_ENTITIES)
      expect((await app.inject({ url: `/api/${entity}/bulk/template` })).statusCode).toBe(200);
  });
});

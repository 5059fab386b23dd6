import { describe, expect, it } from 'vitest';
import {
  AuditLogSchema,
  deleteModeOf,
  ModelFlagSchema,
  ModelFlagsResponseSchema,
  ModelFlagsUpdateSchema,
  SupportInboxSchema,
  type ModelFlag,
} from '../index.js';

describe('admin contracts', () => {
  it('a model flag needs only its name and state; the console list carries its label and whether it is always on', () => {
    const flag: ModelFlag = { name: 'gemini', enabled: false };
    expect(ModelFlagSchema.parse(flag)).toEqual(flag);
    expect(ModelFlagsResponseSchema.safeParse({ models: [flag] }).success).toBe(false);
    expect(
      ModelFlagsResponseSchema.parse({ models: [{ ...flag, label: 'Gemini', alwaysOn: false }] }).models[0].label,
    ).toBe('Gemini');
  });

  it('saving flags keeps only name and state, for at most 50 models', () => {
    expect(
      ModelFlagsUpdateSchema.parse({ models: [{ name: 'gemini', enabled: true, label: 'x', alwaysOn: true }] }),
    ).toEqual({ models: [{ name: 'gemini', enabled: true }] });
    expect(
      ModelFlagsUpdateSchema.safeParse({
        models: Array.from({ length: 51 }, (_, i) => ({ name: `m${i}`, enabled: true })),
      }).success,
    ).toBe(false);
  });

  it('support messages and audit entries as the console reads them', () => {
    const message = {
      id: '1',
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hi',
      message: 'Hello',
      status: 'new',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(SupportInboxSchema.parse({ messages: [message], unread: 1 }).messages[0]).toEqual(message);
    expect(SupportInboxSchema.safeParse({ messages: [{ ...message, status: 'done' }], unread: 1 }).success).toBe(false);
    const entry = {
      username: 'admin',
      action: 'PUT',
      path: '/api/faqs/1',
      statusCode: 200,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(AuditLogSchema.parse({ entries: [entry] })).toEqual({ entries: [entry] });
  });

  it('a delete query names its mode: permanent wins over archive; neither deactivates', () => {
    expect(deleteModeOf({ permanent: 'true', archive: 'true' })).toBe('permanent');
    expect(deleteModeOf({ archive: 'true' })).toBe('archive');
    expect(deleteModeOf({ archive: 'false' })).toBe('deactivate');
  });
});

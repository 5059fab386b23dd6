import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.IMPORT_MAX_BYTES).toBe(50 * 1024 * 1024);
  });

  it("reads TRUST_PROXY as off, the proxies' addresses or a hop count", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    for (const bad of ['yes', '0', '11', '-1', '1.5', '10.0.0.1/40', 'proxy.example.com'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY: write the addresses\/CIDRs .* or how many proxies/,
      );
  });

  it('refuses TRUST_PROXY=true, saying why and what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: `true` would let any client choose its address .*\(e\.g\. 127\.0\.0\.1\).*\(1 to 10, e\.g\. 1\)/,
    );
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('reads the response cache size and the request log settings', () => {
    expect(loadConfig({})).toMatchObject({ RESPONSE_CACHE_MB: 64, ACCESS_LOG: false, SLOW_REQUEST_MS: 1000 });
    expect(loadConfig({ RESPONSE_CACHE_MB: '0', ACCESS_LOG: 'true', SLOW_REQUEST_MS: '250' })).toMatchObject({
      RESPONSE_CACHE_MB: 0,
      ACCESS_LOG: true,
      SLOW_REQUEST_MS: 250,
    });
    expect(loadConfig({ ACCESS_LOG: '' }).ACCESS_LOG).toBe(false);
    expect(() => loadConfig({ RESPONSE_CACHE_MB: '-1' })).toThrow(/RESPONSE_CACHE_MB/);
    expect(() => loadConfig({ ACCESS_LOG: 'yes' })).toThrow(/ACCESS_LOG/);
    expect(() => loadConfig({ SLOW_REQUEST_MS: '0' })).toThrow(/SLOW_REQUEST_MS/);
  });

  it('reads METRICS_TOKEN: unset or empty turns the metrics off; a short or spaced one is refused', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'with a space in it 123' })).toThrow(/METRICS_TOKEN: must be printable/);
  });

  it('reads SITE_URL as an origin, refusing a path or a trailing slash', () => {
    expect(loadConfig({}).SITE_URL).toBe('http://localhost:3000');
    expect(loadConfig({ SITE_URL: '' }).SITE_URL).toBe('http://localhost:3000');
    expect(loadConfig({ SITE_URL: 'https://aifornewbies.com' }).SITE_URL).toBe('https://aifornewbies.com');
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:8080' }).SITE_URL).toBe('http://127.0.0.1:8080');
    for (const bad of ['https://aifornewbies.com/', 'https://aifornewbies.com/site', 'aifornewbies.com', 'ftp://x.com'])
      expect(() => loadConfig({ SITE_URL: bad })).toThrow(/SITE_URL/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ IMPORT_MAX_BYTES: '10' })).toThrow(/IMPORT_MAX_BYTES/);
    expect(() => loadConfig({ QUIZ_MIN_SECONDS_PER_QUESTION: '-1' })).toThrow(/QUIZ_MIN_SECONDS_PER_QUESTION/);
    expect(() => loadConfig({ QUIZ_MIN_SECONDS_PER_QUESTION: 'fast' })).toThrow(/QUIZ_MIN_SECONDS_PER_QUESTION/);
  });

  it('defaults the coach models to current ids, reads others, and refuses one that is not a model id', () => {
    const config = loadConfig({});
    expect([config.ANTHROPIC_MODEL, config.OPENAI_MODEL, config.GEMINI_MODEL]).toEqual([
      'claude-haiku-4-5',
      'gpt-5.4-mini',
      'gemini-3.5-flash-lite',
    ]);
    expect(config.ANTHROPIC_MODEL).not.toMatch(/claude-3/);
    expect(
      loadConfig({ ANTHROPIC_MODEL: 'claude-sonnet-4-5', OPENAI_COMPATIBLE_MODEL: 'llama3.1:8b', GEMINI_MODEL: '' }),
    ).toMatchObject({
      ANTHROPIC_MODEL: 'claude-sonnet-4-5',
      OPENAI_COMPATIBLE_MODEL: 'llama3.1:8b',
      GEMINI_MODEL: 'gemini-3.5-flash-lite',
    });
    expect(() => loadConfig({ OPENAI_MODEL: 'gpt 5 mini' })).toThrow(/OPENAI_MODEL: must be a model id/);
  });

  it('reads the least reading time per quiz question, 5 s unless set (0 turns the rule off)', () => {
    expect(loadConfig({}).QUIZ_MIN_SECONDS_PER_QUESTION).toBe(5);
    expect(loadConfig({ QUIZ_MIN_SECONDS_PER_QUESTION: '0' }).QUIZ_MIN_SECONDS_PER_QUESTION).toBe(0);
    expect(loadConfig({ QUIZ_MIN_SECONDS_PER_QUESTION: '2.5' }).QUIZ_MIN_SECONDS_PER_QUESTION).toBe(2.5);
  });
});

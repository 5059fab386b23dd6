import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CERTIFICATES_MIN_SHOWN, DEFAULT_SITE_CLAIMS, PASS_RATE_MIN_VISITORS, type SiteClaims } from '@ai4n/shared';
import { createAdminTestApp } from '../../../test/test-app.js';
import { createPrompt, createQuestion, createUserWithToken } from '../../../test/factories.js';
import type { AppDb } from '../../db/client.js';
import { certificates, quizAttempts, quizDraws } from '../../db/schema/index.js';

let app: FastifyInstance;
let db: AppDb;
let auth: { authorization: string };
beforeAll(async () => {
  ({ app, db, auth } = await createAdminTestApp());
});
afterAll(async () => app.close());

const publicClaims = async () => (await app.inject({ url: '/api/site/claims' })).json();
const save = (claims: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'PUT', url: '/api/admin/site-claims', headers, payload: claims as object });

describe('site claims', () => {
  it('start on a fresh site as counted-or-hidden figures, no testimonials and no reply time, with the live prompt count', async () => {
    await createPrompt(db);
    await createPrompt(db);
    await createPrompt(db, { status: 'draft' });
    expect(await publicClaims()).toEqual({
      promptCount: 2,
      students: null,
      successRate: null,
      testimonials: [],
      supportReplyTime: '',
    });
    expect((await app.inject({ url: '/api/admin/site-claims', headers: auth })).json()).toEqual({
      claims: {
        students: { source: 'certificates', value: '' },
        successRate: { source: 'quiz-pass-rate', value: '' },
        testimonials: [],
        supportReplyTime: '',
      },
      isDefault: true,
    });
  });

  it('are written by an administrator only, and read by anyone', async () => {
    const user = (await createUserWithToken(db)).token;
    for (const headers of [{}, { authorization: `Bearer ${user}` }, { authorization: 'Bearer garbage' }] as Array<
      Record<string, string>
    >) {
      expect((await save(DEFAULT_SITE_CLAIMS, headers)).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/admin/site-claims', headers })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/site/claims' })).statusCode).toBe(200);
  });

  it('refuse what cannot be shown: an empty figure, an unknown source, a testimonial without a quote, too many', async () => {
    const bad: Array<[string, unknown, string]> = [
      ['empty figure', { ...DEFAULT_SITE_CLAIMS, students: { source: 'text', value: '  ' } }, 'students.value'],
      [
        'unknown source',
        { ...DEFAULT_SITE_CLAIMS, successRate: { source: 'guess', value: '80%' } },
        'successRate.source',
      ],
      [
        'no quote',
        { ...DEFAULT_SITE_CLAIMS, testimonials: [{ name: 'A', role: '', quote: '' }] },
        'testimonials.0.quote',
      ],
      [
        'too many',
        { ...DEFAULT_SITE_CLAIMS, testimonials: Array(7).fill({ name: 'Ana Ruiz', role: '', quote: 'Clear.' }) },
        'testimonials',
      ],
      ['long reply time', { ...DEFAULT_SITE_CLAIMS, supportReplyTime: 'x'.repeat(41) }, 'supportReplyTime'],
    ];
    for (const [name, claims, field] of bad) {
      const res = await save(claims);
      expect(res.statusCode, name).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        name,
      ).toContain(field);
    }
    expect((await app.inject({ url: '/api/admin/site-claims', headers: auth })).json().isDefault).toBe(true);
  });

  it("show the administrator's texts, or the site's own figures, and the support reply follows", async () => {
    const claims: SiteClaims = {
      students: { source: 'text', value: '250+' },
      successRate: { source: 'hidden', value: '' },
      testimonials: [{ name: 'Ana Ruiz', role: 'Florist', quote: 'Clear and kind.' }],
      supportReplyTime: '2 working days',
    };
    expect((await save(claims)).json()).toEqual({ claims, isDefault: false });
    expect(await publicClaims()).toMatchObject({
      students: { value: '250+', label: 'Students' },
      successRate: null,
      testimonials: claims.testimonials,
      supportReplyTime: '2 working days',
    });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' },
    });
    expect(sent.json().message).toBe("Message Sent! We'll get back to you within 2 working days.");

    await save({
      ...claims,
      students: { source: 'certificates', value: '' },
      successRate: { source: 'quiz-pass-rate', value: '' },
      supportReplyTime: '',
    });
    // Nothing behind the figures yet: hidden rather than shown as zero.
    expect(await publicClaims()).toMatchObject({ students: null, successRate: null, supportReplyTime: '' });
    const attempts = await db
      .insert(quizAttempts)
      .values(
        Array.from({ length: CERTIFICATES_MIN_SHOWN + 10 }, (_, i) => ({
          score: 10,
          total: 20,
          percentage: 50,
          grade: i < CERTIFICATES_MIN_SHOWN + 5 ? 'B' : 'F',
        })),
      )
      .returning({ id: quizAttempts.id });
    const issue = (from: number, to: number) =>
      db.insert(certificates).values(
        attempts.slice(from, to).map((a, i) => ({
          code: `CLAIM-${from + i}`,
          attemptId: a.id,
          name: 'N',
          score: 15,
          total: 20,
          percentage: 75,
          grade: 'B',
        })),
      );
    // A few certificates say little about the course: hidden below the floor.
    await issue(0, CERTIFICATES_MIN_SHOWN - 1);
    expect((await publicClaims()).students).toBeNull();
    await issue(CERTIFICATES_MIN_SHOWN - 1, CERTIFICATES_MIN_SHOWN + 5);
    // Attempts the server did not draw (older rows, imports) say nothing about visitors.
    expect(await publicClaims()).toMatchObject({
      students: { value: '50+', label: 'Certificates issued' },
      successRate: null,
    });
    const noPromise = await app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'N', email: 'n@example.com', subject: 'S', message: 'M' },
    });
    expect(noPromise.json().message).toBe("Message Sent! We'll get back to you as soon as we can.");
  });
});

describe('the public quiz pass rate (issue 27, L-5)', () => {
  /** A visitor's graded, server-drawn attempt (the visitor key as a draw keeps it). */
  const visitorAttempt = async (visitor: string, passed: boolean) => {
    const [draw] = await db
      .insert(quizDraws)
      .values({ questionIds: [], visitor, submittedAt: new Date() })
      .returning({ id: quizDraws.id });
    await db.insert(quizAttempts).values({
      drawId: draw.id,
      score: passed ? 18 : 4,
      total: 20,
      percentage: passed ? 90 : 20,
      grade: passed ? 'A' : 'F',
      certificateEligible: passed,
    });
  };
  /** One scripted attempt from one client address: a draw answered with nothing, at once. */
  const scriptedFailure = async () => {
    const draw = await app.inject({ method: 'POST', url: '/api/quizzes/draws', remoteAddress: '203.0.113.9' });
    expect(draw.statusCode).toBe(201);
    const graded = await app.inject({
      method: 'POST',
      url: '/api/quizzes/results',
      remoteAddress: '203.0.113.9',
      payload: { drawId: draw.json().drawId },
    });
    expect(graded.json()).toMatchObject({ passed: false });
  };

  it('counts each visitor once, is hidden below the floor of visitors, and 40 scripted failures do not move it', async () => {
    for (let i = 0; i < 3; i++) await createQuestion(db);
    await save({ ...DEFAULT_SITE_CLAIMS, successRate: { source: 'quiz-pass-rate', value: '' } });
    // PASS_RATE_MIN_VISITORS - 1 visitors, three in four passed; one of them tried five times.
    for (let i = 0; i < PASS_RATE_MIN_VISITORS - 1; i++) await visitorAttempt(`visitor-${i}`, i % 4 !== 0);
    for (let i = 0; i < 4; i++) await visitorAttempt('visitor-1', false);
    expect((await publicClaims()).successRate).toBeNull();

    await scriptedFailure();
    const shown = (await publicClaims()).successRate;
    const passed = Array.from({ length: PASS_RATE_MIN_VISITORS - 1 }, (_, i) => i % 4 !== 0).filter(Boolean).length;
    expect(shown).toEqual({
      value: `${Math.floor((passed / PASS_RATE_MIN_VISITORS) * 100)}%`,
      label: 'Quiz pass rate',
    });
    for (let i = 0; i < 39; i++) await scriptedFailure();
    expect((await publicClaims()).successRate).toEqual(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { Registry, Slots } from './registry.js';

describe('the registries modules fill', () => {
  it('a list gives its entries in the order they were added, and refuses one added after it was read', () => {
    const transfers = new Registry<string>('bulk transfers');
    transfers.add('faqs');
    transfers.add('lessons');
    expect(transfers.read('bulk')).toEqual(['faqs', 'lessons']);
    expect(() => transfers.add('terms')).toThrow(
      'bulk transfers: an entry was added after bulk read them; list its module before bulk in modules/index.ts',
    );
  });

  it('slots give every value once all are provided, and name the missing ones otherwise', () => {
    const full = new Slots<{ lessons: number; faqs: number }>('SEO sources', ['lessons', 'faqs']);
    full.provide('lessons', 1);
    full.provide('faqs', 2);
    expect(full.read('seo')).toEqual({ lessons: 1, faqs: 2 });

    const partial = new Slots<{ lessons: number; faqs: number }>('SEO sources', ['lessons', 'faqs']);
    partial.provide('faqs', 2);
    expect(() => partial.read('seo')).toThrow(
      'SEO sources: seo needs lessons; register the modules that provide them before it',
    );
  });

  it('slots refuse a value provided twice or after they were read', () => {
    const slots = new Slots<{ lessons: number }>('SEO sources', ['lessons']);
    slots.provide('lessons', 1);
    expect(() => slots.provide('lessons', 2)).toThrow('SEO sources: lessons is provided twice');
    slots.read('seo');
    const late = new Slots<{ lessons: number; faqs: number }>('SEO sources', ['lessons']);
    late.provide('lessons', 1);
    late.read('seo');
    expect(() => late.provide('faqs', 2)).toThrow('SEO sources: faqs was provided after seo read them');
  });
});

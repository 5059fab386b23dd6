import { describe, expect, it } from 'vitest';
import { dataScriptsIntoBody } from './entry.server';

describe('dataScriptsIntoBody', () => {
  it("moves the router's data scripts into <body> and drops the Suspense markers", () => {
    const html =
      '<html><head></head><body><main>Page</main></body></html><!--$s--><script>enqueue()</script><!--$s--><script>close()</script><!--/$s--><!--/$s-->';
    expect(dataScriptsIntoBody(html)).toBe(
      '<html><head></head><body><main>Page</main><script>enqueue()</script><script>close()</script></body></html>',
    );
  });

  it('leaves a page without trailing scripts as it is', () => {
    const html = '<html><head></head><body><main>Page</main></body></html>';
    expect(dataScriptsIntoBody(html)).toBe(html);
  });
});

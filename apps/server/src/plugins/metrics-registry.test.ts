import { describe, expect, it } from 'vitest';
import { MetricsRegistry } from './metrics-registry.js';

describe('MetricsRegistry', () => {
  it('writes counters, gauges and histograms in the text exposition format', () => {
    const registry = new MetricsRegistry();
    const requests = registry.counter('requests_total', 'Requests.', ['method', 'code']);
    requests.inc({ code: '200', method: 'GET' });
    requests.inc({ method: 'GET', code: '200' }, 2);
    requests.inc({ method: 'POST', code: '201' });
    registry.collect('temperature', 'Now.', () => 21.5);
    const durations = registry.histogram('duration_seconds', 'Durations.', ['route'], [0.1, 1]);
    durations.observe({ route: '/a' }, 0.05);
    durations.observe({ route: '/a' }, 0.1);
    durations.observe({ route: '/a' }, 0.5);
    durations.observe({ route: '/a' }, 7);
    expect(registry.render()).toBe(
      [
        '# HELP requests_total Requests.',
        '# TYPE requests_total counter',
        'requests_total{method="GET",code="200"} 3',
        'requests_total{method="POST",code="201"} 1',
        '# HELP temperature Now.',
        '# TYPE temperature gauge',
        'temperature 21.5',
        '# HELP duration_seconds Durations.',
        '# TYPE duration_seconds histogram',
        'duration_seconds_bucket{route="/a",le="0.1"} 2',
        'duration_seconds_bucket{route="/a",le="1"} 3',
        'duration_seconds_bucket{route="/a",le="+Inf"} 4',
        'duration_seconds_sum{route="/a"} 7.65',
        'duration_seconds_count{route="/a"} 4',
        '',
      ].join('\n'),
    );
    expect(requests.get({ method: 'GET', code: '200' })).toBe(3);
  });

  it('escapes label values and help text', () => {
    const registry = new MetricsRegistry();
    registry.counter('odd_total', 'A \\ and a\nnewline.', ['value']).inc({ value: 'say "hi"\\\n' });
    expect(registry.render()).toBe(
      '# HELP odd_total A \\\\ and a\\nnewline.\n# TYPE odd_total counter\nodd_total{value="say \\"hi\\"\\\\\\n"} 1\n',
    );
  });

  it('refuses bad names, a name twice, and buckets that do not grow', () => {
    const registry = new MetricsRegistry();
    expect(() => registry.counter('bad-name', 'x')).toThrow(/bad metric name/);
    expect(() => registry.counter('ok_total', 'x', ['bad-label'])).toThrow(/bad label/);
    registry.counter('twice_total', 'x');
    expect(() => registry.collect('twice_total', 'x', () => 1)).toThrow(/twice/);
    expect(() => registry.histogram('h', 'x', [], [1, 1])).toThrow(/grow/);
  });
});

/**
 * A small Prometheus registry: counters and histograms with labels, and gauges read when scraped,
 * written in the text exposition format (version 0.0.4). One per app: nothing is global, so apps
 * built side by side (the tests) never share a count.
 */

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type Labels = Readonly<Record<string, string>>;

/** A value of a metric read when scraped (gauges, and counters kept elsewhere). */
export interface Sample {
  labels?: Labels;
  value: number;
}

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  lines(): string[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatLabels(labels: Labels | undefined, extra?: [string, string]): string {
  const pairs = Object.entries(labels ?? {});
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
}

/** The labels in the declared order, as a map key and as the written pairs. */
function labelled(names: readonly string[], labels: Labels): { key: string; labels: Labels } {
  const ordered: Record<string, string> = {};
  for (const name of names) ordered[name] = labels[name] ?? '';
  return { key: names.map((name) => ordered[name]).join('\u0000'), labels: ordered };
}

export class Counter<L extends string = string> {
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(private readonly labelNames: readonly L[]) {}

  inc(labels: Readonly<Record<L, string>>, by = 1): void {
    const { key, labels: ordered } = labelled(this.labelNames, labels);
    const entry = this.series.get(key);
    if (entry) entry.value += by;
    else this.series.set(key, { labels: ordered, value: by });
  }

  /** The count of one series (0 when never counted). */
  get(labels: Readonly<Record<L, string>>): number {
    return this.series.get(labelled(this.labelNames, labels).key)?.value ?? 0;
  }

  samples(): Sample[] {
    return [...this.series.values()].map(({ labels, value }) => ({ labels, value }));
  }
}

interface HistogramSeries {
  labels: Labels;
  /** Observations per bucket (not cumulative), the last one above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

export class Histogram<L extends string = string> {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    private readonly labelNames: readonly L[],
    readonly buckets: readonly number[],
  ) {}

  observe(labels: Readonly<Record<L, string>>, value: number): void {
    const { key, labels: ordered } = labelled(this.labelNames, labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: ordered, counts: new Array<number>(this.buckets.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    let i = 0;
    while (i < this.buckets.length && value > this.buckets[i]) i++;
    entry.counts[i]++;
    entry.sum += value;
    entry.count++;
  }

  lines(name: string): string[] {
    const out: string[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i];
        out.push(`${name}_bucket${formatLabels(labels, ['le', formatValue(bound)])} ${cumulative}`);
      });
      out.push(`${name}_bucket${formatLabels(labels, ['le', '+Inf'])} ${count}`);
      out.push(`${name}_sum${formatLabels(labels)} ${formatValue(sum)}`);
      out.push(`${name}_count${formatLabels(labels)} ${count}`);
    }
    return out;
  }
}

export class MetricsRegistry {
  private readonly families = new Map<string, Family>();

  private add(family: Family): void {
    if (!NAME.test(family.name)) throw new Error(`metrics: bad metric name ${family.name}`);
    if (this.families.has(family.name)) throw new Error(`metrics: ${family.name} is registered twice`);
    this.families.set(family.name, family);
  }

  private static checkLabels(name: string, labelNames: readonly string[]): void {
    for (const label of labelNames)
      if (!LABEL_NAME.test(label) || label === 'le') throw new Error(`metrics: bad label ${label} on ${name}`);
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    MetricsRegistry.checkLabels(name, labelNames);
    const counter = new Counter(labelNames);
    this.add({ name, help, type: 'counter', lines: () => sampleLines(name, counter.samples()) });
    return counter;
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: readonly number[],
  ): Histogram<L> {
    MetricsRegistry.checkLabels(name, labelNames);
    if (buckets.some((b, i) => i > 0 && b <= buckets[i - 1])) throw new Error(`metrics: ${name} buckets must grow`);
    const histogram = new Histogram(labelNames, buckets);
    this.add({ name, help, type: 'histogram', lines: () => histogram.lines(name) });
    return histogram;
  }

  /** A gauge (or a counter kept elsewhere, type 'counter') whose samples are read at each scrape. */
  collect(name: string, help: string, read: () => number | Sample[], type: 'gauge' | 'counter' = 'gauge'): void {
    this.add({
      name,
      help,
      type,
      lines: () => {
        const value = read();
        return sampleLines(name, typeof value === 'number' ? [{ value }] : value);
      },
    });
  }

  /** Every metric in the text exposition format. */
  render(): string {
    const out: string[] = [];
    for (const family of this.families.values()) {
      out.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
      out.push(...family.lines());
    }
    return `${out.join('\n')}\n`;
  }
}

function sampleLines(name: string, samples: Sample[]): string[] {
  return samples.map(({ labels, value }) => `${name}${formatLabels(labels)} ${formatValue(value)}`);
}

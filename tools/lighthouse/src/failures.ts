/**
 * What a developer needs from a Lighthouse report to fix it: the failing audits of each category,
 * each with what it measured and the first elements, files or checks it names.
 */
import type { Result as LighthouseResult } from 'lighthouse';

type LighthouseAudit = LighthouseResult['audits'][string];

export interface Failure {
  /** The category title: "Performance", "Accessibility" ... */
  category: string;
  id: string;
  title: string;
  /** The measured value, the estimated savings and the score: "2.1 s; score 0.78". */
  summary: string;
  /** Up to MAX_ITEMS elements, files or unmet checks, then "… N more". */
  items: string[];
}

const MAX_ITEMS = 5;
const MAX_ITEM_CHARS = 200;
/** Modes whose score does not count (or is absent by design). */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual']);

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_ITEM_CHARS ? `${flat.slice(0, MAX_ITEM_CHARS - 1)}…` : flat;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function numeric(value: number, unit: string | undefined): string {
  if (unit === 'millisecond') return ms(value);
  if (unit === 'byte') return kib(value);
  if (unit === 'unitless') return value.toFixed(3);
  return `${+value.toFixed(3)}${unit ? ` ${unit}` : ''}`;
}

function summaryOf(audit: LighthouseAudit): string {
  if (audit.scoreDisplayMode === 'error') return `the audit failed to run: ${audit.errorMessage ?? 'no message'}`;
  const parts: string[] = [];
  if (audit.displayValue) parts.push(audit.displayValue);
  else if (audit.numericValue !== undefined) parts.push(numeric(audit.numericValue, audit.numericUnit));
  const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value);
  if (savings.length) {
    const shown = savings.map(([metric, value]) => `${metric} ${metric === 'CLS' ? value!.toFixed(3) : ms(value!)}`);
    parts.push(`est. savings ${shown.join(', ')}`);
  }
  if (audit.score !== null && audit.scoreDisplayMode !== 'informative') parts.push(`score ${audit.score}`);
  return parts.join('; ');
}

type Item = Record<string, unknown>;

function nodeText(node: Item): string {
  // axe's explanation: "Fix any of the following:\n  Element has insufficient color contrast of ..."
  const explanation = String(node.explanation ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
    .join('; ');
  // The selector and the element's text name it; the HTML snippet only when there is no selector.
  const where = node.selector ? `${node.selector}${node.nodeLabel ? ` ("${node.nodeLabel}")` : ''}` : node.snippet;
  return [where, explanation && `— ${explanation}`].filter(Boolean).join(' ');
}

/** Columns of Lighthouse's tables worth a line: what a row is about, then its time in ms. */
const TEXT_KEYS = [
  'message',
  'description',
  'label',
  'groupLabel',
  'issueType',
  'phase',
  'directive',
  'entity',
  'name',
  'text',
  'cause',
];
const MS_KEYS = ['timing', 'reflowTime', 'duration', 'total'];

const sitePath = (url: string, origin: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);

type Chain = { url: string; navStartToEndTime: number; isLongest?: boolean; children?: Record<string, Chain> };

/** The longest chain of a network tree: "longest chain 117 ms: / → /assets/root.css". */
function longestChain(chains: Record<string, Chain>, origin: string): string {
  const urls: string[] = [];
  let end = 0;
  let level: Record<string, Chain> | undefined = chains;
  while (level) {
    const next: Chain | undefined = Object.values(level).find((chain) => chain.isLongest);
    if (!next) break;
    urls.push(sitePath(next.url, origin));
    end = next.navStartToEndTime;
    level = next.children;
  }
  return urls.length ? `longest chain ${ms(end)}: ${urls.join(' → ')}` : '';
}

function itemText(item: Item, origin: string): string {
  const parts: string[] = [];
  const node = item.node as Item | undefined;
  if (node?.type === 'node') parts.push(nodeText(node));
  const source = item.source as Item | undefined;
  // Console messages carry theirs in sourceLocation; line 0 is a network request, not a line.
  const location = [source, item.sourceLocation as Item | undefined].find((l) => l?.type === 'source-location');
  const url =
    typeof item.url === 'string'
      ? item.url
      : location
        ? `${location.url}${location.line ? `:${location.line}` : ''}`
        : '';
  if (url) parts.push(sitePath(url, origin));
  if (source?.type === 'text' && typeof source.value === 'string') parts.push(source.value);
  // robots.txt and structured data: the line and what is wrong with it.
  const numbered = item.index !== undefined && typeof item.line === 'string';
  if (numbered) parts.push(`line ${item.index}: ${item.message ?? ''}: ${item.line}`);
  for (const key of TEXT_KEYS) {
    if (typeof item[key] === 'string' && item[key] && !(numbered && key === 'message')) parts.push(item[key] as string);
  }
  const subItems = (item.subItems as { items?: Item[] } | undefined)?.items ?? [];
  const subTexts = subItems.map((sub) => itemText(sub, origin)).filter(Boolean);
  if (subTexts.length) parts.push(`(${subTexts.join(', ')})`);
  for (const key of MS_KEYS) {
    if (typeof item[key] === 'number') parts.push(ms(item[key] as number));
  }
  if (typeof item.wastedMs === 'number' && item.wastedMs) parts.push(`${ms(item.wastedMs)} wasted`);
  if (typeof item.wastedBytes === 'number' && item.wastedBytes) parts.push(`${kib(item.wastedBytes)} wasted`);
  if (typeof item.score === 'number') parts.push(`shift ${item.score.toFixed(3)}`);
  return clip(parts.join(' '));
}

/** The lines of a details object: tables and opportunities row by row, lists flattened, unmet checks. */
function detailLines(details: unknown, origin: string): string[] {
  if (!details || typeof details !== 'object') return [];
  const { type, items } = details as { type?: string; items?: unknown };
  if (type === 'node') return [clip(nodeText(details as Item))];
  if (type === 'list-section') return detailLines((details as { value?: unknown }).value, origin);
  if (type === 'network-tree') {
    const chain = longestChain((details as { chains?: Record<string, Chain> }).chains ?? {}, origin);
    return chain ? [clip(chain)] : [];
  }
  if (type === 'checklist' && items && typeof items === 'object') {
    return Object.values(items as Record<string, { label: string; value: boolean }>)
      .filter((check) => !check.value)
      .map((check) => `not met: ${check.label}`);
  }
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap((item) => detailLines(item, origin));
  return (items as Item[]).map((item) => itemText(item, origin)).filter(Boolean);
}

/** Repeated lines once, with their count: "Failed to load resource … (×12)". */
function counted(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (×${n})` : line));
}

const failing = (audit: LighthouseAudit) =>
  !UNSCORED.has(audit.scoreDisplayMode) &&
  (audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1));

/** Every failing audit of the report's categories, in the report's order; URLs of `origin` as paths. */
export function describeFailures(lhr: LighthouseResult, origin: string): Failure[] {
  const seen = new Set<string>();
  const failures: Failure[] = [];
  for (const category of Object.values(lhr.categories)) {
    for (const { id } of category.auditRefs) {
      const audit = lhr.audits[id];
      if (!audit || seen.has(id) || !failing(audit)) continue;
      seen.add(id);
      failures.push({ category: category.title, id, ...described(audit, origin) });
    }
  }
  return failures;
}

function described(audit: LighthouseAudit, origin: string): Pick<Failure, 'title' | 'summary' | 'items'> {
  const lines = counted(detailLines(audit.details, origin));
  const items = lines.slice(0, MAX_ITEMS);
  if (lines.length > MAX_ITEMS) items.push(`… ${lines.length - MAX_ITEMS} more`);
  return { title: audit.title, summary: summaryOf(audit), items };
}

/**
 * One audit described whatever its score: the diagnostics behind a metric that misses a goal
 * stricter than Lighthouse's own (CLS 0.013 scores 1 but misses ≤ 0.01: layout-shifts names the element).
 */
export function describeAudit(
  lhr: LighthouseResult,
  id: string,
  origin: string,
): Pick<Failure, 'title' | 'summary' | 'items'> | null {
  const audit = lhr.audits[id];
  return audit ? described(audit, origin) : null;
}

/** URLs the page requested from anywhere but `origin` (data: and blob: URLs aside). */
export function requestsOffSite(lhr: LighthouseResult, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: Item[] } | undefined;
  return (details?.items ?? [])
    .map((item) => String(item.url))
    .filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** File → the files it imports, as paths relative to src ('modules/users/user-routes.ts'). */
type ImportGraph = Map<string, string[]>;

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * What src's own code (tests left out) imports: every import, export-from and import(), type-only
 * ones too. `graph` holds the src files each file imports, `packages` the rest ('zod', '@ai4n/shared').
 */
function readImports(root: string): { graph: ImportGraph; packages: Map<string, string[]> } {
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const specifiers = ts
      .preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true)
      .importedFiles.map((entry) => entry.fileName);
    const targets = specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, '.ts'))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
    packages.set(
      file,
      specifiers.filter((specifier) => !specifier.startsWith('.')),
    );
  }
  return { graph, packages };
}

/** 'users' for 'modules/users/user-routes.ts'; null outside modules/. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isRoutes = (file: string) => file.endsWith('-routes.ts');

/** Imports of a module's routes from another module: each module's index.ts registers its own. */
function foreignRouteImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => isRoutes(target) && moduleOf(file) !== null && moduleOf(target) !== moduleOf(file))
      .map((target) => `${file} imports ${target}`),
  );
}

/** Tarjan's strongly connected components of a directed graph. */
function stronglyConnected(edges: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return components;
}

/** One shortest way from `start` back to itself through `members`: [start, …, start]. */
function shortestCycle(edges: Map<string, Iterable<string>>, members: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of edges.get(v) ?? []) {
      if (!members.has(w) || cameFrom.has(w)) continue;
      cameFrom.set(w, v);
      if (w === start) queue.length = 0;
      else queue.push(w);
    }
  }
  const cycle = [start];
  for (let v = cameFrom.get(start)!; v !== start; v = cameFrom.get(v)!) cycle.unshift(v);
  return [start, ...cycle];
}

/**
 * Cycles between modules, whatever they pass through: each module's files are one node (other
 * files stay their own), and a strongly connected component holding two modules is a cycle.
 * Each is reported with its modules and one shortest cycle through them:
 * 'payments, users: modules/payments → modules/users → modules/payments'.
 */
function moduleCycles(graph: ImportGraph): string[] {
  const node = (file: string) => (moduleOf(file) ? `modules/${moduleOf(file)}` : file);
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = node(file);
    const out = edges.get(from) ?? new Set<string>();
    for (const target of targets) if (node(target) !== from) out.add(node(target));
    edges.set(from, out);
  }
  return stronglyConnected(edges)
    .filter((component) => component.filter((v) => v.startsWith('modules/')).length > 1)
    .map((component) => {
      const modules = component.filter((v) => v.startsWith('modules/')).sort();
      const cycle = shortestCycle(edges, new Set(component), modules[0]);
      return `${modules.map((m) => m.slice('modules/'.length)).join(', ')}: ${cycle.join(' → ')}`;
    });
}

/**
 * Cycles between files, inside a module too (type-only imports count: they tie the files as
 * tightly for a reader). Each is reported as one shortest cycle from its first file (sorted):
 * 'lib/a.ts → lib/b.ts → lib/a.ts'.
 */
function fileCycles(graph: ImportGraph): string[] {
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || graph.get(component[0])!.includes(component[0]))
    .map((component) => shortestCycle(graph, new Set(component), [...component].sort()[0]).join(' → '))
    .sort();
}

describe('the import rules of the server', () => {
  const { graph, packages } = readImports(SRC);
  const routeFiles = [...graph.keys()].filter(isRoutes);

  it('reads the whole server', () => {
    expect(graph.get('app.ts')).toContain('modules/index.ts');
    expect(graph.get('modules/index.ts')).toContain('modules/users/index.ts');
    expect(graph.size).toBeGreaterThan(100);
  });

  it('no module imports the routes of another', () => {
    expect(foreignRouteImports(graph)).toEqual([]);
  });

  it('no import cycle between modules', () => {
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('no import cycle between files', () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it('route files declare no schema: request and response shapes come from @ai4n/shared', () => {
    expect(routeFiles.filter((file) => packages.get(file)!.includes('zod'))).toEqual([]);
  });

  it('route files reach the database only through services', () => {
    const database = (target: string) => target.startsWith('db/') || target.endsWith('-repository.ts');
    expect(
      routeFiles.flatMap((file) =>
        graph
          .get(file)!
          .filter(database)
          .map((target) => `${file} imports ${target}`),
      ),
    ).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const planted: ImportGraph = new Map([
    ['app.ts', ['modules/a/a-routes.ts', 'modules/b/b-routes.ts']],
    ['modules/a/a-routes.ts', ['modules/a/a-service.ts', 'modules/b/b-routes.ts']],
    ['modules/a/a-service.ts', ['modules/b/b-service.ts', 'lib/x.ts']],
    ['modules/b/b-routes.ts', ['modules/b/b-service.ts']],
    ['modules/b/b-service.ts', ['lib/y.ts']],
    ['lib/x.ts', []],
    // A cycle that passes through a file outside modules/: b → lib/y → a.
    ['lib/y.ts', ['modules/a/a-repository.ts']],
    ['modules/a/a-repository.ts', []],
  ]);

  it('find a route file that imports another module’s routes', () => {
    expect(foreignRouteImports(planted)).toEqual(['modules/a/a-routes.ts imports modules/b/b-routes.ts']);
  });

  it('find a cycle between modules, also through a file outside modules/', () => {
    expect(moduleCycles(planted)).toEqual(['a, b: modules/a → modules/b → lib/y.ts → modules/a']);
  });

  it('find a cycle between files, inside a module and through a type-only import alike', () => {
    const files: ImportGraph = new Map([
      ['modules/a/a-service.ts', ['modules/a/a-repository.ts']],
      ['modules/a/a-repository.ts', ['modules/a/a-types.ts']],
      ['modules/a/a-types.ts', ['modules/a/a-service.ts']],
      ['lib/self.ts', ['lib/self.ts']],
      ['lib/leaf.ts', []],
    ]);
    expect(moduleCycles(files)).toEqual([]);
    expect(fileCycles(files)).toEqual([
      'lib/self.ts → lib/self.ts',
      'modules/a/a-repository.ts → modules/a/a-types.ts → modules/a/a-service.ts → modules/a/a-repository.ts',
    ]);
  });

  it('read type-only imports as edges', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport type A = B;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import { type A } from './a.js';\nexport type B = A | 1;\n");
    try {
      expect(fileCycles(readImports(dir).graph)).toEqual(['a.ts → b.ts → a.ts']);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('find nothing in a graph without them', () => {
    const clean = new Map(
      [...planted].map(([file, targets]) => [
        file,
        file === 'lib/y.ts' ? [] : targets.filter((t) => t !== 'modules/b/b-routes.ts' || file === 'app.ts'),
      ]),
    );
    expect(foreignRouteImports(clean)).toEqual([]);
    expect(moduleCycles(clean)).toEqual([]);
    expect(fileCycles(clean)).toEqual([]);
  });
});

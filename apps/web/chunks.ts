/**
 * How the client build splits into files (docs/decisions/0017, 0021). On a phone each file is a
 * round trip, and Rolldown's default split made a file per icon and per small module (36 requests
 * for the home page), so two groups gather what every page needs:
 * - "framework": React (react, react-dom, scheduler), React Router and TanStack Query; the
 *   first-view budget (e2e/js-budget.e2e.ts) tells the site's own code from it by this name;
 * - "site": the modules the static imports of two or more public route modules reach (components,
 *   icons, shared values), or of one public route and the console or the code a page loads later, when none of them pulls in anything else from node_modules or the zod
 *   contracts. Admin-only code and what a page imports when used (forms, modals, zod) stay out.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The part of Rolldown's chunking context this needs. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query|query-persist-client-core|react-query-persist-client|query-sync-storage-persister))[\\/]/;
/** What the site file may hold or import besides the framework: the app's own code and the icons. */
const SITE_CODE = /[\\/](apps[\\/]web[\\/]app|packages[\\/]shared[\\/]src|node_modules[\\/]lucide-react)[\\/]/;
/** Shared code whose cost is zod: only the pages that validate with it load it. */
const CONTRACTS = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/]/;

const APP = path.join(import.meta.dirname, 'app');
/** React Router's client build enters each route module under this query. */
const ROUTE_ENTRY = '?__react-router-build-client-route';
/** Route modules only an administrator opens. */
const PRIVATE_ROUTES = new Set(['admin.tsx']);

const routeFiles = () =>
  fs.readdirSync(path.join(APP, 'routes')).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
const routeEntry = (file: string) => path.join(APP, 'routes', file) + ROUTE_ENTRY;

function publicRouteEntries(): string[] {
  const routes = routeFiles().filter((file) => !PRIVATE_ROUTES.has(file));
  return [path.join(APP, 'root.tsx') + ROUTE_ENTRY, ...routes.map(routeEntry)];
}

function privateRouteEntries(): string[] {
  return routeFiles()
    .filter((file) => PRIVATE_ROUTES.has(file))
    .map(routeEntry);
}

/** Every module the static imports of `from` reach, without `from` itself. */
function staticallyReached(from: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [...(graph.getModuleInfo(from)?.importedIds ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

const fitsSite = (id: string) => FRAMEWORK.test(id) || (SITE_CODE.test(id) && !CONTRACTS.test(id));

/** The modules of the "site" file. */
export function siteModules(graph: ModuleGraph): Set<string> {
  const routesReaching = new Map<string, number>();
  for (const entry of publicRouteEntries()) {
    for (const id of staticallyReached(entry, graph)) routesReaching.set(id, (routesReaching.get(id) ?? 0) + 1);
  }
  // A module one public page shares with the console would be a file of its own on that page.
  const privateReached = new Set(privateRouteEntries().flatMap((entry) => [...staticallyReached(entry, graph)]));
  // So would a module a public page shares with the code it loads later (a dialog, the quiz).
  const lazyReached = new Set<string>();
  for (const id of [...publicRouteEntries(), ...routesReaching.keys()])
    for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      for (const reached of [lazy, ...staticallyReached(lazy, graph)]) lazyReached.add(reached);
  const shared = [...routesReaching]
    .filter(([id, routes]) => routes >= 2 || privateReached.has(id) || lazyReached.has(id))
    .map(([id]) => id);
  // A module joins with everything it imports (Rolldown moves a group's imports along).
  return new Set(
    shared.filter((id) => !FRAMEWORK.test(id) && fitsSite(id) && [...staticallyReached(id, graph)].every(fitsSite)),
  );
}

function siteChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let site: Set<string> | undefined;
  return (id, graph) => {
    site ??= siteModules(graph);
    return site.has(id) ? 'site' : null;
  };
}

export const CHUNK_GROUPS = [
  { name: 'framework', test: FRAMEWORK, priority: 2 },
  { name: siteChunkName(), debugName: 'site', priority: 1 },
];

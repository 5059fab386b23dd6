import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteModules } from './chunks';

const app = (file: string) => path.join(import.meta.dirname, 'app', file);
const entry = (file: string) => `${app(file)}?__react-router-build-client-route`;
const pkg = (name: string) => path.join(import.meta.dirname, '..', '..', 'node_modules', name, 'index.js');

/** A module graph as Rolldown's chunking context gives it: each module's static imports. */
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
}

describe('the "site" file', () => {
  const button = app('components/ui/button.tsx');
  const icon = pkg('lucide-react/dist/esm/icons/x');
  const hero = app('features/marketing/hero.tsx');
  const form = app('features/support/support-form.tsx');
  const table = app('features/admin/table.tsx');
  const graph = graphOf({
    [entry('routes/home.tsx')]: [app('routes/home.tsx')],
    [app('routes/home.tsx')]: [button, hero],
    [entry('routes/pricing.tsx')]: [app('routes/pricing.tsx')],
    [app('routes/pricing.tsx')]: [button, form],
    [entry('routes/prompt-lab.tsx')]: [app('routes/prompt-lab.tsx')],
    [app('routes/prompt-lab.tsx')]: [form],
    [entry('routes/admin.tsx')]: [app('routes/admin.tsx')],
    [app('routes/admin.tsx')]: [button, table],
    [button]: [icon, pkg('react')],
    [form]: [pkg('zod')],
  });
  const site = siteModules(graph);

  it('holds what two public pages share, with the icons and shared code it imports', () => {
    expect(site).toContain(button);
    expect(site).toContain(icon);
  });

  it('leaves out what one page uses, what only the admin uses, the framework and anything that pulls in zod', () => {
    expect(site).not.toContain(hero);
    expect(site).not.toContain(table);
    expect(site).not.toContain(pkg('react'));
    expect(site).not.toContain(form);
    expect(site).not.toContain(pkg('zod'));
  });
});

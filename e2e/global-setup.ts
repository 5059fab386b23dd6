import type { TestProject } from 'vitest/node';
import { startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One site shared by the specs that do not change site-wide settings. */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.url);
  return site.stop;
}

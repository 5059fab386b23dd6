import { Fragment, options } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { markPageHydrated } from './lib/defer-until-used';

// The pages are rendered by Preact through preact/compat (docs/decisions/0017). Two differences
// from React's document hydration are bridged here.

/**
 * The router suspends (throws a promise) on its first render until it has decoded the prerendered
 * data. React waits for that at the root; Preact has no root to wait at, so the wait happens here,
 * before hydrating: the first call starts the decoding and throws its promise before any hook.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return void (await thrown);
    throw thrown;
  }
}

/** Preact hydrates a document into its <html> element: the app's own <html> is rendered as its children. */
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
  nextVnodeHook?.(vnode);
};

await routerDataDecoded();
hydrateRoot(document, <HydratedRouter />);
markPageHydrated();

/**
 * Prism's language files are scripts that extend a global `Prism`. This module runs before
 * Prism's core (see ./prism.ts): it sets the global up so that the core never highlights the page
 * on its own (`manual`), and hands the finished instance over afterwards, removing the global
 * again so that nothing else on the page sees (or changes) our instance.
 */
type PrismScope = {Prism?: unknown};

const scope = globalThis as PrismScope;
const before = scope.Prism;
scope.Prism = {manual: true, disableWorkerMessageHandler: true};

/** Returns the Prism instance the language files have extended, and restores the global. */
export function takePrism(): unknown {
  const prism = scope.Prism;
  if (before === undefined) delete scope.Prism;
  else scope.Prism = before;
  return prism;
}

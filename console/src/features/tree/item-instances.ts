// headless-tree's item instances made cheap (TreeConfig.instanceBuilder). The library's default builds every method
// of every feature as a closure per item: a filter that opened the 1,000-bed tree built about 2,000 instances in one
// keystroke (issue 15: filter key < 100 ms; bench/tree-browser.ts). Here an item is its options and the tree's
// shared prototype, which makes a method when the item first reads it. A method is called exactly as the default
// calls it: with the item's options and `prev`, the same method of the features before (buildStaticInstance).
import { buildStaticInstance, type FeatureImplementation, type InstanceBuilder } from '@headless-tree/core';

type Method = (opts: object, ...args: unknown[]) => unknown;
const OPTIONS = Symbol('item options');
type Item = { [OPTIONS]: object };

/** Each method's implementations, in the features' order. */
function prototypeOf(features: readonly FeatureImplementation[]): object {
  const chains = new Map<string, Method[]>();
  for (const feature of features)
    for (const [key, method] of Object.entries(feature.itemInstance ?? {}))
      if (method) chains.set(key, [...(chains.get(key) ?? []), method as Method]);
  const call = (item: Item, chain: Method[], at: number, args: unknown[]): unknown => {
    const prev = at > 0 ? (...more: unknown[]) => call(item, chain, at - 1, more) : undefined;
    return (chain[at] as Method)({ ...item[OPTIONS], prev }, ...args);
  };
  // A method is made for an item when first read (the rows in view read a few), and kept on it: bound to the item,
  // so a method taken off it (`const { getProps } = item`) works as the default's closures do.
  const prototype = {};
  for (const [key, chain] of chains) {
    const own = (item: Item, value: unknown) =>
      Object.defineProperty(item, key, { value, writable: true, configurable: true, enumerable: true });
    Object.defineProperty(prototype, key, {
      get(this: Item) {
        const method = (...args: unknown[]) => call(this, chain, chain.length - 1, args);
        own(this, method);
        return method;
      },
      set(this: Item, value: unknown) {
        own(this, value);
      },
    });
  }
  return prototype;
}

// Per tree: createTree hands every build the same features array, complete before it builds its first item.
const prototypes = new WeakMap<readonly FeatureImplementation[], object>();

export const buildItemsOnPrototype: InstanceBuilder = (features, instanceType, buildOpts) => {
  // the tree itself is one instance: the library's own builder
  if (instanceType !== 'itemInstance') return buildStaticInstance(features, instanceType, buildOpts);
  let prototype = prototypes.get(features);
  if (!prototype) prototypes.set(features, (prototype = prototypeOf(features)));
  // headless-tree's ItemInstance: its methods are the prototype's
  const instance = Object.create(prototype);
  const item: Item = instance;
  return [instance, () => void (item[OPTIONS] = buildOpts(item))];
};

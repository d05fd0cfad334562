/**
 * Hands out node ids in creation order, skipping ids reserved for the demo devices
 * (spec 02 §7 polls 23, 24 and 10), so those keep their ids whatever else is generated.
 */
export function createIdAllocator(reserved: Iterable<number> = []) {
  const taken = new Set(reserved);
  let next = 1;
  return {
    next(): number {
      while (taken.has(next)) next++;
      taken.add(next);
      return next++;
    },
  };
}

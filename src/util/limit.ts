/**
 * At most `n` calls of the returned wrapper run at once; the rest queue in order. Checks use it
 * for queries only, so a check waiting between attempts does not hold a slot.
 */
export function limit(n: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: Array<() => void> = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((go) => queue.push(go));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

/**
 * Runs `work` on every item with at most `limit` running at once, so a long list of games asks the
 * server a few at a time rather than all together. A failing item does not stop the others.
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

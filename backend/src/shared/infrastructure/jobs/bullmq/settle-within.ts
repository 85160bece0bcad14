/** Waits for the promises to settle, but no longer than `ms`: with Redis gone, closing could otherwise wait forever. */
export async function settleWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
  await Promise.race([Promise.allSettled(promises), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}

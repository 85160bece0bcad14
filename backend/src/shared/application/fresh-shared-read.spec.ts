import { FreshSharedRead } from './fresh-shared-read';

/** A read whose answers the test releases one by one, counting how many reads began. */
function controlledRead() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push({ resolve, reject });
    });
  return { read, pending, started: () => started };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshSharedRead', () => {
  it('answers a lone caller with its own read', async () => {
    const source = controlledRead();
    const shared = new FreshSharedRead(source.read);
    const answer = shared.get();
    source.pending[0].resolve(7);
    await expect(answer).resolves.toBe(7);
    expect(source.started()).toBe(1);
  });

  it('never answers a caller with a read that began before it asked, and serves a burst with one further read', async () => {
    const source = controlledRead();
    const shared = new FreshSharedRead(source.read);
    const first = shared.get(); // starts read #1
    const burst = [shared.get(), shared.get(), shared.get()]; // asked while #1 runs: wait for #2
    await flush();
    expect(source.started()).toBe(1);

    source.pending[0].resolve(1);
    await expect(first).resolves.toBe(1);
    await flush();
    expect(source.started()).toBe(2);
    const late = shared.get(); // asked while #2 runs: waits for #3
    source.pending[1].resolve(2);
    await expect(Promise.all(burst)).resolves.toEqual([2, 2, 2]);
    await flush();
    source.pending[2].resolve(3);
    await expect(late).resolves.toBe(3);
    expect(source.started()).toBe(3);
  });

  it('passes a failed read to its callers and still starts the next one for those waiting', async () => {
    const source = controlledRead();
    const shared = new FreshSharedRead(source.read);
    const failing = shared.get();
    const waiting = shared.get();
    source.pending[0].reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await flush();
    source.pending[1].resolve(5);
    await expect(waiting).resolves.toBe(5);
    await flush();
    const afterwards = shared.get();
    source.pending[2].resolve(6);
    await expect(afterwards).resolves.toBe(6);
  });
});

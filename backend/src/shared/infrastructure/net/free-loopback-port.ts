import { AddressInfo, createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it); for servers started next. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

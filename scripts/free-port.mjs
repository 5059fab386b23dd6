// @ts-check
import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now: the system picks it, the probe lets it go.
 * For the sites the benchmarks and the end-to-end specs start.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

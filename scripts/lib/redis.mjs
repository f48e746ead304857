// A throwaway redis-server for the distributed tests and bench:scale: loopback only, no
// persistence, its own scratch folder (a stray dump never lands in the repository or in /).
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (closed again before it is returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) {
          resolve(address.port);
        } else {
          reject(new Error('no port'));
        }
      });
    });
    probe.on('error', reject);
  });
}

/** redis-server's arguments for such a server on `port`, writing only below `dir`. */
export function redisServerArgs({ port, dir, password }) {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ];
  return password === undefined ? args : [...args, '--requirepass', password];
}

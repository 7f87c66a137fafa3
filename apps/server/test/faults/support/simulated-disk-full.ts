// Loaded into a server process (`node --import`) only where a test cannot mount a small filesystem. The
// "disk" is the folder that holds DATA_DIR (as the small disk's mount point would): while it holds the flag
// file, uploads written under it fail with ENOSPC and it reports no free space, as a full disk would.
// Everything else in the server is the real thing.
import fs from 'node:fs';
import path from 'node:path';
import { syncBuiltinESMExports } from 'node:module';
import { SIMULATED_FULL_FLAG } from './small-disk.js';

const disk = path.dirname(path.resolve(process.env.DATA_DIR ?? './data'));
const isFull = () => fs.existsSync(path.join(disk, SIMULATED_FULL_FLAG));
const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

const createWriteStream = fs.createWriteStream;
fs.createWriteStream = ((file: fs.PathLike, options?: Parameters<typeof createWriteStream>[1]) => {
  const stream = createWriteStream(file, options);
  if (isFull() && path.resolve(String(file)).startsWith(disk + path.sep)) {
    stream._write = (_chunk, _encoding, done) => done(noSpace());
    stream._writev = (_chunks, done) => done(noSpace());
  }
  return stream;
}) as typeof fs.createWriteStream;

const statfs = fs.promises.statfs;
fs.promises.statfs = (async (target: fs.PathLike, opts?: fs.StatFsOptions) => {
  const stats = await statfs(target, opts as { bigint?: false });
  return isFull() ? { ...stats, bavail: 0, bfree: 0 } : stats;
}) as typeof fs.promises.statfs;

syncBuiltinESMExports();

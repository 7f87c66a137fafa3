// What the numbers were measured on: the commit, and the machine (CPU, cores, memory, Node, kernel).
import { execFileSync } from 'node:child_process';
import os from 'node:os';

function git(root, args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export function gitInfo(root) {
  const status = git(root, ['status', '--porcelain', '--untracked-files=no']);
  return {
    commit: git(root, ['rev-parse', 'HEAD']),
    shortCommit: git(root, ['rev-parse', '--short', 'HEAD']),
    // Uncommitted changes to tracked files mean the numbers may not belong to that commit alone.
    dirty: status === null ? null : status.length > 0,
  };
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    arch: os.arch(),
    // Other work on the machine skews every number; the load when the bench started is kept with them.
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

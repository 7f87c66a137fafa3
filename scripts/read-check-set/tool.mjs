// Runs a program of the read-check set's (espeak-ng, sox, festival) with `input` on its standard input, and
// answers its standard output; a missing program says which Debian package to install.
import { spawn } from 'node:child_process';

export function tool(cmd, args, input) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.on('error', (e) =>
      fail(e.code === 'ENOENT' ? new Error(`'${cmd}' is missing: apt-get install -y ${cmd}`) : e),
    );
    child.on('close', (code) =>
      code === 0
        ? done(Buffer.concat(out))
        : fail(new Error(`${cmd} ${args.join(' ')}: ${Buffer.concat(err).toString().trim()}`)),
    );
    child.stdin.end(input);
  });
}

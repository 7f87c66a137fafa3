// Reading a ZIP the server wrote (data exports) with an independent reader: Python's zipfile.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The archive's files, read by Python's zipfile (an independent reader). */
export async function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'export-test-'));
  const file = path.join(dir, 'export.zip');
  await fs.writeFile(file, bytes);
  const out = execFileSync(
    'python3',
    [
      '-c',
      'import sys, zipfile, json, base64\n' +
        'z = zipfile.ZipFile(sys.argv[1])\n' +
        'print(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))',
      file,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  await fs.rm(dir, { recursive: true, force: true });
  return Object.fromEntries(
    Object.entries(JSON.parse(out) as Record<string, string>).map(([k, v]) => [k, Buffer.from(v, 'base64')]),
  );
}

// The export archive's writer against independent readers: Info-ZIP's unzip (tests every entry's CRC) and
// Python's zipfile (names and bytes).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createZipFile } from './zip-writer.js';

describe('zip writer', () => {
  it('writes an archive that unzip tests clean and Python reads back byte for byte', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-writer-'));
    const file = path.join(dir, 'export.zip');
    const audio = randomBytes(200_000);
    const files: Record<string, Buffer> = {
      'profile.json': Buffer.from(JSON.stringify({ name: 'मीरा' })),
      'recordings/a1.wav': audio,
      'empty.txt': Buffer.alloc(0),
    };
    const zip = await createZipFile(file, new Date('2026-11-24T10:20:30Z'));
    for (const [name, data] of Object.entries(files)) await zip.add(name, data);
    const size = await zip.finish();
    expect((await fs.stat(file)).size).toBe(size);

    expect(execFileSync('unzip', ['-t', file]).toString()).toMatch(/No errors detected/);
    const read = execFileSync('python3', [
      '-c',
      'import sys, zipfile, json, base64\n' +
        'z = zipfile.ZipFile(sys.argv[1])\n' +
        'print(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))',
      file,
    ]).toString();
    const back = JSON.parse(read) as Record<string, string>;
    expect(Object.keys(back)).toEqual(Object.keys(files));
    for (const [name, data] of Object.entries(files))
      expect(Buffer.from(back[name]!, 'base64').equals(data)).toBe(true);
    await fs.rm(dir, { recursive: true, force: true });
  });
});

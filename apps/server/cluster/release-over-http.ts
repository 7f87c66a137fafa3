// A dataset release built and downloaded through the balancer (issue 34): the admin's requests, the build job
// (on whichever process takes it) and the download of the archive from the shared bucket.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Release } from '@dhvani/contract/releases';
import { call } from '../test/faults/support/http-client.js';

export async function buildReleaseOverHttp(base: string, token: string, filters: object): Promise<Release> {
  const created = await call(base, 'POST', '/admin/releases', token, filters);
  if (created.status !== 201) throw new Error(`release: ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body?.data as { _id: string })._id;
  for (let i = 0; i < 120; i++) {
    const release = (await call(base, 'GET', `/admin/releases/${id}`, token)).body?.data as Release;
    if (release.status === 'done' || release.status === 'failed') return release;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`release ${id} not finished within 2 minutes`);
}

/** Downloads the release's .tar and unpacks it; returns its root folder (remove `dir` afterwards). */
export async function downloadRelease(base: string, token: string, release: Release) {
  const res = await fetch(`${base}/api/v1/admin/releases/${release._id}/download`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`download: ${res.status}`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dhvani-cluster-release-'));
  await fs.writeFile(path.join(dir, 'release.tar'), Buffer.from(await res.arrayBuffer()));
  execFileSync('tar', ['-xf', 'release.tar'], { cwd: dir });
  return { dir, root: path.join(dir, release.name) };
}

// A tus client over real HTTP, doing what the web client must do across processes (issue 34): a request that
// fails (its process died: a reset, or the balancer's 502/503) is followed by HEAD for the offset and the rest
// is sent from there; a commit answered 409 `upload_unfinished` does the same and commits again.
const TUS = { 'tus-resumable': '1.0.0' };
const CHUNK = 64 * 1024;

export interface Sent {
  recordingId: string;
  grade: unknown;
  /** The process (X-Served-By) that answered each request, in order. */
  servedBy: string[];
  /** Requests that failed and were recovered from. */
  recovered: number;
}

export async function sendRecording(base: string, token: string, wav: Buffer, fields: object): Promise<Sent> {
  const auth = { authorization: `Bearer ${token}` };
  const servedBy: string[] = [];
  let recovered = 0;
  const request = async (url: string, init: RequestInit) => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${base}/api/v1${url}`, init).catch(() => null);
      if (res && res.status < 500) {
        servedBy.push(res.headers.get('x-served-by') ?? '?');
        return res;
      }
      if (attempt > 40) throw new Error(`${init.method} ${url}: ${res?.status ?? 'no answer'} after retries`);
      recovered++;
      await new Promise((r) => setTimeout(r, 250));
      if (init.method === 'PATCH') return null; // the caller asks HEAD where to go on from
    }
  };
  const created = await request('/uploads', {
    method: 'POST',
    headers: { ...TUS, ...auth, 'upload-defer-length': '1' },
  });
  if (created?.status !== 201) throw new Error(`create: ${created?.status}`);
  const id = String(created.headers.get('location')).split('/').pop()!;
  const offsetNow = async () =>
    Number(
      (await request(`/uploads/${id}`, { method: 'HEAD', headers: { ...TUS, ...auth } }))!.headers.get(
        'upload-offset',
      ),
    );

  const sendFrom = async (start: number) => {
    let offset = start;
    while (offset < wav.length) {
      const end = Math.min(offset + CHUNK, wav.length);
      const res = await request(`/uploads/${id}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          ...(end === wav.length ? { 'upload-length': String(wav.length) } : {}),
        },
        body: wav.subarray(offset, end),
      });
      if (res?.status === 204) offset = Number(res.headers.get('upload-offset'));
      else {
        if (res && res.status !== 409) throw new Error(`PATCH: ${res.status} ${await res.text()}`);
        offset = await offsetNow();
      }
    }
  };
  await sendFrom(0);
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await request(`/uploads/${id}/commit?evaluate=true`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    const body = (await res!.json()) as { code?: string; data?: { _id: string; evaluation?: unknown } };
    if (res!.status === 201)
      return { recordingId: body.data!._id, grade: body.data!.evaluation, servedBy, recovered };
    if (body.code !== 'upload_unfinished') throw new Error(`commit: ${res!.status} ${JSON.stringify(body)}`);
    recovered++;
    await sendFrom(await offsetNow());
  }
  throw new Error('commit: still unfinished after 10 rounds');
}

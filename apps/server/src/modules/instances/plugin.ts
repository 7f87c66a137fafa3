// The API processes sharing one PostgreSQL server (issue 34): each joins a registry at start, refreshes its row
// while it runs and leaves at close. A process whose JWT_SECRET or audio storage differs from a live one's is
// refused at start with the reason (a configuration that cannot work across processes); readiness asks again,
// so a disagreement that arises later (a process started before this check existed) is explained there too.
// Only for a database this process opened on a PostgreSQL server: embedded PGlite has one process by nature.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { disagreements, storageIdentity, type Identity } from './identity.js';
import { joinRegistry, leaveRegistry, liveOthers, lockRegistry, touchInstance } from './repository.js';

/** A process not heard from for this long is taken for dead (it refreshes its row every HEARTBEAT_MS). */
const ALIVE_MS = 20_000;
const HEARTBEAT_MS = 5_000;
/** Rows of processes gone this long are deleted when another joins. */
const FORGET_MS = 24 * 60 * 60_000;

export class InstanceConflictError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `This API process cannot serve beside the others on this database:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'InstanceConflictError';
  }
}

export interface Instances {
  /** How many other processes are live, and what this one disagrees with them about (empty: nothing). */
  check(): Promise<{ others: number; problems: string[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    instances: Instances;
  }
}

export default fp(
  async (app, opts: { shared: boolean }) => {
    if (!opts.shared) {
      app.decorate('instances', { check: async () => ({ others: 0, problems: [] }) });
      return;
    }
    const id = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
    const identity: Identity = {
      secretFingerprint: app.keyedHash('server-instances/secret-fingerprint'),
      storageId: await storageIdentity(app.config),
    };
    const row = { id, host: os.hostname(), pid: process.pid, ...identity };
    const join = (checked: boolean) =>
      app.db.transaction(async (tx) => {
        await lockRegistry(tx as unknown as Db);
        const others = checked ? await liveOthers(tx as unknown as Db, id, ALIVE_MS) : [];
        const problems = others.flatMap((other) => disagreements(identity, other));
        if (problems.length) throw new InstanceConflictError(problems);
        await joinRegistry(tx as unknown as Db, row, FORGET_MS);
      });
    await join(true);

    const heartbeat = setInterval(() => {
      touchInstance(app.db, id)
        .then((present) => (present ? undefined : join(false)))
        .catch((err: unknown) => app.log.warn({ err }, 'could not refresh this process in the registry'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      await leaveRegistry(app.db, id).catch(() => undefined);
    });

    app.decorate('instances', {
      async check() {
        const others = await liveOthers(app.db, id, ALIVE_MS);
        return { others: others.length, problems: others.flatMap((other) => disagreements(identity, other)) };
      },
    });
  },
  { name: 'instances', dependencies: ['auth'] },
);

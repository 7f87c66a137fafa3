// An upload's metadata, remembered only while this process holds the upload's shared lock (issue 34,
// s3-upload-store.ts says why). Without the lock another process may change it at any time; with it, nobody can.
import type { MetadataValue } from '@tus/s3-store';
import type { KvStore } from '@tus/server';

/** Metadata remembered only for the uploads whose lock this process holds. */
export class HeldUploadsCache implements KvStore<MetadataValue> {
  readonly #entries = new Map<string, MetadataValue>();

  constructor(private readonly holds: (id: string) => boolean) {}

  async get(id: string) {
    return this.holds(id) ? this.#entries.get(id) : undefined;
  }
  async set(id: string, value: MetadataValue) {
    if (this.holds(id)) this.#entries.set(id, value);
  }
  async delete(id: string) {
    this.#entries.delete(id);
  }
  /** The lock of `id` was taken or given up here: what was known before may be stale. */
  forget(id: string) {
    this.#entries.delete(id);
  }
}

import { describe, expect, it } from 'vitest';
import { accessBasis, requireAccess, requirePermission, requireRight } from './policy.js';

const owner = { id: 'u-1', role: 'user' } as const;
const stranger = { id: 'u-2', role: 'user' } as const;
const admin = { id: 'a-1', role: 'admin' } as const;
const recording = { userId: owner.id, storageKey: 'recordings/x.wav' };

describe('access policy', () => {
  it('lets the owner and admins listen to and evaluate a recording, and tells them apart', () => {
    for (const action of ['recording.listen', 'recording.evaluate'] as const) {
      expect(accessBasis(owner, action, recording)).toBe('owner');
      expect(accessBasis(admin, action, recording)).toBe('admin');
      expect(accessBasis(stranger, action, recording)).toBeNull();
    }
  });

  it('answers a stranger as if the recording did not exist, and hands the owner the recording', () => {
    expect(() => requireAccess(stranger, 'recording.listen', recording, 'Recording not found.')).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Recording not found.' }),
    );
    expect(() => requireAccess(admin, 'recording.listen', null, 'Recording not found.')).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    expect(requireAccess(owner, 'recording.evaluate', recording, 'Recording not found.')).toBe(recording);
  });

  it('lets only the owner use a resumable upload, not even an admin', () => {
    expect(accessBasis(owner, 'upload.use', recording)).toBe('owner');
    expect(accessBasis(admin, 'upload.use', recording)).toBeNull();
  });

  it('keeps the admin API to admins (403 for anyone else)', () => {
    expect(() => requirePermission(admin, 'administer')).not.toThrow();
    expect(() => requirePermission(owner, 'administer')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('lets anyone but the author review a clip, admins included, and refuses the author with 403', () => {
    expect(accessBasis(stranger, 'recording.review', recording)).toBe('peer');
    expect(accessBasis(admin, 'recording.review', recording)).toBe('peer');
    expect(accessBasis(owner, 'recording.review', recording)).toBeNull();
    const messages = { notFound: 'Clip not found.', forbidden: 'Your own clip.' };
    expect(() => requireRight(owner, 'recording.review', recording, messages)).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Your own clip.' }),
    );
    expect(() => requireRight(stranger, 'recording.review', null, messages)).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Clip not found.' }),
    );
    expect(requireRight(stranger, 'recording.review', recording, messages)).toBe(recording);
  });

  it("gives nobody an orphaned recording's owner rights", () => {
    expect(accessBasis(owner, 'recording.listen', { userId: null })).toBeNull();
  });
});

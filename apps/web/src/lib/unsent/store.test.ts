import { describe, expect, it } from 'vitest';
import { readStored, type UnsentRecording } from './store';

const kept: UnsentRecording = {
  id: 'key-1',
  userId: 'user-1',
  language: 'Hindi',
  domain: 'healthcare',
  transcript: 'आज सुबह हल्की बारिश हुई।',
  createdAt: '2026-11-24T10:00:00.000Z',
  durationSeconds: 4.2,
  bytes: 1200,
  finished: true,
  uploadUrl: null,
  recordingId: null,
};

describe('readStored', () => {
  it('reads a recording kept by an older version, whose text was stored as paragraph', () => {
    const { transcript, ...older } = kept;
    expect(readStored({ ...older, paragraph: transcript })).toEqual(kept);
  });

  it('reads a recording kept by this version as it is', () => {
    expect(readStored(kept)).toEqual(kept);
  });
});

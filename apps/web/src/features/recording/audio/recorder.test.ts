import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneUnavailableError, Recorder, type RecorderOptions } from './recorder';

// jsdom has no Web Audio: a fake graph stands in, and the test plays the worklet's part by posting
// blocks to the node's port, as pcm-worklet.js does.
type PortListener = ((event: { data: unknown }) => void) | null;

class FakeWorkletNode {
  static last: FakeWorkletNode | null = null;
  tail = new Float32Array(0);
  port = {
    onmessage: null as PortListener,
    postMessage: (message: unknown) => {
      if (message === 'flush') {
        queueMicrotask(() => this.port.onmessage?.({ data: { type: 'flushed', samples: this.tail } }));
      }
    },
    close: vi.fn(),
  };
  connect = vi.fn();
  disconnect = vi.fn();
  constructor() {
    FakeWorkletNode.last = this;
  }
  emit(samples: Float32Array) {
    this.port.onmessage?.({ data: { type: 'samples', samples } });
  }
}

function setup(overrides: Partial<RecorderOptions> = {}) {
  let now = 0;
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => stream);
  const context = {
    state: 'running',
    audioWorklet: { addModule: vi.fn(async () => undefined) },
    createMediaStreamSource: () => ({ connect: vi.fn() }),
    destination: {},
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
  };
  const recorder = new Recorder({
    maxSeconds: 120,
    sampleRate: 10,
    clock: () => now,
    mediaDevices: { getUserMedia } as unknown as MediaDevices,
    createContext: () => context as unknown as AudioContext,
    ...overrides,
  });
  const node = () => {
    if (!FakeWorkletNode.last) throw new Error('no worklet node yet');
    return FakeWorkletNode.last;
  };
  return { recorder, track, context, getUserMedia, node, advance: (ms: number) => (now += ms) };
}

const block = (length: number, value = 0.5) => new Float32Array(length).fill(value);

// A 44-byte header, then 2 bytes per sample.
const samplesOf = (blob: Blob) => (blob.size - 44) / 2;

describe('Recorder', () => {
  beforeEach(() => {
    vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
    FakeWorkletNode.last = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a mono microphone with echo cancellation and noise suppression', async () => {
    const { recorder, getUserMedia } = setup();
    await recorder.start();
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
    });
    expect(recorder.state).toBe('recording');
  });

  it('reports a refused microphone as MicrophoneUnavailableError and stays idle', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { recorder } = setup({ mediaDevices: { getUserMedia } as unknown as MediaDevices });
    await expect(recorder.start()).rejects.toBeInstanceOf(MicrophoneUnavailableError);
    expect(recorder.state).toBe('idle');
  });

  it('keeps blocks only while not paused, adds the tail on stop, and releases the microphone', async () => {
    const onLevel = vi.fn();
    const { recorder, node, track, context } = setup({ onLevel });
    await recorder.start();
    node().emit(block(20));
    recorder.pause();
    node().emit(block(30));
    recorder.resume();
    node().emit(block(10));
    node().tail = block(5);
    const clip = await recorder.stop();

    expect(samplesOf(clip.blob)).toBe(35);
    expect(clip.durationSeconds).toBe(3.5);
    expect(clip.reachedLimit).toBe(false);
    expect(clip.loudestBlockRms).toBeCloseTo(0.5);
    expect(onLevel).toHaveBeenCalledWith(0);
    expect(track.stop).toHaveBeenCalled();
    expect(context.close).toHaveBeenCalled();
    expect(recorder.state).toBe('stopped');
  });

  it('freezes the elapsed time while paused', async () => {
    const { recorder, advance } = setup();
    await recorder.start();
    advance(2000);
    recorder.pause();
    advance(5000);
    expect(recorder.elapsedMs()).toBe(2000);
    recorder.resume();
    advance(1000);
    expect(recorder.elapsedMs()).toBe(3000);
    recorder.release();
  });

  it('stops by itself at the limit and never keeps more than the limit', async () => {
    const onLimitReached = vi.fn();
    const { recorder, node, advance } = setup({ maxSeconds: 2, onLimitReached });
    await recorder.start();
    node().emit(block(15));
    advance(2000);
    node().emit(block(15));
    await vi.waitFor(() => expect(onLimitReached).toHaveBeenCalledTimes(1));
    const clip = onLimitReached.mock.calls[0]?.[0];
    expect(clip.reachedLimit).toBe(true);
    expect(clip.durationSeconds).toBe(2);
    expect(samplesOf(clip.blob)).toBe(20);
    expect(recorder.state).toBe('stopped');
  });

  it('reports how long the clock ran beside the audio it kept, so lost blocks show', async () => {
    const { recorder, node, advance } = setup();
    await recorder.start();
    node().emit(block(20));
    advance(2000);
    recorder.pause();
    advance(5000);
    recorder.resume();
    // 4 s of recording time, but the busy device delivered only 2.5 s of samples.
    advance(2000);
    node().emit(block(5));
    const clip = await recorder.stop();
    expect(clip.elapsedSeconds).toBe(4);
    expect(clip.durationSeconds).toBe(2.5);
  });

  it('release() during start leaves nothing running', async () => {
    const { recorder, track } = setup();
    const starting = recorder.start();
    recorder.release();
    await starting;
    expect(recorder.state).not.toBe('recording');
    expect(track.stop).toHaveBeenCalled();
  });
});

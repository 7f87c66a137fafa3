// Microphone capture without React (DESIGN §1). The track runs at whatever rate the device likes
// (Chromium's reports 48 kHz); a 16 kHz AudioContext resamples it (DESIGN §5), an AudioWorklet hands
// the samples over in blocks, and stop() encodes what was kept as 16-bit mono WAV (SPEC §9).
import { RECORDING_SAMPLE_RATE } from '@dhvani/contract/limits';
import { rms } from './levels';
import { Stopwatch, type Clock } from './stopwatch';
import { countSamples, floatToInt16, wavBlob } from './wav';
// Emitted as a file of its own: Vite would otherwise inline a small asset as a data: URL, which the
// CSP (script-src 'self') refuses to load as a worklet.
import workletUrl from './pcm-worklet.js?url&no-inline';

export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused' | 'stopped';

export interface RecordedClip {
  blob: Blob;
  /** Seconds of audio in the file, from its sample count. */
  durationSeconds: number;
  /** RMS of the loudest 128 ms block: near silence means nobody spoke. */
  loudestBlockRms: number;
  /** True when the clip ended because the maximum duration was reached. */
  reachedLimit: boolean;
  /**
   * Seconds the recording clock ran (pauses excluded). Fewer seconds of audio than this means blocks
   * were lost on the way from the microphone (a busy device): see model/clip-check.ts.
   */
  elapsedSeconds: number;
}

/** getUserMedia failed: no microphone, or access was refused. */
export class MicrophoneUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The microphone is not available', { cause });
    this.name = 'MicrophoneUnavailableError';
  }
}

export interface RecorderOptions {
  maxSeconds: number;
  /** Live level (RMS, 0..1) of each block while recording; 0 when paused. */
  onLevel?: (level: number) => void;
  /** Called when the limit stopped the recording by itself. */
  onLimitReached?: (clip: RecordedClip) => void;
  /** Every block kept, as the 16-bit samples the WAV will hold (for encoding while recording). */
  onSamples?: (pcm: Int16Array) => void;
  sampleRate?: number;
  clock?: Clock;
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  createContext?: (sampleRate: number) => AudioContext;
}

const FLUSH_TIMEOUT_MS = 500;

// SPEC §9: mono, echo cancellation and noise suppression on. The rate is left to the device.
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
};

type WorkletMessage = { type: 'samples' | 'flushed'; samples: Float32Array };

export class Recorder {
  private stateValue: RecorderState = 'idle';
  private readonly stopwatch: Stopwatch;
  private readonly sampleRate: number;
  private readonly maxSamples: number;
  private chunks: Float32Array[] = [];
  private kept = 0;
  private loudest = 0;
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private limitTimer: ReturnType<typeof setInterval> | null = null;
  private onFlushed: (() => void) | null = null;
  /** While stopping, blocks already on their way from the worklet are still kept. */
  private flushing = false;

  constructor(private readonly options: RecorderOptions) {
    this.sampleRate = options.sampleRate ?? RECORDING_SAMPLE_RATE;
    this.maxSamples = Math.round(options.maxSeconds * this.sampleRate);
    this.stopwatch = new Stopwatch(options.clock);
  }

  get state(): RecorderState {
    return this.stateValue;
  }

  elapsedMs(): number {
    return Math.min(this.stopwatch.elapsedMs(), this.options.maxSeconds * 1000);
  }

  /** Asks for the microphone and starts capturing. Throws MicrophoneUnavailableError when refused. */
  async start(): Promise<void> {
    if (this.stateValue !== 'idle' && this.stateValue !== 'stopped') return;
    this.stateValue = 'starting';
    this.chunks = [];
    this.kept = 0;
    this.loudest = 0;
    this.stopwatch.reset();
    try {
      const devices = this.options.mediaDevices ?? navigator.mediaDevices;
      if (!devices?.getUserMedia) throw new Error('getUserMedia is not supported here');
      this.stream = await devices.getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch (error) {
      this.stateValue = 'idle';
      throw new MicrophoneUnavailableError(error);
    }
    // release() may have run while we awaited (the page was left): then let go of what arrived.
    if (this.isCancelled()) return;
    try {
      await this.connect(this.stream);
    } catch (error) {
      this.release();
      throw error;
    }
    if (this.isCancelled()) return;
    this.stateValue = 'recording';
    this.stopwatch.start();
    this.limitTimer = setInterval(() => this.checkLimit(), 100);
  }

  private isCancelled(): boolean {
    if (this.stateValue === 'starting') return false;
    this.release();
    return true;
  }

  pause(): void {
    if (this.stateValue !== 'recording') return;
    this.stateValue = 'paused';
    this.stopwatch.pause();
    this.options.onLevel?.(0);
  }

  resume(): void {
    if (this.stateValue !== 'paused') return;
    this.stateValue = 'recording';
    this.stopwatch.start();
  }

  /** Stops capturing, releases the microphone and returns the WAV of what was recorded. */
  async stop(): Promise<RecordedClip> {
    return this.finish(false);
  }

  /** Drops everything: tracks, context and samples. Safe to call at any time (e.g. on unmount). */
  release(): void {
    if (this.limitTimer !== null) clearInterval(this.limitTimer);
    this.limitTimer = null;
    this.stopwatch.pause();
    this.node?.port.close();
    this.node?.disconnect();
    this.node = null;
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
    const context = this.context;
    this.context = null;
    if (context && context.state !== 'closed') void context.close().catch(() => undefined);
    if (this.stateValue !== 'idle') this.stateValue = 'stopped';
  }

  private async connect(stream: MediaStream): Promise<void> {
    const create = this.options.createContext ?? ((rate) => new AudioContext({ sampleRate: rate }));
    const context = create(this.sampleRate);
    this.context = context;
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'pcm-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
    });
    node.port.onmessage = (event: MessageEvent<WorkletMessage>) => this.receive(event.data);
    source.connect(node);
    // Connected to the output so the graph pulls it; the processor writes nothing, so this is silence.
    node.connect(context.destination);
    this.node = node;
    if (context.state === 'suspended') await context.resume();
  }

  private receive(message: WorkletMessage): void {
    if (message.type === 'flushed') {
      this.keep(message.samples);
      this.onFlushed?.();
      return;
    }
    if (this.stateValue !== 'recording' && !this.flushing) return;
    this.keep(message.samples);
    if (this.flushing) return;
    this.options.onLevel?.(rms(message.samples));
    this.checkLimit();
  }

  private keep(samples: Float32Array): void {
    const room = this.maxSamples - this.kept;
    if (room <= 0 || samples.length === 0) return;
    const block = samples.length > room ? samples.subarray(0, room) : samples;
    this.chunks.push(block);
    this.kept += block.length;
    this.loudest = Math.max(this.loudest, rms(block));
    this.options.onSamples?.(Int16Array.from(block, floatToInt16));
  }

  private checkLimit(): void {
    if (this.stateValue !== 'recording') return;
    const full = this.kept >= this.maxSamples;
    if (full || this.stopwatch.elapsedMs() >= this.options.maxSeconds * 1000) {
      void this.finish(true).then((clip) => this.options.onLimitReached?.(clip));
    }
  }

  private async finish(reachedLimit: boolean): Promise<RecordedClip> {
    const wasCapturing = this.stateValue === 'recording' || this.stateValue === 'paused';
    const wasRecording = this.stateValue === 'recording';
    this.stateValue = 'stopped';
    if (wasRecording) {
      this.flushing = true;
      await this.flush();
      this.flushing = false;
    }
    // Read before release() stops the clock (it is already paused when this came from a pause).
    const elapsedSeconds = this.elapsedMs() / 1000;
    this.release();
    if (!wasCapturing && this.chunks.length === 0) throw new Error('Nothing was recorded');
    return {
      blob: wavBlob(this.chunks, this.sampleRate),
      durationSeconds: countSamples(this.chunks) / this.sampleRate,
      loudestBlockRms: this.loudest,
      reachedLimit,
      elapsedSeconds,
    };
  }

  /** Collects the worklet's partial block, giving up after a moment so stop never hangs. */
  private flush(): Promise<void> {
    const node = this.node;
    if (!node) return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(finish, FLUSH_TIMEOUT_MS);
      function finish() {
        clearTimeout(timer);
        done();
      }
      this.onFlushed = () => {
        this.onFlushed = null;
        finish();
      };
      node.port.postMessage('flush');
    });
  }
}

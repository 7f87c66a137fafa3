// One scanning session: opens the camera, decodes frames with qr-scanner (loaded only here, on /qr), and
// releases everything on stop. Framework-free so the hook stays thin and the rules are testable.
import type QrScanner from 'qr-scanner';
import type { CameraFacing } from './device';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-errors';

type QrEngine = Awaited<ReturnType<typeof QrScanner.createQrEngine>>;

// A few scans a second is plenty for a code held in front of a camera, and keeps phones cool.
const SCAN_INTERVAL_MS = 150;

export interface CameraScanCallbacks {
  onScanning(): void;
  onResult(text: string): void;
  onError(message: string): void;
}

/** SPEC §9: ideal 640×480, facing mode exact rear or front. */
export function cameraConstraints(facing: CameraFacing | null): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      width: { ideal: 640 },
      height: { ideal: 480 },
      ...(facing ? { facingMode: { exact: facing } } : {}),
    },
  };
}

async function openCamera(facing: CameraFacing): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia(cameraConstraints(facing));
  } catch (error) {
    // Most laptop webcams do not report a facing mode at all, so `exact: 'user'` cannot match them.
    // Refusals and missing hardware are final; only an unmatched facing mode is retried without it.
    if ((error as Error)?.name !== 'OverconstrainedError') throw error;
    return navigator.mediaDevices.getUserMedia(cameraConstraints(null));
  }
}

function release(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export class CameraScan {
  private stream: MediaStream | null = null;
  private engine: QrEngine | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly canvas = document.createElement('canvas');

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly facing: CameraFacing,
    private readonly callbacks: CameraScanCallbacks,
  ) {}

  async start(): Promise<void> {
    if (!navigator.mediaDevices?.getUserMedia) return this.fail(CAMERA_MESSAGES.notSupported);
    let stream: MediaStream;
    try {
      stream = await openCamera(this.facing);
    } catch (error) {
      return this.fail(cameraErrorMessage(error));
    }
    if (this.stopped) return release(stream);
    this.stream = stream;
    try {
      this.video.srcObject = stream;
      await this.video.play();
      const { default: Scanner } = await import('qr-scanner');
      const engine = await Scanner.createQrEngine();
      if (this.stopped) return this.releaseEngine(engine);
      this.engine = engine;
      this.callbacks.onScanning();
      this.scanLoop(Scanner);
    } catch {
      // play() rejects with AbortError when Stop empties the video first: that is not a failure.
      if (!this.stopped) this.fail(CAMERA_MESSAGES.failed);
    }
  }

  /** Idempotent: stops the loop, the decoder worker and every camera track. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    release(this.stream);
    this.stream = null;
    this.video.srcObject = null;
    if (this.engine) this.releaseEngine(this.engine);
    this.engine = null;
  }

  private scanLoop(Scanner: typeof QrScanner): void {
    const tick = async () => {
      if (this.stopped || !this.engine) return;
      try {
        const { data } = await Scanner.scanImage(this.video, {
          qrEngine: this.engine,
          canvas: this.canvas,
          returnDetailedScanResult: true,
        });
        if (!this.stopped && data) {
          this.stop();
          this.callbacks.onResult(data);
          return;
        }
      } catch {
        // No code in this frame (or the frame is not ready yet): try the next one.
      }
      if (!this.stopped) this.timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
  }

  private releaseEngine(engine: QrEngine): void {
    if (engine instanceof Worker) engine.terminate();
  }

  private fail(message: string): void {
    this.stop();
    this.callbacks.onError(message);
  }
}

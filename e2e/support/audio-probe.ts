/// <reference lib="dom" />
// Browser-side probe, run through page.evaluate: routes a MediaStream through the same path the
// recorder uses (an AudioContext at 16 kHz, which resamples Chromium's 48 kHz fake microphone) and
// measures the RMS level of what arrives. Kept free of imports: Playwright serialises the function.

export type ProbeSource = 'microphone' | 'silent-track';

export interface ProbeResult {
  rms: number;
  peak: number;
  sampleRate: number;
  samples: number;
  trackLabel: string;
}

export async function probeAudio(args: { source: ProbeSource; seconds: number }): Promise<ProbeResult> {
  const context = new AudioContext({ sampleRate: 16_000 });
  await context.resume();
  let stream: MediaStream;
  if (args.source === 'microphone') {
    // Same constraints as the recorder (SPEC §9): echo cancellation and noise suppression on.
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
    });
  } else {
    // A live track that carries nothing: the noise floor of this measuring path.
    stream = context.createMediaStreamDestination().stream;
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  source.connect(analyser);

  const frame = new Float32Array(analyser.fftSize);
  let sumSquares = 0;
  let count = 0;
  let peak = 0;
  // 2048 samples at 16 kHz is 128 ms: reading every 100 ms misses nothing and overlaps a little.
  const reads = Math.ceil((args.seconds * 1000) / 100);
  for (let i = 0; i < reads; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    analyser.getFloatTimeDomainData(frame);
    for (const value of frame) {
      sumSquares += value * value;
      peak = Math.max(peak, Math.abs(value));
    }
    count += frame.length;
  }
  const trackLabel = stream.getAudioTracks()[0]?.label ?? '';
  stream.getTracks().forEach((track) => track.stop());
  await context.close();
  return {
    rms: Math.sqrt(sumSquares / count),
    peak,
    sampleRate: context.sampleRate,
    samples: count,
    trackLabel,
  };
}

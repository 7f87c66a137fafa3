// React face of recorder.ts: exposes its state, the elapsed time and the live level, and releases the
// microphone when the component using it goes away.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MicrophoneUnavailableError,
  Recorder,
  type RecordedClip,
  type RecorderState,
} from '../audio/recorder';
import { LevelWindow, type LevelVerdict } from '../model/level-hint';

const TICK_MS = 200;

export interface UseRecorderOptions {
  maxSeconds: number;
  /** The limit stopped the recording: receives the finished clip. */
  onLimitReached?: (clip: RecordedClip) => void;
  /** Every block kept, as 16-bit samples (see RecorderOptions). */
  onSamples?: (pcm: Int16Array) => void;
}

export interface RecorderControls {
  state: RecorderState;
  elapsedMs: number;
  level: number;
  /** Too quiet, too loud or noisy over the last few seconds (model/level-hint.ts); null when fine. */
  hint: LevelVerdict | null;
  /** Resolves false when the microphone is refused or missing. */
  start: () => Promise<boolean>;
  pause: () => void;
  resume: () => void;
  stop: () => Promise<RecordedClip | null>;
  release: () => void;
}

export function useRecorder({ maxSeconds, onLimitReached, onSamples }: UseRecorderOptions): RecorderControls {
  const recorderRef = useRef<Recorder | null>(null);
  const onLimitRef = useRef(onLimitReached);
  const onSamplesRef = useRef(onSamples);
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [hint, setHint] = useState<LevelVerdict | null>(null);
  const levelsRef = useRef(new LevelWindow());

  useEffect(() => {
    onLimitRef.current = onLimitReached;
    onSamplesRef.current = onSamples;
  }, [onLimitReached, onSamples]);

  const sync = useCallback(() => {
    const recorder = recorderRef.current;
    setState(recorder?.state ?? 'idle');
    setElapsedMs(recorder?.elapsedMs() ?? 0);
    setHint(recorder?.state === 'recording' ? levelsRef.current.verdict() : null);
  }, []);

  const start = useCallback(async () => {
    recorderRef.current?.release();
    const recorder = new Recorder({
      maxSeconds,
      onLevel: (value) => {
        setLevel(value);
        // Paused or stopping reports 0: that is no measure of the voice or the room.
        if (recorder.state === 'recording') levelsRef.current.push(value);
      },
      onSamples: (pcm) => onSamplesRef.current?.(pcm),
      onLimitReached: (clip) => {
        sync();
        setLevel(0);
        onLimitRef.current?.(clip);
      },
    });
    recorderRef.current = recorder;
    levelsRef.current.clear();
    setElapsedMs(0);
    setState('starting');
    try {
      await recorder.start();
      sync();
      return recorder.state === 'recording';
    } catch (error) {
      if (!(error instanceof MicrophoneUnavailableError)) console.error('Recorder failed to start', error);
      recorder.release();
      recorderRef.current = null;
      setState('idle');
      return false;
    }
  }, [maxSeconds, sync]);

  const pause = useCallback(() => {
    recorderRef.current?.pause();
    sync();
  }, [sync]);

  const resume = useCallback(() => {
    // A pause may mean a move: judge the new place afresh.
    levelsRef.current.clear();
    recorderRef.current?.resume();
    sync();
  }, [sync]);

  const stop = useCallback(async () => {
    const recorder = recorderRef.current;
    if (!recorder) return null;
    try {
      return await recorder.stop();
    } catch {
      return null;
    } finally {
      sync();
      setLevel(0);
    }
  }, [sync]);

  const release = useCallback(() => {
    recorderRef.current?.release();
    recorderRef.current = null;
    setState('idle');
    setElapsedMs(0);
    setLevel(0);
  }, []);

  // The clock on screen follows the recorder's own stopwatch, which freezes while paused.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(sync, TICK_MS);
    return () => clearInterval(timer);
  }, [state, sync]);

  useEffect(() => () => recorderRef.current?.release(), []);

  return { state, elapsedMs, level, hint, start, pause, resume, stop, release };
}

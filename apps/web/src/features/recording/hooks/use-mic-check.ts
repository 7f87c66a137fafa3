// The short microphone check before recording (issue 20): a few seconds of the live level, judged by
// the same rules as the hint while recording. Nothing is kept or sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Recorder } from '../audio/recorder';
import { levelVerdict, type LevelVerdict } from '../model/level-hint';

/** Long enough for a short sentence and the pauses around it; short enough that nobody minds. */
export const MIC_CHECK_SECONDS = 4;

export type MicCheckState =
  | { phase: 'idle' }
  | { phase: 'listening' }
  | { phase: 'done'; verdict: LevelVerdict | 'ok' }
  | { phase: 'failed' };

export function useMicCheck() {
  const recorderRef = useRef<Recorder | null>(null);
  const [check, setCheck] = useState<MicCheckState>({ phase: 'idle' });
  const [level, setLevel] = useState(0);

  const stop = useCallback(() => {
    recorderRef.current?.release();
    recorderRef.current = null;
    setLevel(0);
  }, []);

  const start = useCallback(async () => {
    stop();
    const levels: number[] = [];
    const recorder = new Recorder({
      maxSeconds: MIC_CHECK_SECONDS,
      onLevel: (value) => {
        setLevel(value);
        if (recorder.state === 'recording') levels.push(value);
      },
      onLimitReached: () => {
        if (recorderRef.current !== recorder) return;
        recorderRef.current = null;
        setLevel(0);
        setCheck({ phase: 'done', verdict: levelVerdict(levels) ?? 'ok' });
      },
    });
    recorderRef.current = recorder;
    setCheck({ phase: 'listening' });
    try {
      await recorder.start();
    } catch {
      recorder.release();
      if (recorderRef.current === recorder) recorderRef.current = null;
      setCheck({ phase: 'failed' });
    }
  }, [stop]);

  /** Skip: let go of the microphone and forget the check. */
  const skip = useCallback(() => {
    stop();
    setCheck({ phase: 'idle' });
  }, [stop]);

  useEffect(() => () => recorderRef.current?.release(), []);

  return { check, level, start, skip };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { CameraScan } from '../lib/camera-scan';
import { deviceTypeOf, facingFor } from '../lib/device';

export type ScannerStatus = 'idle' | 'starting' | 'scanning';

// SPEC §4: idle -> scanning on Start; back to idle on a detected code, Stop, page hidden, page unload,
// leaving the screen, or a camera error. Each way out releases the camera (CameraScan.stop).
export function useQrScanner() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanRef = useRef<CameraScan | null>(null);
  const [device] = useState(() => deviceTypeOf(navigator.userAgent));
  const facing = facingFor(device);
  const [status, setStatus] = useState<ScannerStatus>('idle');
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const stop = useCallback(() => {
    scanRef.current?.stop();
    scanRef.current = null;
    setStatus('idle');
  }, []);

  const start = useCallback(() => {
    const video = videoRef.current;
    if (!video || scanRef.current) return;
    setError(null);
    setResult(null);
    setStatus('starting');
    const scan = new CameraScan(video, facing, {
      onScanning: () => setStatus('scanning'),
      onResult: (text) => {
        scanRef.current = null;
        setResult(text);
        setStatus('idle');
      },
      onError: (message) => {
        scanRef.current = null;
        setError(message);
        setStatus('idle');
      },
    });
    scanRef.current = scan;
    void scan.start();
  }, [facing]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', stop);
    window.addEventListener('beforeunload', stop);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', stop);
      window.removeEventListener('beforeunload', stop);
      // Leaving the screen: the component unmounts, the camera goes off.
      scanRef.current?.stop();
      scanRef.current = null;
    };
  }, [stop]);

  return {
    videoRef,
    device,
    facing,
    status,
    result,
    error,
    start,
    stop,
    clearResult: () => setResult(null),
    dismissError: () => setError(null),
  };
}

import type { DataExport } from '@dhvani/contract/privacy';
import { useCallback, useEffect, useState } from 'react';
import { dataExportStatus, latestDataExport, requestDataExport } from '../api/data-export-api';

/** How often a running export is asked about. */
const POLL_MS = 2000;

/** The person's newest export, followed while it is being prepared. */
export function useDataExport() {
  const [current, setCurrent] = useState<DataExport | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let cancelled = false;
    latestDataExport().then(
      (found) => !cancelled && (setCurrent(found), setLoading(false)),
      () => !cancelled && setLoading(false),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const pending = current?.status === 'queued' || current?.status === 'running';
  useEffect(() => {
    if (!pending || !current) return;
    const timer = setTimeout(() => {
      dataExportStatus(current._id).then(setCurrent, () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, current]);

  const request = useCallback(async () => setCurrent(await requestDataExport()), []);
  return { current, loading, request };
}

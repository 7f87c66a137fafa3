// Admin tab: sentences (issue 32, docs/sentences.md). What each language and domain has to read (and where it
// runs short), imports of sentence files (checked first, then imported; followed every 2 s while a job
// runs), and the reported sentences to keep or retire.
import type { SentenceImport } from '@dhvani/contract/sentence-imports';
import { ErrorState } from '@/components/ui/data-states';
import { CardListSkeleton, LoadingState, TableSkeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/use-t';
import {
  fetchReportedSentences,
  fetchSentenceImports,
  fetchSentenceOverview,
} from '../api/sentences-admin-api';
import { useAccessDenied, useAdminResource } from '../hooks/use-admin-resource';
import { ReportedSentences } from './reported-sentences';
import { SentenceImportForm } from './sentence-import-form';
import { SentenceImportsList } from './sentence-imports-list';
import { SentenceOverview } from './sentence-overview';

const working = (imports: SentenceImport[]) =>
  imports.some((i) => i.state === 'checking' || i.state === 'importing');

export function SentencesPanel() {
  const t = useT('admin');
  const denied = useAccessDenied();
  const overview = useAdminResource('sentence-overview', fetchSentenceOverview, denied, {
    failText: t('sentences.overview.loadFailed'),
  });
  const imports = useAdminResource('sentence-imports', fetchSentenceImports, denied, {
    failText: t('sentences.imports.loadFailed'),
    pollWhile: working,
  });
  const reported = useAdminResource(
    'sentences-reported',
    (s) => fetchReportedSentences(undefined, s),
    denied,
    {
      failText: t('sentences.reported.loadFailed'),
    },
  );
  const changed = () => {
    imports.reload();
    overview.reload();
  };

  return (
    <section aria-labelledby="sentences-title" className="flex flex-col gap-8">
      <h2 id="sentences-title" className="text-xl font-bold text-midnight-green">
        {t('sentences.heading')}
      </h2>
      <p className="text-ink-muted">{t('sentences.intro')}</p>
      <SentenceImportForm onUploaded={imports.reload} />
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-bold text-midnight-green">{t('sentences.imports.heading')}</h3>
        {imports.resource.state === 'loaded' ? (
          <SentenceImportsList imports={imports.resource.data} onChanged={changed} />
        ) : imports.resource.state === 'error' ? (
          <ErrorState
            message={imports.resource.message}
            retryLabel={t('tryAgain')}
            onRetry={imports.reload}
          />
        ) : (
          <LoadingState label={t('sentences.imports.loading')}>
            <CardListSkeleton count={1} />
          </LoadingState>
        )}
      </div>
      {reported.resource.state === 'loaded' ? (
        <ReportedSentences
          items={reported.resource.data}
          onDecided={() => {
            reported.reload();
            overview.reload();
          }}
        />
      ) : reported.resource.state === 'error' ? (
        <ErrorState
          message={reported.resource.message}
          retryLabel={t('tryAgain')}
          onRetry={reported.reload}
        />
      ) : null}
      {overview.resource.state === 'loaded' ? (
        <SentenceOverview overview={overview.resource.data} />
      ) : overview.resource.state === 'error' ? (
        <ErrorState
          message={overview.resource.message}
          retryLabel={t('tryAgain')}
          onRetry={overview.reload}
        />
      ) : (
        <LoadingState label={t('sentences.overview.loading')}>
          <TableSkeleton rows={6} columns={8} />
        </LoadingState>
      )}
    </section>
  );
}

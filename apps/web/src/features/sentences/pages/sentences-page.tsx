// /sentences (issue 32): contributors write sentences for others to read aloud, and check the sentences others
// wrote. docs/sentences.md says what happens to them.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALE_INFO } from '@dhvani/contract/locales';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { Tabs, tabPanelFocusClass, tabPanelProps } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { apiErrorText } from '@/i18n/error-text';
import { useLocale, useT } from '@/i18n/use-t';
import { loadableOf } from '@/lib/loadable';
import { queryClient } from '@/lib/query-client';
import { fetchMySentences } from '../api/sentences-api';
import { MySentences } from '../components/my-sentences';
import { ProposeForm } from '../components/propose-form';
import { ReviewSentences } from '../components/review-sentences';

const TABS = ['write', 'review'] as const;
type Tab = (typeof TABS)[number];

export function SentencesPage() {
  const t = useT('sentences');
  useDocumentTitle(t('title'));
  // The interface's language is where most contributors write and check first.
  const language = LOCALE_INFO[useLocale()].recordingLanguage;
  const [tab, setTab] = useState<Tab>('write');
  const mine = useQuery(
    { queryKey: ['sentences', 'mine'], queryFn: ({ signal }) => fetchMySentences(signal) },
    queryClient,
  );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        idPrefix="sentences"
        label={t('tabs.label')}
        items={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
        className="mb-6"
      />
      <div {...tabPanelProps('sentences', tab)} className={tabPanelFocusClass}>
        {tab === 'write' ? (
          <div className="flex flex-col gap-10">
            <ProposeForm language={language} onProposed={() => void mine.refetch()} />
            <MySentences
              list={loadableOf(mine, (error) => apiErrorText(error, t('mine.loadFailed')))}
              onRetry={() => void mine.refetch()}
            />
          </div>
        ) : (
          <ReviewSentences initialLanguage={language} />
        )}
      </div>
    </PageContainer>
  );
}

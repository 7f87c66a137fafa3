import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { AboutTatvamContent } from '../components/about-tatvam-content';

export function AboutTatvamPage() {
  const t = useT('marketing');
  useDocumentTitle(t('tatvam.title'));
  return (
    <PageContainer>
      <PageHeader title={t('tatvam.title')} description={t('tatvam.description')} />
      <AboutTatvamContent />
    </PageContainer>
  );
}

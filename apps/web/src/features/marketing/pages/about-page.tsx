import { PageContainer } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { AboutTatvamContent } from '../components/about-tatvam-content';
import { BrandLanding } from '../components/brand-landing';

// /about: the brand landing screen first, then who we are.
export function AboutPage() {
  useDocumentTitle(useT('marketing')('about.title'));
  return (
    <>
      <BrandLanding />
      <PageContainer>
        <AboutTatvamContent />
      </PageContainer>
    </>
  );
}

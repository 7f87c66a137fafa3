import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const t = useT('contact');
  useDocumentTitle(t('page.title'));
  return (
    <PageContainer>
      <PageHeader title={t('page.heading')} description={t('page.description')} />
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </PageContainer>
  );
}

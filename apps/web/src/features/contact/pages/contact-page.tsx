import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <PageContainer>
      <PageHeader
        title="Let's Talk"
        description="Questions, partnerships or ideas: write to us and we will get back to you."
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </PageContainer>
  );
}

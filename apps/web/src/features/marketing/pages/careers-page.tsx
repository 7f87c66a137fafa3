import { GraduationCap, Globe2, Laptop } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

const BENEFITS = [
  {
    icon: Globe2,
    title: 'Work that matters',
    body: 'Help hundreds of millions of people use technology in their own language.',
  },
  {
    icon: Laptop,
    title: 'Remote-friendly',
    body: 'Work from wherever you do your best thinking, with flexible hours.',
  },
  {
    icon: GraduationCap,
    title: 'Learn every day',
    body: 'A learning budget and time for research in speech, languages and machine learning.',
  },
] as const;

export function CareersPage() {
  useDocumentTitle('Careers');
  return (
    <PageContainer>
      <PageHeader
        title="Careers"
        description="There are no open positions right now, but we are always glad to hear from people who care about voice technology."
      />
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-2xl font-bold text-midnight-green">
          Why work with us
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-nyanza/60 p-6 ring-1 ring-midnight-green/10">
              <Icon aria-hidden="true" className="size-8 text-midnight-green" />
              <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
              <p className="mt-2 text-slate-700">{body}</p>
            </li>
          ))}
        </ul>
      </section>
      <Link to={paths.contact} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        Get In Touch
      </Link>
    </PageContainer>
  );
}

import { ExternalLink } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page-container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useT } from '@/i18n/use-t';
import { BLOG_POSTS } from '../components/blog-posts';
import { cardVariants } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function BlogsPage() {
  const t = useT('marketing');
  useDocumentTitle(t('blog.title'));
  return (
    <PageContainer>
      <PageHeader title={t('blog.title')} description={t('blog.description')} />
      <ul className="grid gap-6 md:grid-cols-2">
        {BLOG_POSTS.map((post) => (
          <li key={post.href} lang="en">
            <article className={cn(cardVariants(), 'flex h-full flex-col')}>
              <p className="w-fit rounded-full bg-tea-green px-3 py-1 text-xs font-semibold text-midnight-green">
                {post.category}
              </p>
              <h2 className="mt-4 text-xl font-bold text-ink">
                <a
                  href={post.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-sm hover:text-midnight-green hover:underline"
                >
                  {post.title}
                  <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-baseline" />
                  <span className="sr-only" lang={t.localeOf('blog.newTab')}>
                    {t('blog.newTab')}
                  </span>
                </a>
              </h2>
              <p className="mt-3 flex-1 text-ink-muted">{post.excerpt}</p>
              <p className="mt-4 text-sm text-ink-muted">
                <span className="font-medium text-ink">{post.author}</span>
                {' · '}
                <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}

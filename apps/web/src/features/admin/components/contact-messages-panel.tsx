import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@/lib/limits';
import { contactMessageSchema } from '@dhvani/contract/contact';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/data-states';
import { CardListSkeleton, LoadingState } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/use-t';
import { getPage } from '@/lib/api-replies';
import { useAccessDenied, useAdminResource } from '../hooks/use-admin-resource';
import { mailtoHref } from '../model/mailto';
import { cardVariants } from '@/components/ui/card';

// Admin tab: messages from the contact form, newest first (GET /admin/contact-messages). Self-contained,
// so the admin page only mounts it.
export function ContactMessagesPanel() {
  const [page, setPage] = useState(1);
  const t = useT('admin');
  const common = useT('common');
  const format = useFormat();
  const denied = useAccessDenied();
  const { resource: load, reload } = useAdminResource(
    `contact-messages-${page}`,
    (signal) =>
      getPage('/admin/contact-messages', contactMessageSchema, {
        params: { page, limit: ADMIN_PAGE_SIZE },
        signal,
      }),
    denied,
    { failText: t('messages.loadFailed') },
  );

  if (load.state === 'loading') {
    return (
      <LoadingState label={t('messages.loading')}>
        <CardListSkeleton count={3} />
      </LoadingState>
    );
  }
  if (load.state === 'error')
    return <ErrorState message={load.message} retryLabel={t('tryAgain')} onRetry={reload} />;
  const { items, meta } = load.data;
  const { total, limit } = meta;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (items.length === 0) return <EmptyState>{t('messages.none')}</EmptyState>;
  return (
    <section aria-labelledby="contact-messages-title" className="flex flex-col gap-4">
      <h2 id="contact-messages-title" className="text-xl font-bold text-midnight-green">
        {t('messages.heading')} <span className="text-base font-normal text-ink-muted">({total})</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item._id} className={cardVariants({ padding: 'sm' })}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-ink">{item.subject}</p>
              <time dateTime={item.createdAt} className="text-sm text-ink-muted">
                {format.dateTime(item.createdAt)}
              </time>
            </div>
            <p className="text-sm text-ink-muted">
              {item.name} ·{' '}
              <a
                href={mailtoHref(item.email, item.subject)}
                className="text-midnight-green underline underline-offset-2"
              >
                {item.email}
              </a>
              {item.delivery === 'failed' ? t('messages.forwardFailed') : ''}
            </p>
            <p className="mt-2 whitespace-pre-wrap text-ink">{item.message}</p>
          </li>
        ))}
      </ul>
      <nav aria-label={t('messages.pages')} className="flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {common('pager.previous')}
        </Button>
        <span className="text-sm text-ink-muted">{common('pager.position', { page, pages })}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {common('pager.next')}
        </Button>
      </nav>
    </section>
  );
}

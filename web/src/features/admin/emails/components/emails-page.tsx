import { useMemo } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminEmailsQuery } from '../api';
import { filtersOf, type AdminEmailsSearch } from '../search';
import { EmailFilters } from './email-filters';
import { EmailPreviewDialog } from './email-preview-dialog';
import { EmailsFrame } from './emails-page-states';
import { EmailTable } from './email-table';

export interface EmailsPageProps {
  search: AdminEmailsSearch;
  onSearchChange(next: AdminEmailsSearch): void;
}

/**
 * `/admin/emails`: every email the platform rendered, newest first, filtered by the address;
 * `?email=<id>` opens one's preview, so a link to it can be shared.
 */
export function EmailsPage({ search, onSearchChange }: EmailsPageProps) {
  const { t } = useTranslation('admin-emails');
  const { recipient, template, status, from, to } = search;
  // One object per set of filters: the form resets to it when the address changes, not on every
  // render (a page loaded below would otherwise wipe what the admin is typing).
  const filters = useMemo(
    () => filtersOf({ recipient, template, status, from, to }),
    [recipient, template, status, from, to],
  );
  const log = useSuspenseInfiniteQuery(adminEmailsQuery(filters));
  const emails = log.data.pages.flatMap((page) => page.items);
  return (
    <EmailsFrame>
      <EmailFilters search={filters} onSearchChange={onSearchChange} />
      {emails.length === 0 ? (
        <p className="text-neutral-700">{t('list.empty')}</p>
      ) : (
        // Wide enough to read on a phone too: the log scrolls sideways rather than crushing columns.
        <div className="overflow-x-auto">
          <EmailTable emails={emails} onOpen={(email) => onSearchChange({ ...search, email })} />
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          ) : null}
        </div>
      )}
      <EmailPreviewDialog
        id={search.email}
        onClose={() => onSearchChange({ ...search, email: undefined })}
      />
    </EmailsFrame>
  );
}

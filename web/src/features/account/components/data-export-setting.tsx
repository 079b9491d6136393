import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personalDataFileName } from '@arrendo/contracts/web';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/features/auth/messages';
import { accountApi } from '../api';
import { saveJsonFile } from '../save-json-file';

function exportedAtOf(data: unknown): string {
  const at = (data as { exportedAt?: unknown } | null)?.exportedAt;
  return typeof at === 'string' ? at : new Date().toISOString();
}

/**
 * Portability (Ley 21.719, decisions.md): everything Arrendo keeps about the person as one JSON
 * file, put together by the BFF from every service at the moment of asking.
 */
export function DataExportSetting() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const download = useMutation({
    mutationFn: async () => {
      const data = await accountApi.exportData();
      const fileName = personalDataFileName(exportedAtOf(data));
      saveJsonFile(data, fileName);
      return fileName;
    },
  });
  return (
    <div className="space-y-4">
      <p className="text-neutral-700">{t('settings.exportText')}</p>
      <Button
        variant="secondary"
        size="md"
        disabled={download.isPending}
        onClick={() => download.mutate()}
        data-testid="data-export-button"
      >
        {download.isPending ? t('settings.exportPreparing') : t('settings.exportButton')}
      </Button>
      <div aria-live="polite">
        {download.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {apiErrorMessage(tAuth, download.error, 'errors.generic', { useServerMessage: false })}
          </p>
        ) : download.isSuccess ? (
          <p className="text-sm text-neutral-700">
            {t('settings.exportDone', { file: download.data })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

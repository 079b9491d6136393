import { useTranslation } from 'react-i18next';
import { connectionFailure } from '../api';

/** Spec §8: 'Connection failed' when the API answered with an error, 'Connection error' when nothing answered. */
export function ConnectionFailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="status-connection-failure">
      <p className="font-semibold text-red-700">
        {t(`status.connection.${connectionFailure(error)}`)}
      </p>
      {error instanceof Error && error.message ? (
        <p className="mt-1 text-sm text-muted">{error.message}</p>
      ) : null}
    </div>
  );
}

import type { DeadLetter, ServiceName } from '@arrendo/contracts/web';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../use-date-time-format';
import { RetryButton } from './retry-button';

function When({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

const cell = 'py-3 pr-4 align-top';

/** The letters of one service, newest failure first, with a retry for each open one. */
const COLUMNS = [
  'source',
  'name',
  'key',
  'error',
  'attempts',
  'firstFailedAt',
  'lastFailedAt',
  'state',
  'actions',
] as const;

export function DeadLetterTable({
  service,
  letters,
}: {
  service: ServiceName;
  letters: DeadLetter[];
}) {
  const { t } = useTranslation('admin');
  const format = useDateTimeFormat();
  return (
    // Wide enough to read on a phone too: the list scrolls sideways rather than crushing columns.
    <table className="w-full min-w-[60rem] text-left text-sm">
      <caption className="sr-only">{t('deadLetters.list.heading', { service })}</caption>
      <thead className="border-b border-neutral-300">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="py-2 pr-4">
              {t(`deadLetters.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {letters.map((letter) => (
          <tr key={letter.id} className="border-b border-neutral-100">
            <td className={cell}>{t(`deadLetters.sources.${letter.source}`)}</td>
            <td className={`${cell} min-w-48 font-mono break-words`}>{letter.name}</td>
            <td className={`${cell} min-w-40 font-mono break-all`}>{letter.key}</td>
            <td className={`${cell} min-w-56 max-w-md`}>
              <p className="break-words text-red-800">{letter.error}</p>
              <details className="mt-1">
                <summary className="cursor-pointer text-neutral-700">
                  {t('deadLetters.payload')}
                </summary>
                <pre className="mt-1 max-h-60 overflow-auto rounded bg-neutral-100 p-2 text-xs">
                  {JSON.stringify(letter.payload, null, 2)}
                </pre>
              </details>
            </td>
            <td className={cell}>{letter.attempts}</td>
            <td className={cell}>
              <When iso={letter.firstFailedAt} format={format} />
            </td>
            <td className={cell}>
              <When iso={letter.lastFailedAt} format={format} />
            </td>
            <td className={cell}>
              {letter.resolvedAt ? (
                <span className="text-green-800">
                  {t('deadLetters.state.retried')} <When iso={letter.resolvedAt} format={format} />
                </span>
              ) : (
                <span className="font-semibold text-red-800">{t('deadLetters.state.open')}</span>
              )}
            </td>
            <td className={cell}>
              {letter.resolvedAt ? null : <RetryButton service={service} letter={letter} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

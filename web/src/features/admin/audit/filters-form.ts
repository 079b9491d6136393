import { z } from 'zod';
import { SERVICE_NAMES } from '@arrendo/contracts/web';
import { isActionFilter, type AdminAuditSearch } from './search';

// The filter form as people fill it: every field is text ('' for "any"), checked here with the
// server's rules; the messages are catalogue keys of `admin-audit`.

const text = (max: number) => z.string().trim().max(max);

export const AuditFiltersForm = z
  .object({
    action: text(100).refine((v) => v === '' || isActionFilter(v), 'filters.invalidAction'),
    service: z.enum(['', ...SERVICE_NAMES] as const),
    actor: text(254),
    targetType: text(40),
    targetId: text(200),
    from: z.string(),
    to: z.string(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'filters.toBeforeFrom',
  });
export type AuditFiltersInput = z.input<typeof AuditFiltersForm>;
export type AuditFiltersValues = z.output<typeof AuditFiltersForm>;

export function formValuesOf(search: AdminAuditSearch): AuditFiltersValues {
  return {
    action: search.action ?? '',
    service: search.service ?? '',
    actor: search.actor ?? '',
    targetType: search.targetType ?? '',
    targetId: search.targetId ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
  };
}

/** The form's values as the address keeps them: empty fields are left out. */
export function searchOf(values: AuditFiltersValues): AdminAuditSearch {
  const search: AdminAuditSearch = {};
  for (const [key, value] of Object.entries(values) as [keyof AuditFiltersValues, string][]) {
    if (value.trim() !== '') Object.assign(search, { [key]: value.trim() });
  }
  return search;
}

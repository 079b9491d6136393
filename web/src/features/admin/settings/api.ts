import { AdminSettings, type UpdateAdminSettingsBody } from '@arrendo/contracts/web';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ADMIN_SETTINGS_KEY = ['admin', 'settings'] as const;

export const adminSettingsQuery = queryOptions({
  queryKey: ADMIN_SETTINGS_KEY,
  queryFn: ({ signal }) => api.get('/admin/settings', AdminSettings, { signal }),
});

export const adminSettingsApi = {
  save: (body: UpdateAdminSettingsBody) => api.put('/admin/settings', body, AdminSettings),
};

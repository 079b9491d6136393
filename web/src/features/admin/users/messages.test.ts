import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { SuspendUserBody } from '@arrendo/contracts/web';
import { ApiError } from '@/lib/api-client';
import { i18nReady, testI18n } from '@/test/render-in-router';
import { adminUserErrorMessage, reasonMessage } from './messages';

beforeAll(() => i18nReady('es'));

const t = () => testI18n.getFixedT('es', 'admin-users') as unknown as TFunction<'admin-users'>;

describe('admin user messages (decision 0048)', () => {
  it('says why identity refused, in Spanish, from the reason code', () => {
    const refused = (reason: string) =>
      new ApiError(409, 'CONFLICT', 'The last admin cannot be suspended', {
        details: { reason },
      });
    expect(adminUserErrorMessage(t(), refused('LAST_ADMIN'))).toBe(
      'El último administrador no puede ser suspendido ni perder el rol de administrador.',
    );
    expect(adminUserErrorMessage(t(), refused('SELF'))).toBe(
      'No puedes hacer esto con tu propia cuenta.',
    );
    expect(adminUserErrorMessage(t(), new ApiError(404, 'NOT_FOUND', 'User not found'))).toBe(
      'Este usuario ya no existe.',
    );
    expect(adminUserErrorMessage(t(), new Error('boom'))).toBe(
      'Algo salió mal. Inténtalo de nuevo.',
    );
  });

  it("shows every message of the reason's schema in Spanish", () => {
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const issues = SuspendUserBody.safeParse({ reason }).error?.issues ?? [];
      expect(issues.length, reason).toBeGreaterThan(0);
      for (const issue of issues) {
        expect(reasonMessage(t(), issue.message)).not.toBe(issue.message);
      }
    }
    expect(SuspendUserBody.safeParse({ reason: 'Fraude reportado' }).success).toBe(true);
  });
});

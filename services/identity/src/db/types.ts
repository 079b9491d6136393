import type { ColumnType, Generated } from 'kysely';
import type {
  CountryCode,
  Locale,
  OAuthProvider,
  OtpPurpose,
  Role,
  ServiceName,
  UserStatus,
} from '@arrendo/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Has a database default, so inserts may leave it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  status: UserStatus;
  roles: ColumnType<Role[], Role[] | undefined, Role[]>;
  created_at: CreatedAt;
  updated_at: DefaultedTimestamp;
  verified_at: Timestamp | null;
  deleted_at: Timestamp | null;
  /** Set while `status` is `suspended` (decision 0048). */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  session_version: ColumnType<number, number | undefined, number>;
}

export interface CredentialsTable {
  user_id: string;
  password_hash: string;
  updated_at: DefaultedTimestamp;
  disputed_at: Timestamp | null;
}

export interface ProfilesTable {
  user_id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  /** `date`: always read as text (see profile.repository.ts) so no time zone can shift it. */
  birthday: ColumnType<string | null, string | null, string | null>;
  phone_number: string | null;
  country_code: CountryCode | null;
  opt_out_promotions: boolean;
  avatar_url: string | null;
  about: string | null;
  locale: Locale | null;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: DefaultedTimestamp;
}

export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: OtpPurpose;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  invalidated_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface OAuthAccountsTable {
  provider: OAuthProvider;
  provider_subject: string;
  user_id: string;
  email: string;
  created_at: DefaultedTimestamp;
}

/** One row per change of consent to promotional messages; the newest is the current state. */
export interface PromotionalConsentsTable {
  id: Generated<string>;
  user_id: string;
  granted: boolean;
  changed_at: Timestamp;
  source: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: DefaultedTimestamp;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): decision 0045. */
export interface AdminAuditTable {
  id: string;
  service: ServiceName;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  reason: string | null;
  ip: string | null;
  occurred_at: ColumnType<Date, Date | string, never>;
  recorded_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface DB {
  users: UsersTable;
  credentials: CredentialsTable;
  profiles: ProfilesTable;
  one_time_codes: OneTimeCodesTable;
  refresh_tokens: RefreshTokensTable;
  oauth_accounts: OAuthAccountsTable;
  settings: SettingsTable;
  promotional_consents: PromotionalConsentsTable;
  admin_audit: AdminAuditTable;
}

import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take an untyped Kysely, not today's DB interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key,
      email text not null,
      status text not null check (status in ('unverified', 'active', 'deleted')),
      roles text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      verified_at timestamptz,
      deleted_at timestamptz
    );
    -- A deleted account frees its address: whoever signs up with it again is a new user.
    create unique index users_email_live_key on users (lower(email)) where status <> 'deleted';
    create index users_created_at_id_idx on users (created_at desc, id desc);
    create index users_admins_idx on users (id) where 'admin' = any (roles) and status = 'active';

    create table credentials (
      user_id uuid primary key references users (id) on delete cascade,
      password_hash text not null,
      updated_at timestamptz not null default now()
    );

    create table profiles (
      user_id uuid primary key references users (id) on delete cascade,
      first_name text not null default '',
      last_name text not null default '',
      full_name text not null default '',
      birthday date,
      phone_number text,
      country_code text,
      opt_out_promotions boolean not null default false,
      avatar_url text,
      about text,
      locale text check (locale in ('en', 'es')),
      updated_at timestamptz not null default now()
    );

    create table one_time_codes (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('verify_email', 'reset_password')),
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0 check (attempts >= 0),
      consumed_at timestamptz,
      invalidated_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index one_time_codes_live_idx on one_time_codes (user_id, purpose, created_at desc)
      where consumed_at is null and invalidated_at is null;

    create table refresh_tokens (
      id uuid primary key,
      family_id uuid not null,
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      rotated_at timestamptz,
      revoked_at timestamptz
    );
    create index refresh_tokens_family_idx on refresh_tokens (family_id);
    create index refresh_tokens_user_live_idx on refresh_tokens (user_id) where revoked_at is null;

    create table oauth_accounts (
      provider text not null,
      provider_subject text not null,
      user_id uuid not null references users (id) on delete cascade,
      email text not null,
      created_at timestamptz not null default now(),
      primary key (provider, provider_subject)
    );
    create index oauth_accounts_user_idx on oauth_accounts (user_id);

    create table settings (
      key text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table settings;
    drop table oauth_accounts;
    drop table refresh_tokens;
    drop table one_time_codes;
    drop table profiles;
    drop table credentials;
    drop table users;
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The admin audit log (decision 0045): every service's admin actions, collected from their
 * `adminAction.recorded` events. The event id is the row id, so a redelivery is stored once.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE from anyone, this service included
 * (user deletion keeps the actor's id; their email is looked up when the log is read).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_audit (
      id uuid primary key,
      service text not null,
      actor_id uuid not null,
      action text not null,
      target_type text not null,
      target_id text not null,
      before jsonb,
      after jsonb,
      reason text,
      ip text,
      occurred_at timestamptz not null,
      recorded_at timestamptz not null default now()
    );
    create index admin_audit_newest on admin_audit (occurred_at desc, id desc);
    create index admin_audit_by_actor on admin_audit (actor_id, occurred_at desc, id desc);
    create index admin_audit_by_target
      on admin_audit (target_type, target_id, occurred_at desc, id desc);
    create index admin_audit_by_service on admin_audit (service, occurred_at desc, id desc);
    -- text_pattern_ops: the action filter is a prefix (LIKE 'identity.user.%').
    create index admin_audit_by_action on admin_audit (action text_pattern_ops);

    create function admin_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit is append-only: % is not allowed', tg_op
        using errcode = 'insufficient_privilege';
    end;
    $$;
    create trigger admin_audit_no_change before update or delete on admin_audit
      for each row execute function admin_audit_append_only();
    create trigger admin_audit_no_truncate before truncate on admin_audit
      for each statement execute function admin_audit_append_only();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table if exists admin_audit;
    drop function if exists admin_audit_append_only();
  `.execute(db);
}

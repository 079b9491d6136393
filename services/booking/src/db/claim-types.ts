import type { ColumnType, Generated } from 'kysely';
import type { ClaimAudience, ClaimAuthorRole, ClaimStatus } from '@arrendo/contracts';

/** A damage claim a host opened on a booking (decision 0051). */
export interface ClaimsTable {
  id: string;
  booking_id: string;
  property_id: string;
  host_id: string;
  guest_id: string;
  listing_title: string;
  amount_clp: number;
  description: string;
  status: ClaimStatus;
  client_key: string;
  stay_ended_at: Date;
  window_closes_at: Date;
  approved_clp: number | null;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A message on a claim; only an admin's may be for one side alone. */
export interface ClaimMessagesTable {
  id: string;
  claim_id: string;
  author_id: string;
  author_role: ClaimAuthorRole;
  audience: ClaimAudience;
  body: string;
  client_id: string;
  created_at: Generated<Date>;
}

/** An upload recorded as its uploader's; attached once to their claim or message. */
export interface ClaimPhotosTable {
  id: string;
  uploader_id: string;
  claim_id: string | null;
  message_id: string | null;
  position: number | null;
  /** The `Photo` as the web shows it (the storage keys are kept apart). */
  photo: ColumnType<unknown, string, string>;
  keys: string[];
  created_at: Generated<Date>;
}

import type { Generated } from 'kysely';

/**
 * Column conventions (see docs/decisions/0001-sqlite-default-postgres-for-scale.md):
 * ids are text UUIDs, instants are integer epoch milliseconds (`*_at`), calendar days are
 * 'YYYY-MM-DD' text, and flags are 0/1 integers, so one set of queries runs on both databases.
 */
export interface UsersTable {
  id: string;
  email: string;
  username: string | null;
  display_name: string | null;
  password_hash: string;
  token_version: Generated<number>;
  /** Bumped by every write that changes the study queue (core/study-version.ts). */
  study_version: Generated<number>;
  time_zone: string | null;
  created_at: number;
  updated_at: number;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface FilesTable {
  id: string;
  user_id: string;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  purpose: string;
  created_at: number;
  /** SHA-256 (hex) of card media as received, unique per user (migration 018); null for other files. */
  content_hash?: string | null;
  /** When an upload last returned this card media by its hash (migration 024); the sweep keeps it that long. */
  used_at?: number | null;
}

export interface SummariesTable {
  id: string;
  user_id: string;
  subject: string;
  topic: string;
  qualification: string;
  exam_board: string | null;
  original_ocr_text: string | null;
  column_fixed_text: string | null;
  user_edited_text: string | null;
  points_json: string;
  photo_file_id: string | null;
  created_at: number;
  updated_at: number;
}

/** One page's photo of a summary, in page order (migration 016, ADR 0021). */
export interface SummaryPagesTable {
  summary_id: string;
  position: number;
  file_id: string;
}

export interface XpEventsTable {
  id: string;
  user_id: string;
  reason: string;
  amount: number;
  created_at: number;
}

export interface UserXpTable {
  user_id: string;
  total: number;
}

export interface ActivityDaysTable {
  user_id: string;
  day: string;
  first_at: number;
}

export interface DecksTable {
  id: string;
  user_id: string;
  name: string;
  subject: string | null;
  topic: string | null;
  qualification: string | null;
  exam_board: string | null;
  description: string | null;
  tags_json: Generated<string>;
  user_plan: Generated<string>;
  difficulty: Generated<string>;
  source_summary_id: string | null;
  created_at: number;
  updated_at: number;
  /** 'YYYY-MM-DD' in the user's zone, or null (docs/scheduling.md). */
  exam_date: Generated<string | null>;
  /** The recall the deck should reach on its exam day (0.9 by default). */
  target_retention: Generated<number>;
}

export interface CardsTable {
  id: string;
  deck_id: string;
  user_id: string;
  position: number;
  front_text: string;
  back_text: string;
  explanation: string | null;
  due_at: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  last_review_at: number | null;
  /** Anki-style note identity: shared by the cards of one cloze note; kept from an imported package. */
  note_guid?: string | null;
  /** The cloze deletion number this card tests (`{{cN::…}}`); NULL for a front/back card. */
  cloze_index?: number | null;
  /** `files.id` of an image on the front, on the back, and of a voice clip. */
  front_image_id?: string | null;
  back_image_id?: string | null;
  audio_id?: string | null;
  /** UTF-8 bytes of front, back and explanation (storage per user, migration 018). */
  text_bytes?: number;
  /** When "Add to today's reviews" last brought the card forward (migration 022; docs/gamification.md). */
  brought_forward_at?: number | null;
  created_at: number;
  updated_at: number;
}

export interface ReviewLogsTable {
  id: string;
  card_id: string;
  deck_id: string;
  user_id: string;
  /** ts-fsrs Rating: 1 again, 2 hard, 3 good, 4 easy. */
  rating: number;
  state_before: number;
  state_after: number;
  due_before: number;
  due_after: number;
  stability_after: number;
  difficulty_after: number;
  elapsed_days: number;
  scheduled_days: number;
  response_time_ms: number | null;
  reviewed_at: number;
  /** The client's id for the review, when it sent one (a resubmission is answered from here). */
  review_id?: string | null;
  /** The answer given to that review, as JSON; set only with review_id. */
  response_json?: string | null;
  /** The card's scheduling columns before the rating, as JSON: undo restores them exactly (ADR 0010). */
  card_before_json?: string | null;
  /** The xp_events row this review wrote, if it earned XP: undo deletes it. */
  xp_event_id?: string | null;
  /** The local day this review started as an activity day, if it did: undo may remove that day. */
  started_day?: string | null;
}

export interface FeedbackTable {
  id: string;
  user_id: string;
  email: string;
  feedback_type: string;
  category: string;
  custom_category: string | null;
  subject: string;
  message: string;
  priority_level: string;
  contact_permission: number;
  attachment_file_id: string | null;
  created_at: number;
}

/** One key's hits in one bucket of a sliding window (core/rate-limiter.ts). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
  expires_at: number;
}

/** Uploaded bytes when FILE_STORE=postgres (adapters/file-store/database-file-store.ts). */
export interface FileBlobsTable {
  key: string;
  data: Buffer;
  created_at: number;
}

/** Preferences a user changed (issue 14 item 7); no row means the contracts' defaults. Flags are 0/1. */
export interface UserPreferencesTable {
  user_id: string;
  email_notifications: number;
  study_reminders: number;
  weekly_reports: number;
  data_analytics: number;
  auto_save: number;
  sound_effects: number;
  dark_mode: number;
  /** 'HH:MM' in the user's time zone. */
  reminder_time: string;
  /** 'short' | 'standard' | 'detailed' (migration 021); the database fills in 'standard'. */
  summary_length: Generated<string>;
  updated_at: number;
}

/** A study reminder claimed for (user, local day), written before anything is sent (ADR 0012). */
export interface ReminderSendsTable {
  user_id: string;
  day: string;
  due_count: number;
  /** Comma-separated channels it went to: 'email', 'push'. */
  channels: string;
  created_at: number;
}

/** A browser's Push API subscription. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

/** Server-wide generated secrets shared by every server on one database (the VAPID key pair). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

/** A finished Learn, Test or Match session (issue 28): the practice-XP ledger and Match best times. */
export interface PracticeResultsTable {
  id: string;
  user_id: string;
  deck_id: string;
  mode: string;
  correct: number;
  total: number;
  overrides: number;
  duration_ms: number;
  xp: number;
  /** YYYY-MM-DD in the user's zone when recorded. */
  day: string;
  created_at: number;
}

/** The user whose import or preview is running, on any server (features/import/import-leases.repository.ts). */
export interface ImportLeasesTable {
  user_id: string;
  /** The job holding the lease: only it renews or removes the row. */
  holder: string;
  /** Epoch ms after which another job may take the lease (a crashed server's job). */
  expires_at: number;
}

export interface Database {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  files: FilesTable;
  summaries: SummariesTable;
  summary_pages: SummaryPagesTable;
  xp_events: XpEventsTable;
  user_xp: UserXpTable;
  activity_days: ActivityDaysTable;
  decks: DecksTable;
  cards: CardsTable;
  review_logs: ReviewLogsTable;
  feedback: FeedbackTable;
  rate_limits: RateLimitsTable;
  file_blobs: FileBlobsTable;
  user_preferences: UserPreferencesTable;
  reminder_sends: ReminderSendsTable;
  push_subscriptions: PushSubscriptionsTable;
  app_secrets: AppSecretsTable;
  practice_results: PracticeResultsTable;
  import_leases: ImportLeasesTable;
}

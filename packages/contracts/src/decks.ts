import { z } from 'zod';
import { DeckExamFieldsSchema, ExamDateInputSchema, TargetRetentionInputSchema } from './exam.js';
import { AwardResultSchema } from './summaries.js';

export const DECK_TEXT_MAX = 200;
/** A deck's name: the same limit on every screen and on the server (issue 27 item 13). */
export const DECK_NAME_MAX = DECK_TEXT_MAX;
export const DECK_NAME_TOO_LONG = `Deck name must be at most ${DECK_NAME_MAX} characters`;

/**
 * A name the app makes up ('{subject}: {topic}') shortened to fit, at a word boundary with '…',
 * never mid-word; a name the student typed is refused instead (DECK_NAME_TOO_LONG).
 */
export function fitDeckName(name: string, max = DECK_NAME_MAX): string {
  const text = name.trim();
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const cut = room.lastIndexOf(' ');
  return `${(cut > max / 2 ? room.slice(0, cut) : room).trimEnd()}…`;
}
export const CARD_TEXT_MAX = 5000;
export const CARDS_PER_REQUEST_MAX = 1000;
/** Card positions are small integers (builder order); this keeps them far inside a 32-bit column. */
export const CARDS_POSITION_MAX = 1_000_000;

export const QualitySchema = z.enum(['again', 'hard', 'good', 'easy'], {
  error: 'quality must be one of again, hard, good, easy',
});
export type Quality = z.infer<typeof QualitySchema>;

/**
 * XP for a rating of a card that was due (docs/gamification.md): the server awards it, and the
 * browser shows it as pending for ratings made offline until they sync.
 */
export const REVIEW_XP: Readonly<Record<Quality, number>> = { again: 2, hard: 5, good: 10, easy: 10 };
export const DifficultySchema = z.enum(['easy', 'medium', 'hard'], {
  error: 'difficulty must be easy, medium or hard',
});

export const CardStateSchema = z.enum(['new', 'learning', 'review', 'relearning']);
export type CardState = z.infer<typeof CardStateSchema>;

/**
 * The name of a stored card state. Cards store the scheduler's state number (ts-fsrs `State`:
 * 0 new, 1 learning, 2 review, 3 relearning), which is the order of CardStateSchema.
 */
export function cardStateName(code: number, unknown: CardState = 'new'): CardState {
  return CardStateSchema.options[code] ?? unknown;
}

export const IntervalPreviewSchema = z.object({
  again: z.string(),
  hard: z.string(),
  good: z.string(),
  easy: z.string(),
});
export type IntervalPreview = z.infer<typeof IntervalPreviewSchema>;

export const FlashcardSchema = z.object({
  id: z.string(),
  deck_id: z.string(),
  front_text: z.string(),
  back_text: z.string(),
  explanation: z.string().nullable(),
  position: z.number(),
  state: CardStateSchema,
  due: z.string(),
  reps: z.number(),
  lapses: z.number(),
  last_review: z.string().nullable(),
  created_at: z.string(),
  /** The cloze deletion number this card tests (`{{cN::…}}` on the front); null for a front/back card. */
  cloze_index: z.number().int().positive().nullable().optional(),
  /** `GET /api/files/{id}` ids of an image on the front, one on the back, and a voice clip. */
  front_image_id: z.string().nullable().optional(),
  back_image_id: z.string().nullable().optional(),
  audio_id: z.string().nullable().optional(),
});
export type Flashcard = z.infer<typeof FlashcardSchema>;

export const StudyCardSchema = FlashcardSchema.extend({
  /** The next interval each rating would give, from the scheduler, e.g. '<1min', '10min', '2d'. */
  intervals: IntervalPreviewSchema,
  deck_name: z.string().optional(),
});
export type StudyCard = z.infer<typeof StudyCardSchema>;

export const DeckSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subject: z.string().nullable(),
    topic: z.string().nullable(),
    qualification: z.string().nullable(),
    exam_board: z.string().nullable(),
    examBoard: z.string().nullable(),
    description: z.string().nullable(),
    tags: z.array(z.string()),
    userPlan: z.string(),
    difficulty: z.string(),
    total_cards: z.number(),
    due_cards: z.number(),
    created_at: z.string(),
    createdAt: z.string(),
    updated_at: z.string(),
    /** In the deck list: the first card's front image (a file id), for a thumbnail. */
    cover_image_id: z.string().nullable().optional(),
  })
  .extend(DeckExamFieldsSchema.shape);
export type Deck = z.infer<typeof DeckSchema>;

/**
 * Cards of a deck are read a page at a time (GET /api/flashcards/decks/{id} and its /cards):
 * `?limit` (default and most DECK_CARDS_PAGE_MAX) and `?offset`, in deck order. A deck of up to a
 * page answers exactly as before; a larger one answers its first page, and the deck object says
 * where the next starts (`nextOffset`).
 */
export const DECK_CARDS_PAGE_MAX = 1000;
export const DeckCardsPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DECK_CARDS_PAGE_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type DeckCardsPageQuery = z.infer<typeof DeckCardsPageQuerySchema>;

export const DeckWithCardsSchema = DeckSchema.extend({
  cards: z.array(FlashcardSchema),
  /** Present only when more cards follow this page: the `offset` of the next. */
  nextOffset: z.number().int().optional(),
});
export type DeckWithCards = z.infer<typeof DeckWithCardsSchema>;

/** A missing field is 'required'; one sent with the wrong type is 'must be text'. */
const text = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`,
    })
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) => z.union([text(field, max).trim(), z.null()]).optional();

/** A card-media file id from `POST /api/flashcards/media` (null removes the image or clip). */
const mediaId = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .min(1, `${field} must not be empty`)
    .max(100, `${field} must be at most 100 characters`)
    .nullable()
    .optional();
const cardMediaFields = {
  front_image_id: mediaId('front_image_id'),
  back_image_id: mediaId('back_image_id'),
  audio_id: mediaId('audio_id'),
};

export const CardInputSchema = z.object({
  front_text: text('front_text', CARD_TEXT_MAX).optional(),
  back_text: text('back_text', CARD_TEXT_MAX).optional(),
  /** The deck builder's names for the two sides. */
  front: text('front', CARD_TEXT_MAX).optional(),
  back: text('back', CARD_TEXT_MAX).optional(),
  explanation: optionalText('explanation', CARD_TEXT_MAX),
  ...cardMediaFields,
});
export type CardInput = z.infer<typeof CardInputSchema>;

/** Trimmed, then 1 to DECK_NAME_MAX characters: the web app counts the same trimmed length. */
const deckName = () => text('name', Infinity).trim().max(DECK_NAME_MAX, DECK_NAME_TOO_LONG).min(1, 'name is required');

export const CreateDeckRequestSchema = z.object({
  name: deckName(),
  subject: optionalText('subject', DECK_TEXT_MAX),
  topic: optionalText('topic', DECK_TEXT_MAX),
  qualification: optionalText('qualification', DECK_TEXT_MAX),
  examBoard: optionalText('examBoard', DECK_TEXT_MAX),
  exam_board: optionalText('exam_board', DECK_TEXT_MAX),
  description: optionalText('description', 2000),
  tags: z.array(text('tags', 50)).max(50, 'tags must have at most 50 entries').optional(),
  userPlan: optionalText('userPlan', 50),
  difficulty: DifficultySchema.optional(),
  examDate: ExamDateInputSchema,
  targetRetention: TargetRetentionInputSchema,
  cards: z
    .array(CardInputSchema)
    .max(CARDS_PER_REQUEST_MAX, `cards must have at most ${CARDS_PER_REQUEST_MAX} entries`)
    .optional(),
});
export type CreateDeckRequest = z.infer<typeof CreateDeckRequestSchema>;

export const UpdateDeckRequestSchema = z.object({
  name: deckName().optional(),
  subject: optionalText('subject', DECK_TEXT_MAX),
  topic: optionalText('topic', DECK_TEXT_MAX),
  qualification: optionalText('qualification', DECK_TEXT_MAX),
  exam_board: optionalText('exam_board', DECK_TEXT_MAX),
  examBoard: optionalText('examBoard', DECK_TEXT_MAX),
  description: optionalText('description', 2000),
  difficulty: DifficultySchema.optional(),
  examDate: ExamDateInputSchema,
  targetRetention: TargetRetentionInputSchema,
});
export type UpdateDeckRequest = z.infer<typeof UpdateDeckRequestSchema>;

/**
 * One card, or `{ cards: [...] }` from the deck builder. One object rather than a union, so a bad
 * batch reports its own error ('cards must have at most 1000 entries') instead of Zod's generic
 * "invalid input" for a union where neither shape matched.
 */
export const AddCardsRequestSchema = CardInputSchema.extend({
  cards: z
    .array(CardInputSchema)
    .min(1, 'cards must not be empty')
    .max(CARDS_PER_REQUEST_MAX, `cards must have at most ${CARDS_PER_REQUEST_MAX} entries`)
    .optional(),
});
export type AddCardsRequest = z.infer<typeof AddCardsRequestSchema>;

export const UpdateCardRequestSchema = z.object({
  front_text: text('front_text', CARD_TEXT_MAX).optional(),
  back_text: text('back_text', CARD_TEXT_MAX).optional(),
  explanation: optionalText('explanation', CARD_TEXT_MAX),
  position: z
    .number()
    .int()
    .min(0)
    .max(CARDS_POSITION_MAX, `position must be at most ${CARDS_POSITION_MAX}`)
    .optional(),
  ...cardMediaFields,
});
export type UpdateCardRequest = z.infer<typeof UpdateCardRequestSchema>;

/** Spec §9: voice clips are at most 30 s; stored clips at most 1 MB. */
export const CARD_AUDIO_MAX_SECONDS = 30;
export const CARD_AUDIO_MAX_BYTES = 1_048_576;
export const CardMediaKindSchema = z.enum(['image', 'audio'], { error: 'kind must be image or audio' });
export type CardMediaKind = z.infer<typeof CardMediaKindSchema>;
/** `POST /api/flashcards/media` (multipart `file`, `kind`): the stored file's id for a card. */
export const CardMediaResponseSchema = z.object({ id: z.string() });
export type CardMediaResponse = z.infer<typeof CardMediaResponseSchema>;

export const CreateDeckResponseSchema = DeckSchema.extend({ cards: z.array(FlashcardSchema), xpAwarded: z.number() });

/**
 * Learning and relearning cards due within this many minutes are studied now rather than ending
 * the session (Anki's learn-ahead limit): the study calls include them, and a session shows one
 * early when nothing else is left.
 */
export const LEARN_AHEAD_MINUTES = 20;

export const StudyResponseSchema = z.object({
  deck: z
    .object({ id: z.string(), name: z.string(), subject: z.string().nullable(), topic: z.string().nullable() })
    .extend(DeckExamFieldsSchema.shape),
  dueCards: z.array(StudyCardSchema),
  /**
   * When the next card not in `dueCards` comes due (ISO time): a learning or review card, or the
   * next local midnight when new cards wait for tomorrow's allowance. Null when nothing is scheduled.
   */
  nextDueAt: z.string().nullable().optional(),
});
export type StudyResponse = z.infer<typeof StudyResponseSchema>;

/** `GET /api/study/all`: every deck's due cards in one session (each card names its deck). */
export const StudyAllResponseSchema = StudyResponseSchema.omit({ deck: true });
export type StudyAllResponse = z.infer<typeof StudyAllResponseSchema>;

export const ReviewRequestSchema = z.object({
  cardId: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'cardId is required' : 'cardId must be text',
    })
    .min(1, 'cardId is required')
    .max(100, 'cardId must be at most 100 characters'),
  quality: QualitySchema,
  responseTimeMs: z
    .number({ error: 'responseTimeMs must be a number' })
    .min(0, 'responseTimeMs must not be negative')
    .max(24 * 60 * 60 * 1000, 'responseTimeMs is too large')
    .optional(),
  /** Chosen by the client per rating and resent on retry: a repeat is answered, not recorded twice. */
  reviewId: z.uuid({ error: 'reviewId must be a UUID' }).optional(),
  /**
   * When the rating was made, for a review made offline and sent later (ADR 0023): the server
   * schedules it at that time. At most a few minutes ahead of the server's clock and at most
   * `OFFLINE_REVIEW_MAX_AGE_DAYS` old (422 otherwise). Without it the review happens now.
   */
  reviewedAt: z.iso.datetime({ offset: true, error: 'reviewedAt must be an ISO date-time' }).optional(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** An offline review older than this is refused (422): the card's schedule has moved on too far. */
export const OFFLINE_REVIEW_MAX_AGE_DAYS = 30;
/** How far ahead of the server's clock a device's `reviewedAt` may be (clock skew). */
export const REVIEW_CLOCK_SKEW_MS = 5 * 60_000;

export const ReviewResponseSchema = AwardResultSchema.extend({
  card: FlashcardSchema,
  /** Names this review for `POST /api/study/undo`: the client's reviewId, or the server's id when none was sent. */
  reviewId: z.string().optional(),
  /** The card's interval previews as of this review, for showing it again later in the session. */
  intervals: IntervalPreviewSchema.optional(),
  /** True when the server already had this `reviewId`: the answer is the first one, nothing new was recorded. */
  duplicate: z.boolean().optional(),
});
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;

export const UndoReviewRequestSchema = z.object({
  /**
   * The review to take back (a review's `reviewId`); it must be the user's latest. Without it the
   * user's latest review is taken back.
   */
  reviewId: z
    .string({ error: 'reviewId must be text' })
    .min(1, 'reviewId must not be empty')
    .max(100, 'reviewId must be at most 100 characters')
    .optional(),
});
export type UndoReviewRequest = z.infer<typeof UndoReviewRequestSchema>;

export const UndoReviewResponseSchema = z.object({
  /** The card as it was before the review, with fresh interval previews, to be shown again. */
  card: StudyCardSchema,
  /** The XP the review had earned, now taken back. */
  xpRemoved: z.number(),
});
export type UndoReviewResponse = z.infer<typeof UndoReviewResponseSchema>;

export const DueReviewResponseSchema = z.object({
  cards: z.array(StudyCardSchema),
  newCards: z.number(),
  learningCards: z.number(),
  reviewCards: z.number(),
});
export type DueReviewResponse = z.infer<typeof DueReviewResponseSchema>;

/** Bounds on generate-from-summary's text, so one request cannot hand the generator megabytes. */
export const SUMMARY_TEXT_MAX_ITEMS = 200;
export const SUMMARY_TEXT_MAX_CHARS = 100_000;

export const GenerateFromSummaryRequestSchema = z.object({
  summaryId: z.union([z.string().max(100), z.null()]).optional(),
  summaryText: z
    .union([
      z.string().max(SUMMARY_TEXT_MAX_CHARS, 'summaryText must be at most 100000 characters'),
      z
        .array(z.string().max(10_000))
        // Refinements, not .max(): inside a union a failed .max() only says 'Invalid input'.
        .refine((items) => items.length <= SUMMARY_TEXT_MAX_ITEMS, 'summaryText must have at most 200 points')
        .refine(
          (items) => items.reduce((sum, item) => sum + item.length, 0) <= SUMMARY_TEXT_MAX_CHARS,
          'summaryText must be at most 100000 characters',
        ),
    ])
    .optional(),
  // Null or missing reach the service, which answers with the spec's 'Subject, exam board, and qualification are required'.
  subject: z.union([z.string().trim().max(DECK_TEXT_MAX), z.null()]).optional(),
  topic: z.union([z.string().trim().max(DECK_TEXT_MAX), z.null()]).optional(),
  qualification: z.union([z.string().trim().max(DECK_TEXT_MAX), z.null()]).optional(),
  examBoard: z.union([z.string().trim().max(DECK_TEXT_MAX), z.null()]).optional(),
  deckName: z.union([z.string().trim().max(DECK_NAME_MAX, DECK_NAME_TOO_LONG), z.null()]).optional(),
  cardCount: z.coerce
    .number({ error: 'cardCount must be 5, 10, 15 or 20' })
    .refine((n) => [5, 10, 15, 20].includes(n), 'cardCount must be 5, 10, 15 or 20')
    .default(10),
  difficulty: DifficultySchema.default('medium'),
});
export type GenerateFromSummaryRequest = z.input<typeof GenerateFromSummaryRequestSchema>;

export const GenerateResponseSchema = AwardResultSchema.extend({
  cards: z.array(FlashcardSchema),
  deckId: z.string(),
  deckName: z.string(),
  /** The cardCount asked for; fewer cards may be made when the text holds fewer facts. */
  requestedCount: z.number(),
  /** 'Only N cards could be made from this summary.' when fewer than requestedCount were made, else null. */
  message: z.string().nullable(),
});
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

export const HighYieldQuerySchema = z.object({
  topic: z
    .string({ error: 'topic is required' })
    .trim()
    .min(1, 'topic is required')
    .max(DECK_TEXT_MAX, `topic must be at most ${DECK_TEXT_MAX} characters`),
});
export const HighYieldResponseSchema = z.object({ cards: z.array(z.object({ front: z.string(), back: z.string() })) });
export type HighYieldResponse = z.infer<typeof HighYieldResponseSchema>;

export const AnkiExportRequestSchema = z.object({
  deckIds: z
    .array(z.string().max(100), { error: 'Please select at least one deck to export' })
    .min(1, 'Please select at least one deck to export')
    .max(500),
  /** Nest the decks under one 'Revisely' deck in Anki; by default each keeps its own name and path. */
  parentDeck: z.boolean().optional(),
});
export type AnkiExportRequest = z.infer<typeof AnkiExportRequestSchema>;

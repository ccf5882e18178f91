import { z } from 'zod';
import { bestSourceSentence, grounding, indexSource, sameLabel, sourceHeadings, sourceSentences } from './grounding.js';
import { LlmError, type ChatMessage, type LlmJsonClient } from './llm-client.js';

/** One examinable fact and the line of the notes it comes from. */
export interface KeyFact {
  fact: string;
  sourceQuote: string;
}

export interface ExamContext {
  subject?: string | undefined;
  qualification?: string | undefined;
  topic?: string | undefined;
}

/** Long notes are cut to bound the prompt; ~40k characters is ~10k tokens, within any current model. */
export const MAX_NOTE_CHARS = 40_000;
const MAX_KEY_FACTS = 40;
/** A fact may rephrase its line (fixing OCR, resolving "it"), so it needs fewer words from the notes than an answer. */
const FACT_GROUNDED_SHARE = 0.7;

const text = z.string().trim().min(1).max(MAX_NOTE_CHARS);
/** Models spell the quote field several ways, or give bare strings; all map to `{ fact, sourceQuote }`. */
const KeyFactSchema = z.union([
  text.transform((fact) => ({ fact, sourceQuote: '' })),
  z
    .object({
      fact: text,
      sourceQuote: text.optional(),
      source_quote: text.optional(),
      quote: text.optional(),
      source: text.optional(),
    })
    .transform((f) => ({ fact: f.fact, sourceQuote: f.sourceQuote ?? f.source_quote ?? f.quote ?? f.source ?? '' })),
]);
const factList = z.array(KeyFactSchema);
export const KeyFactsSchema = z
  .union([z.object({ keyFacts: factList }), z.object({ key_facts: factList }), z.object({ facts: factList }), factList])
  .transform((v) => (Array.isArray(v) ? v : 'keyFacts' in v ? v.keyFacts : 'key_facts' in v ? v.key_facts : v.facts));

export const KEY_FACTS_SYSTEM_PROMPT =
  'You are an experienced UK examiner and tutor. You pick out the facts in a student’s revision notes ' +
  'that a mark scheme would reward. You never add facts, examples or figures that are not in the notes. ' +
  'You write in British English. You reply with JSON only, in the form ' +
  '{"keyFacts": [{"fact": "...", "sourceQuote": "..."}]}.';

/** "Subject: Biology" / "Qualification: GCSE" / "Topic: …" lines, so the model pitches the level right. */
export function examContextLines(context: ExamContext): string[] {
  return [
    context.subject ? `Subject: ${context.subject}` : undefined,
    context.qualification ? `Qualification: ${context.qualification}` : undefined,
    context.topic ? `Topic: ${context.topic}` : undefined,
  ].filter((l): l is string => l !== undefined);
}

/** Material inside triple quotes, so the model (and the test's fake model) can tell it from the rules. */
export function quoted(label: string, body: string): string[] {
  return [`${label}:`, '"""', body, '"""'];
}

export function keyFactsPrompt(context: ExamContext, notes: string): ChatMessage[] {
  const user = [
    ...examContextLines(context),
    '',
    'List the key facts in the notes below that would earn marks in this exam, in the order they appear in the notes.',
    'Key facts are: definitions of key terms; causes and effects; the stages of processes; dates, figures,',
    'equations and units; named people, places, laws and events; and short quotations worth learning.',
    'Rules:',
    '- "fact": one complete sentence that makes sense on its own. Keep the wording of the notes and copy every',
    '  number, date, unit and name exactly. Fix obvious OCR or spelling mistakes (British spelling) only.',
    '- "sourceQuote": the sentence or line of the notes the fact comes from, copied word for word.',
    '- Only what the notes say: no outside knowledge, no invented examples, no figures the notes do not give.',
    '- Headings, titles, page numbers and labels are not facts. Do not list the same fact twice.',
    `- At most ${MAX_KEY_FACTS} facts; fewer when the notes are short.`,
    '',
    ...quoted('Notes', notes),
  ].join('\n');
  return [
    { role: 'system', content: KEY_FACTS_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/**
 * Asks for the notes' key facts and keeps only those backed by the notes, in the notes' order (the
 * model's order is a suggestion; the source line decides). Throws when none survive, so the caller
 * falls back rather than summarising nothing.
 */
export async function extractKeyFacts(client: LlmJsonClient, context: ExamContext, notes: string): Promise<KeyFact[]> {
  const raw = await client.chatJson(keyFactsPrompt(context, notes), KeyFactsSchema, { maxTokens: 4000 });
  const facts = groundKeyFacts(raw, notes);
  if (facts.length === 0) throw new LlmError('None of the key facts were found in the notes', 'ungrounded');
  return facts;
}

/** Drops facts the notes do not back, headings and repeats; sorts by the line each fact comes from. */
export function groundKeyFacts(raw: KeyFact[], notes: string): KeyFact[] {
  const source = indexSource(notes);
  const sentences = sourceSentences(notes);
  const headings = sourceHeadings(notes);
  const seen = new Set<string>();
  const kept: { fact: KeyFact; at: number; order: number }[] = [];
  raw.slice(0, MAX_KEY_FACTS * 2).forEach((f, order) => {
    const fact = f.fact.replace(/\s+/gu, ' ').trim();
    const g = grounding(fact, source);
    if (!g.hasContent || g.missingNumbers.length > 0 || g.share < FACT_GROUNDED_SHARE) return;
    // A title or heading restated as a sentence is not a fact to learn.
    if (headings.some((h) => sameLabel(fact, h))) return;
    const key = fact.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
    if (seen.has(key)) return;
    seen.add(key);
    const at = bestSourceSentence(f.sourceQuote || fact, sentences);
    // The quote shown to the student is the notes' own line, not the model's copy of it.
    const sourceQuote = sentences[at] ?? fact;
    kept.push({ fact: { fact, sourceQuote }, at, order });
  });
  return kept
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .slice(0, MAX_KEY_FACTS)
    .map((k) => k.fact);
}

/** The facts as the points and cards prompts carry them: a JSON array, one fact per line. */
export function keyFactsJson(facts: KeyFact[]): string {
  return `[\n${facts.map((f) => JSON.stringify({ fact: f.fact, sourceQuote: f.sourceQuote })).join(',\n')}\n]`;
}

import { type AnalysedText, analyseText, rankUnits, type TableRow } from '../nlp/index.js';
import { askedAlone, type QuestionPlace } from './question-rules.js';
import { inlineCase } from './question-forms.js';
import type { Candidate } from './candidate.js';
import { extractCandidates } from './card-candidates.js';
import { labelFilter } from './card-filters.js';
import type { CardGenerator, GenerateCardsInput, GeneratedCard } from './card-generator.js';
import { selectCards } from './select-cards.js';
import { shownAnswerWhere } from './answer-rules.js';
import { wholeFactWhere } from './whole-fact.js';

export { selectCards } from './select-cards.js';

/**
 * Offline flashcards from notes or a summary: definitions, "term: explanation" items, causes,
 * lists and processes, dates and figures, with cloze deletions as the fallback. Every answer is
 * text from the notes. See docs/summariser.md.
 */
export class BuiltinCardGenerator implements CardGenerator {
  generate(input: GenerateCardsInput): Promise<GeneratedCard[]> {
    return Promise.resolve(generateCards(input));
  }
}

export function generateCards(input: GenerateCardsInput): GeneratedCard[] {
  const context = { subject: input.subject, topic: input.topic };
  const notes = input.notes?.trim() ? candidatesOf(input.notes, context) : undefined;
  const primary = candidatesOf(input.text, context, notes?.analysis);
  if (!primary) return [];
  let pool = primary.candidates;
  let keep = primary.notLabel;
  if (notes) {
    // Cards from the notes behind the summary, for facts its points left out: only from sentences
    // no point already carries, ranked a step below the points' own cards, after them in the deck.
    const points = primary.analysis.units.map((u) => contentWords(u.text));
    // (A table row is asked by its own headings, so a point carrying its words does not carry its card;
    // an identical card from the point is dropped as a duplicate when cards are chosen.)
    const tableRow = (c: Candidate): boolean => {
      const unit = notes.analysis.units[c.unit];
      return unit !== undefined && notes.analysis.blocks[unit.block]?.table !== undefined;
    };
    const extra = notes.candidates
      .filter((c) => tableRow(c) || !carriedByAPoint(contentWords(c.source), points))
      .map((c) => shiftUnits(c, NOTES_UNIT_OFFSET, NOTES_QUALITY));
    pool = [...pool, ...extra];
    keep = (c) =>
      c.unit >= NOTES_UNIT_OFFSET ? notes.notLabel(shiftUnits(c, -NOTES_UNIT_OFFSET, 1)) : primary.notLabel(c);
  }
  // Selection values each card by the whole fact it tests (question and answer together), so it can
  // rank by what the card carries; the answer shown is the key term or fact alone (ADR 0029).
  return selectCards(pool, input.cardCount, input.difficulty, wholeFactWhere(keep), shownAnswerWhere(keep)).map(
    toGeneratedCard,
  );
}

/** How many sentences before a card's own a back reference ("the two forces") looks for its noun. */
const BACK_REFERENCE_REACH = 2;

/** The heading over a sentence, and the sentences just before it under that heading. */
function placeOf(analysis: AnalysedText, unit: number): QuestionPlace {
  const u = analysis.units[unit];
  const before = analysis.units
    .slice(Math.max(0, unit - BACK_REFERENCE_REACH), unit)
    .filter((b) => b.section === u?.section)
    .map((b) => b.text)
    .join(' ');
  return { section: u?.section && inlineCase(u.section, analysis), before };
}

/** Notes' unit numbers start here, so they never share a unit (one card per unit) with a point. */
const NOTES_UNIT_OFFSET = 1_000_000;
/** A card from the notes alone ranks below an equal card from the summary the student kept. */
const NOTES_QUALITY = 0.9;
/** A notes sentence whose content words are mostly in one point is that point's fact. */
const CARRIED_SHARE = 0.6;

function candidatesOf(
  text: string,
  context: { subject: string; topic?: string | undefined },
  notes?: AnalysedText,
): { analysis: AnalysedText; candidates: Candidate[]; notLabel: (c: Candidate) => boolean } | undefined {
  const analysis = analyseText(text);
  if (analysis.units.length === 0) return undefined;
  if (notes) {
    borrowSections(analysis, notes);
    borrowTableRows(analysis, notes);
  }
  const salience = rankUnits(analysis, context);
  const notLabel = labelFilter(analysis, context);
  // A question that leans on an earlier sentence is placed by its heading or dropped (question-rules.ts).
  const candidates = extractCandidates(analysis, salience, context).flatMap((c) => {
    const asked = askedAlone(c, placeOf(analysis, c.unit));
    return asked && notLabel(asked) ? [asked] : [];
  });
  return { analysis, candidates, notLabel };
}

/**
 * A summary's points come without the notes' headings, so "Lab experiment: high control …" could not
 * be told from a definition. Each point takes the telling heading of the notes sentence it was made
 * from (most of its content words), so the cards ask it as the evaluation point it is.
 */
function borrowSections(points: AnalysedText, notes: AnalysedText): void {
  const sources = notes.units
    .slice(0, MAX_SECTION_SOURCES)
    .filter((u) => u.section !== undefined && TELLING_HEADING.test(u.section))
    .map((u) => ({ section: u.section, words: contentWords(u.text) }));
  if (sources.length === 0 || points.units.length > MAX_POINTS_TO_PLACE) return;
  points.units.forEach((u, i) => {
    if (u.section !== undefined) return;
    const words = contentWords(u.text);
    if (words.size === 0) return;
    let best: string | undefined;
    let bestShare = CARRIED_SHARE;
    for (const source of sources) {
      let shared = 0;
      for (const w of words) if (source.words.has(w)) shared += 1;
      if (shared / words.size > bestShare) {
        bestShare = shared / words.size;
        best = source.section;
      }
    }
    u.section = best;
    u.firstInSection = i === 0 || points.units[i - 1]?.section !== best;
  });
}

/**
 * A point that is a table row of the notes ("Lithium: symbol Li; melting point 181C.") takes the row's
 * cells and headings, so its card names them ("Lithium: symbol and melting point?") instead of
 * asking "What is lithium?".
 */
function borrowTableRows(points: AnalysedText, notes: AnalysedText): void {
  const rows = new Map<string, TableRow>();
  for (const b of notes.blocks) if (b.table && rows.size < MAX_SECTION_SOURCES) rows.set(rowKey(b.text), b.table);
  if (rows.size === 0) return;
  for (const b of points.blocks) {
    const row = b.table ?? rows.get(rowKey(b.text));
    if (row) b.table = row;
  }
}

function rowKey(text: string): string {
  return text
    .replace(/\*\*/gu, '')
    .replace(/[.\s]+$/u, '')
    .toLowerCase();
}

/**
 * Headings that change how an item is asked ("Evaluation", "Factors affecting …", "Causes", "Stages",
 * "Loftus and Palmer (1974) car crash study");
 * other headings ("Context", "Challenges") make a worse "the role of X in …" than the topic does.
 */
const TELLING_HEADING =
  /\b(?:evaluation|evaluating|strengths?|weaknesses?|limitations?|criticisms?|AO3|factors?|causes?|effects?|consequences?|types?|kinds?|stages?|steps?|phases?|process|cycle|features?|components?|advantages?|disadvantages?|study|experiment)\b/iu;

/** Enough notes sentences to find any point's source in real notes, bounded for 100,000 characters. */
const MAX_SECTION_SOURCES = 2_000;
/** A summary has at most 15 points; a long text sent as one is left as it is (bounded work). */
const MAX_POINTS_TO_PLACE = 200;

function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).slice(0, 200));
}

function carriedByAPoint(words: Set<string>, points: Set<string>[]): boolean {
  if (words.size === 0) return true;
  return points.some((p) => {
    let shared = 0;
    for (const w of words) if (p.has(w)) shared += 1;
    return shared / words.size >= CARRIED_SHARE;
  });
}

function shiftUnits(c: Candidate, by: number, quality: number): Candidate {
  return { ...c, unit: c.unit + by, units: c.units.map((u) => u + by), quality: c.quality * quality };
}

function toGeneratedCard(c: Candidate): GeneratedCard {
  return { front_text: c.front, back_text: c.back, explanation: `From your notes: "${c.source}"` };
}

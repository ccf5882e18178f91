import { analyseText, escapeRegExp, keysOf, normaliseForCompare, rankUnits } from '../nlp/index.js';
import { selectCards } from './builtin-card-generator.js';
import { extractCandidates } from './card-candidates.js';
import { labelFilter } from './card-filters.js';
import { shownAnswerWhere } from './answer-rules.js';
import { wholeFactWhere } from './whole-fact.js';

/** Bounds the work per request: ~60k characters analyse in well under a second. */
const MAX_TEXT_CHARS = 60_000;
/** Cards that mention the topic itself rank above cards from the same notes that do not. */
const TOPIC_BOOST = 1.5;

/**
 * High-yield suggestions for GET /api/high-yield/deck?topic=…: mines the student's own summaries and
 * cards (pass a card as "front back" or "front\nback") for question–answer pairs on the topic, with
 * the built-in generator's rules. Sources that never mention the topic only top up the list when at
 * least one source does; with no mention anywhere the answer is an empty list.
 */
export function suggestHighYieldCards(
  topic: string,
  sources: { text: string }[],
  limit = 10,
): { front: string; back: string }[] {
  const cleanTopic = topic.trim();
  if (!cleanTopic || limit <= 0 || sources.length === 0) return [];
  const patterns = topicPatterns(cleanTopic);
  const mentions = (text: string): boolean => patterns.some((p) => p.test(text));

  const primary = sources.filter((s) => mentions(s.text));
  if (primary.length === 0) return [];
  const cards = mine(primary, cleanTopic, mentions, limit);
  if (cards.length < limit) {
    // Other notes the caller picked for the topic (e.g. from a deck with that name) only top up.
    const fronts = new Set(cards.map((c) => normaliseForCompare(c.front)));
    const backs = new Set(cards.map((c) => normaliseForCompare(c.back)));
    const secondary = sources.filter((s) => !mentions(s.text));
    for (const c of secondary.length > 0 ? mine(secondary, cleanTopic, mentions, limit) : []) {
      if (cards.length >= limit) break;
      if (fronts.has(normaliseForCompare(c.front)) || backs.has(normaliseForCompare(c.back))) continue;
      cards.push(c);
    }
  }
  return cards;
}

function mine(
  sources: { text: string }[],
  topic: string,
  mentions: (text: string) => boolean,
  limit: number,
): { front: string; back: string }[] {
  // Blank lines keep each source its own block, so a card's question and answer stay together.
  const text = pickWithin(sources, MAX_TEXT_CHARS)
    .map((s) => s.text.trim())
    .join('\n\n');
  const analysis = analyseText(text);
  if (analysis.units.length === 0) return [];
  const salience = rankUnits(analysis, { topic });
  // The same filters and answers as generated decks, so suggestions and decks agree.
  const notLabel = labelFilter(analysis, { topic });
  const candidates = extractCandidates(analysis, salience, { topic })
    .filter(notLabel)
    .map((c) => (mentions(`${c.front} ${c.back} ${c.source}`) ? { ...c, quality: c.quality * TOPIC_BOOST } : c));
  return selectCards(candidates, limit, 'medium', wholeFactWhere(notLabel), shownAnswerWhere(notLabel)).map((c) => ({
    front: c.front,
    back: c.back,
  }));
}

function topicPatterns(topic: string): RegExp[] {
  const phrase = new RegExp(`\\b${escapeRegExp(topic.toLowerCase())}`, 'iu');
  const keys = keysOf(topic).filter((k) => k.length >= 3);
  return [phrase, ...keys.map((k) => new RegExp(`\\b${escapeRegExp(k)}\\w{0,3}\\b`, 'iu'))];
}

function pickWithin(sources: { text: string }[], budget: number): { text: string }[] {
  const out: { text: string }[] = [];
  let used = 0;
  for (const s of sources) {
    if (used + s.text.length > budget && out.length > 0) break;
    out.push(s);
    used += s.text.length;
  }
  return out;
}

import {
  type AnalysedText,
  analyseText,
  finishSentence,
  isCodeLine,
  type Salience,
  termContext,
} from '../nlp/index.js';
import type { Candidate, CandidateContext } from './candidate.js';
import { factClauses } from './fact-clauses.js';
import { answerText, inlineCase, invertClause, isInstruction, stripEnd } from './question-forms.js';
import { listCandidates } from './rules/list.js';
import { unitCandidates } from './rule-registry.js';
import { tableRowCard } from './rules/table-row.js';

export type { Candidate, CandidateContext, CandidateKind } from './candidate.js';

/** Sentences (by salience) whose further clauses are read as facts of their own. */
const MAX_DERIVED_UNITS = 40;

/** Every question–answer pair the text supports, before choosing by difficulty and count. */
export function extractCandidates(
  analysis: AnalysedText,
  salience: Salience,
  context: CandidateContext = {},
): Candidate[] {
  const sorted = [...salience.scores].sort((a, b) => b - a);
  const reference = sorted[Math.floor(sorted.length * 0.1)] ?? sorted[0] ?? 1;
  const norm = (i: number): number => Math.min(1, (salience.scores[i] ?? 0) / Math.max(reference, 1e-9));
  const terms = termContext(analysis, salience, context.topic);
  const out: Candidate[] = [];
  // Clause splitting re-reads sentences, so only the sentences a deck could draw on pay for it.
  const derivable = new Set(
    analysis.units
      .map((_u, i) => i)
      .sort((a, b) => (salience.scores[b] ?? 0) - (salience.scores[a] ?? 0))
      .slice(0, MAX_DERIVED_UNITS),
  );
  const add = (c: Omit<Candidate, 'quality' | 'units'> & { units?: number[] }, base: number): void => {
    const front = c.front.trim();
    const back = c.back.trim();
    // ("90°" is an answer: a value needs no letters.)
    if (!front || !back || !/[\p{L}\p{N}]/u.test(back) || front.length > 400 || back.length > 600) return;
    const backWords = back.split(/\s+/u).length;
    const frontWords = front.split(/\s+/u).length;
    let quality = base;
    if (backWords > 40) quality *= 0.55;
    else if (backWords > 25) quality *= 0.8;
    if (frontWords > 35) quality *= 0.7;
    out.push({ ...c, front, back, units: c.units ?? [c.unit], quality });
  };

  analysis.units.forEach((u, i) => {
    const row = analysis.blocks[u.block]?.table;
    const rowCard = row ? tableRowCard(row) : undefined;
    if (rowCard) {
      // The headings say what each cell is; "What is lithium?" would not. (Before the code check: a
      // truth table's "A = 1, B = 0, A AND B = 0" is no line of code.)
      const base = 0.35 + 0.65 * norm(i);
      add(
        { ...rowCard, source: finishSentence(u.text), statement: u.text, unit: i, complete: true },
        base * rowCard.weight,
      );
      return;
    }
    // "FOR i = 0 TO LEN(list) - 1" is no fact to ask ("What is the equation for FOR i?").
    if (isCodeLine(u.text)) return;
    const base = (0.35 + 0.65 * norm(i)) * (u.dependsOnContext ? 0.5 : 1);
    const source = finishSentence(u.text);
    if (u.isQuestion) {
      // A question followed by its answer is a card the student already wrote: "What is osmosis?\nThe diffusion ...".
      const next = analysis.units[i + 1];
      const answerFollows =
        next !== undefined &&
        (next.block === u.block ||
          (u.firstInBlock && next.firstInBlock && next.block === u.block + 1 && next.wordCount <= 40));
      // ('asked "About how fast …?"' reports a question and "why?" asks nothing alone.)
      // (Nor is a quoted line: '"Romeo, Romeo, wherefore art thou Romeo?"' is a line to learn.)
      const ownQuestion = /^\p{Lu}/u.test(u.text) && u.wordCount >= 3 && !/["“”]/u.test(u.text);
      if (next && answerFollows && !next.isQuestion && ownQuestion) {
        const answer = answerItems(analysis, i + 1);
        add(
          {
            kind: 'qa',
            front: u.text,
            back: answerText(answer.join('; ')),
            source: `${u.text} ${answer.join(' ')}`,
            unit: i,
            units: [i, i + 1],
          },
          0.4 + 0.6 * norm(i),
        );
      }
      return;
    }
    for (const c of unitCandidates(u, analysis, context, terms))
      add({ ...c, source, statement: u.text, unit: i }, base * c.weight);
    // Each further fact of the sentence, read as a sentence of its own ("... and is measured in volts").
    if (derivable.has(i)) {
      factClauses(u, analysis).forEach((clause, k) => {
        for (const d of analyseText(clause).units) {
          if (d.isQuestion) continue;
          for (const c of unitCandidates({ ...d, dependsOnContext: false }, analysis, context, terms, false))
            add({ ...c, source, statement: clause, unit: i, part: k + 1 }, base * c.weight * 0.95);
        }
      });
    }
    const previous = analysis.units[i - 1];
    const thisIsBecause = /^this (?:is|was|happens|happened|occurs) (?:because|due to)\b/iu.exec(u.text);
    if (
      thisIsBecause &&
      previous &&
      previous.block === u.block &&
      !previous.dependsOnContext &&
      !previous.isQuestion &&
      !isInstruction(previous.tokens)
    ) {
      // "Enzymes denature above 45 °C. This is because the active site changes shape."
      const effectTokens = previous.tokens;
      const front =
        invertClause('Why', effectTokens, analysis) ?? `Explain why ${inlineCase(stripEnd(previous.text), analysis)}.`;
      const back = answerText(
        u.text.slice(
          thisIsBecause[0].length - (/because$/iu.test(thisIsBecause[0]) ? 'because'.length : 'due to'.length),
        ),
      );
      add(
        { kind: 'why', front, back, source: `${finishSentence(previous.text)} ${source}`, unit: i, units: [i - 1, i] },
        base,
      );
    }
  });
  for (const c of listCandidates(analysis, context))
    add({ ...c, units: [] }, 0.35 + 0.65 * Math.max(...c.units.map(norm)));
  return out;
}

/** Words of bullets a question's answer may gather: a card, not a page. */
const MAX_ANSWER_WORDS = 45;

/**
 * The answer under a student's question: the unit after it, and when that is the first of a list of
 * bullets ("Q: What was the Black Death?" / "- Arrived in England June 1348 …" / "- Killed roughly 1/3 …"),
 * the following bullets of the list too, while the answer stays short.
 */
function answerItems(analysis: AnalysedText, first: number): string[] {
  const start = analysis.units[first];
  if (!start) return [];
  const items = [stripEnd(start.text)];
  let words = start.wordCount;
  if (analysis.blocks[start.block]?.kind !== 'bullet') return items;
  for (let k = first + 1; k < analysis.units.length; k++) {
    const u = analysis.units[k];
    const previous = analysis.units[k - 1];
    if (!u || !previous || u.isQuestion || !u.firstInBlock || u.block !== previous.block + 1) break;
    if (analysis.blocks[u.block]?.kind !== 'bullet' || u.section !== start.section) break;
    if (words + u.wordCount > MAX_ANSWER_WORDS) break;
    items.push(stripEnd(u.text));
    words += u.wordCount;
  }
  return items;
}

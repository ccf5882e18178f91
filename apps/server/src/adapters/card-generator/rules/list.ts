import { type AnalysedText, capitaliseFirst, LIST_HEADS, stem, type Unit } from '../../nlp/index.js';
import type { Candidate, CandidateContext } from '../candidate.js';
import { inlineCase, stripEnd } from '../question-forms.js';
import { contextPhrase, sectionPhrase } from './context-phrase.js';

/** Bullet lists under a heading: "What are the long-term causes of the First World War?" */
export function listCandidates(
  analysis: AnalysedText,
  context: CandidateContext,
): (Omit<Candidate, 'quality' | 'units'> & { units: number[] })[] {
  const out: (Omit<Candidate, 'quality' | 'units'> & { units: number[] })[] = [];
  const bySection = new Map<string, Unit[]>();
  for (const u of analysis.units) {
    if (u.blockKind !== 'bullet' || !u.section || !u.firstInBlock) continue;
    const list = bySection.get(u.section) ?? [];
    list.push(u);
    bySection.set(u.section, list);
  }
  for (const [section, items] of bySection) {
    if (items.length < 2 || items.length > 8) continue;
    const labels = items.map((u) => (u.term ? u.term.term : u.wordCount <= 6 ? stripEnd(u.text) : undefined));
    if (labels.some((l) => l === undefined)) continue;
    const clean = labels as string[];
    // "Physical and human" names kinds of cause, not the causes: the items' own cards say them.
    if (clean.every((l) => CATEGORY_LABEL.test(l.trim()))) continue;
    const ordered = items.every((u) => u.numbered);
    const heading = sectionPhrase(section) ?? section;
    const headingHasOf = /\b(?:of|in|for|that|to)\b/iu.test(heading);
    // ("Factors affecting rate" under the topic "Rates of reaction" says what it belongs to already.)
    const topicWords = new Set(
      (context.topic ?? '')
        .toLowerCase()
        .match(/\p{L}{4,}/gu)
        ?.map(stem) ?? [],
    );
    const headingNamesTopic = (heading.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some(
      (w) => topicWords.has(stem(w)) && !LIST_WORD.test(w),
    );
    const where = headingHasOf || headingNamesTopic ? undefined : contextPhrase(undefined, context, heading, analysis);
    const isProcess =
      ordered &&
      /\b(?:stages?|steps?|phases?|process|cycle|method|procedure)\b/iu.test(`${heading} ${context.topic ?? ''}`);
    const isList =
      LIST_HEADS.has((/([a-z]+s)\b/iu.exec(heading)?.[1] ?? '').toLowerCase()) ||
      /\b(?:factors?|causes?|effects?|types?)\b/iu.test(heading);
    if (!isProcess && !isList) continue;
    const phrase = inlineCase(heading, analysis);
    const front = isProcess
      ? `What are the ${/^(?:the )?(?:stages|steps|phases)\b/iu.test(phrase) ? phrase.replace(/^the /iu, '') : `stages of ${phrase}`}${where ? ` of ${where}` : ''}, in order?`
      : `What are the ${phrase.replace(/^the /iu, '')}${where ? ` of ${where}` : ''}?`;
    const back = isProcess ? clean.join(' → ') : joinList(clean.map((l, i) => (i === 0 ? l : inlineCase(l, analysis))));
    const source = `${heading}: ${clean.join('; ')}`;
    out.push({
      kind: isProcess ? 'process' : 'list',
      front,
      back,
      source,
      unit: items[0]?.index ?? 0,
      units: items.map((u) => u.index),
    });
  }
  return out;
}

const CATEGORY_LABEL =
  /^(?:physical|human|natural|social|economic|environmental|political|cultural|demographic|technological|primary|secondary|tertiary|short-term|long-term|immediate|positive|negative|local|national|global|internal|external)$/iu;

/** Words of any list heading: "Long-term causes" still belongs to "Causes of the First World War". */
const LIST_WORD =
  /^(?:causes?|effects?|factors?|types?|kinds?|stages?|steps?|features?|consequences?|reasons?|advantages?|disadvantages?|processe?s?|long|short|term)$/u;

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const cased = items.map((s, i) => (i === 0 ? capitaliseFirst(s) : s));
  return `${cased.slice(0, -1).join(', ')} and ${cased[cased.length - 1] ?? ''}`;
}

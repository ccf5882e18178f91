import type { AnalysedText } from '../../nlp/index.js';
import type { CandidateContext } from '../candidate.js';
import { inlineCase } from '../question-forms.js';

/*
 * What a question leans on when a card needs its context: the section heading or the topic, as a phrase.
 */

/** The parts of a research study a term item can name: "Aim: …", "Findings: …". */
const STUDY_PARTS =
  /^(?:aims?|procedures?|methods?|findings?|results?|conclusions?|hypothes[ie]s|samples?|evaluation)$/iu;

/** A heading as a phrase: without "(MAIN)" style asides, all-caps titles in sentence case. */
export function sectionPhrase(section: string | undefined): string | undefined {
  if (!section) return undefined;
  let s = section
    .replace(/\s*\([^)]*\)\s*/gu, ' ')
    .replace(/[:\s]+$/u, '')
    .trim();
  if (s.length > 4 && s === s.toUpperCase()) s = s.charAt(0) + s.slice(1).toLowerCase();
  return s || undefined;
}

/**
 * What a relational term belongs to: the section heading when it names a topic, else the topic.
 * "Causes of the First World War" as a topic gives "the First World War".
 */
export function contextPhrase(
  section: string | undefined,
  context: CandidateContext,
  exclude: string,
  analysis: AnalysedText,
): string | undefined {
  const study = STUDY_PARTS.test(exclude);
  const topic = context.topic?.trim() && titlePhrase(context.topic.trim(), context.subject, study);
  const heading = sectionPhrase(section);
  const candidates = [heading && titlePhrase(heading, context.subject, study), topic];
  for (const c of candidates) {
    if (!c || c.toLowerCase() === exclude.toLowerCase()) continue;
    if (
      /\b(?:factors?|causes?|effects?|uses?|types?|stages?|key|equations?|notes?|summary|evidence|evaluation)\b/iu.test(
        c,
      ) &&
      c !== topic
    )
      continue;
    const stripped = c.replace(
      /^(?:the )?(?:[\w-]+ )?(?:causes|effects|consequences|stages|types|features|uses|impacts) of /iu,
      '',
    );
    return inlineCase(stripped, analysis);
  }
  return undefined;
}

/**
 * A title as a phrase to put in a question: "Christianity: the nature of God and creation" ->
 * "Christianity", "An Inspector Calls - J.B. Priestley - Theme: …" -> "An Inspector Calls". A
 * heading that is a sentence ("In a sentence with si, the tenses follow a pattern") is none.
 */
function titlePhrase(title: string, subject: string | undefined, study = false): string | undefined {
  // "French - talking about the future": the subject's name says nothing; the next part does.
  const parts = title.split(/\s[-–—]\s/u).filter((p) => p.trim().toLowerCase() !== subject?.trim().toLowerCase());
  const [before = '', after] = (parts[0] ?? '').split(':').map((p) => p.trim());
  // "Obedience: Milgram": the aim, procedure and findings belong to the researcher's study.
  const researcher = after && /^\p{Lu}[\p{L}'’-]+(?:\s(?:and|&)\s\p{Lu}[\p{L}'’-]+)?(?:\s\(\d{4}\))?$/u.exec(after);
  if (study && researcher && /^\p{L}+(?:\s\p{L}+)?$/u.test(before)) {
    const name = after.replace(/\s\(\d{4}\)$/u, '');
    return `${name}${/s$/u.test(name) ? "'" : "'s"} study of ${before.toLowerCase()}`;
  }
  // "Memory - Loftus and Palmer (1974) car crash study": the study, not "memory", has the aim.
  const named = study
    ? parts
        .map((p) =>
          /^(\p{Lu}[\p{L}'’-]+(?:\s(?:and|&)\s\p{Lu}[\p{L}'’-]+)?)(?:\s\(\d{4}\))?(?:\s[\p{Ll}\s-]*)?\s(?:study|experiment|research)$/u.exec(
            p.trim(),
          ),
        )
        .find(Boolean)
    : undefined;
  if (named) {
    const name = (named[1] ?? '').replace(/['’]s?$/u, '');
    return `${name}${/s$/u.test(name) ? "'" : "'s"} study`;
  }
  const head = before;
  if (!head || /[,;.!?]/u.test(head) || head.split(/\s+/u).length > 8) return undefined;
  return head;
}

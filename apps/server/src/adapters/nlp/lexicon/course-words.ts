import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('course-words', group);

/** Exam boards and qualifications: words of a title line ("Theme of Ambition (AQA GCSE English Literature)"). */
export const TITLE_WORDS: ReadonlySet<string> = wordSet(words('title-words'));

/** Talk about the lesson, the page or the exam rather than the topic ("see page 12", "exam tip"). */
export const CLASSROOM_TALK =
  /\b(?:see (?:page|p\.|fig|diagram|textbook)|homework|learning objectives?|today we|this lesson|in class|revise this|don'?t forget|ask (?:sir|miss|the teacher)|page \d+|p\.\s?\d+|exam tips?|exam traps?|tick (?:each|off|the|when|once)|without (?:your|looking at your) notes|(?:lose|gain|get|drop|pick up) (?:the |easy |extra )?marks|learn (?:it |this |them )?(?:in order|off by heart)|tips? for|\d+-mark (?:essays?|questions?|answers?)|in the exam|exam technique|top tips?|examiners?|mark schemes?)\b/iu;
/** Advice about the notes or the exam, or a line about the page itself ("Summary of the causes and the evidence for each."), rather than a fact of the topic. */
export const ADVICE_LINE =
  /^(?:exam (?:focus|tips?|technique)|top tips?|tips? for|common mistakes?|conclusions? for essays?|required practical|(?:a )?(?:summary|overview) of|(?:the )?table (?:below|above|shows)|this (?:page|sheet|table) (?:covers|shows|summari[sz]es|sums up))\b|\b(?:(?:on )?the next page|learn (?:the )?spellings?|extra marks|easy to mix up)\b/iu;

/** The label of a practical or a case study over what follows ("RP: effect of pH on amylase", "Required practical 3: osmosis"). */
export const LABEL_TERM =
  /^(?:(?:required|core|key) practical|practical|rpa?|investigation|experiment|case study|example|topic|unit|paper|chapter|section|key idea|rule|stave|act|scene|part|stanza)s?(?:\s*\d{1,2})?$|^(?:act \d{1,2},? (?:sc(?:ene)?\.?) \d{1,2}|prologue|epilogue|chorus)(?:\s*\([^()]{1,30}\))?$/iu;
/** A word that draws attention to the rest of the line ("Notice: the ich and er forms …"): no term. */
export const ATTENTION_LABEL =
  /^(?:notice|note|nb|n\.b\.|remember|important|key point|watch out|careful|hint|top tip)$/iu;

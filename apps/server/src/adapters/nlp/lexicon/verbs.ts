import { MODALS } from './function-words.js';
import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('verbs', group);

/** The commonest verbs: too general to ask about or to tell sentences apart. */
export const BASIC_VERBS = words('basic-verbs');
/** Verbs that report evidence ("studies show that …"). */
const EVIDENCE_VERBS = words('evidence-verbs');

/** Verbs too light to ask about: "What does X have in?", "What is X made?" */
export const LIGHT_VERBS: ReadonlySet<string> = wordSet(BASIC_VERBS, words('light-verbs'));
/** Verbs of believing, saying and finding whose object is a "that" clause: the claim is the fact. */
export const CLAIM_VERBS: ReadonlySet<string> = wordSet(EVIDENCE_VERBS, words('claim-verbs'));
/** Verbs that name no action a "What did X do?" card could ask about. */
export const NON_ACTION_VERBS: ReadonlySet<string> = wordSet(
  LIGHT_VERBS,
  MODALS,
  EVIDENCE_VERBS,
  words('non-action-verbs'),
);
/** Verbs whose "to" starts their complement ("allowed the President to rule"), not a purpose. */
export const COMPLEMENT_VERBS: ReadonlySet<string> = wordSet(words('complement-verbs'));
/** Forms of "respond"/"react"/"retaliate": "X responded with/by …" names the response. */
export const RESPONSE_VERBS: ReadonlySet<string> = wordSet(words('response-verbs'));

/** Participles that only add colour or a motive; effects ("causing", "leading to") are not here. */
export const COLOUR_PARTICIPLES: ReadonlySet<string> = wordSet(words('colour-participles'));
/** Method steps: "Cut equal cylinders ...", "Measure the mass ..." (a prefix, so "Set up" and "Add-on" too). */
export const METHOD_STEP =
  /^(?:add|cut|measure|record|place|put|repeat|leave|weigh|blot|set up|use|heat|stir|pour|mix|draw|plot|calculate|take|remove|dry|label|wash|fill|count|time|start|stop|write|read)\b/iu;
export const REPORTING_VERBS: ReadonlySet<string> = wordSet(words('reporting-verbs'));
/** Verbs of being, having or wanting: "A vaccine contains …" is not something a vaccine does. */
export const STATIVE_VERBS: ReadonlySet<string> = wordSet(words('stative-verbs'));
/**
 * Verbs whose object is not the fact: "Functionalists see the family as meeting the needs …" asks
 * "How do functionalists see the family?", not "What do functionalists see?"; "Sociologists explain
 * these trends through …" asks how; "Truman told Stalin about the bomb" what about; "Feminists
 * criticise Marxism for ignoring …" why; "Most people live in lowland areas" where.
 */
export const VIEW_VERBS: ReadonlySet<string> = wordSet(words('view-verbs'));
export const MEANS_VERBS: ReadonlySet<string> = wordSet(words('means-verbs'));
export const TELL_VERBS: ReadonlySet<string> = wordSet(words('tell-verbs'));
export const REASON_VERBS: ReadonlySet<string> = wordSet(words('reason-verbs'));
export const PLACE_VERBS: ReadonlySet<string> = wordSet(words('place-verbs'));

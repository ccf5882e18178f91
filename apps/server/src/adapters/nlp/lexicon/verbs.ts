import { MODALS } from './function-words.js';
import { wordSet } from './word-set.js';

/** The commonest verbs: too general to ask about or to tell sentences apart. */
export const BASIC_VERBS = ['be', 'have', 'do', 'get', 'make'];
/** Verbs that report evidence ("studies show that …"). */
const EVIDENCE_VERBS = ['suggest', 'show'];

/** Verbs too light to ask about: "What does X have in?", "What is X made?" */
export const LIGHT_VERBS: ReadonlySet<string> = wordSet(BASIC_VERBS, [
  'let',
  'seem',
  'become',
  'say',
  'mean',
  'include',
]);
/** Verbs of believing, saying and finding whose object is a "that" clause: the claim is the fact. */
export const CLAIM_VERBS: ReadonlySet<string> = wordSet(EVIDENCE_VERBS, [
  'believe',
  'argue',
  'find',
  'state',
  'claim',
  'think',
  'say',
  'realise',
  'realize',
  'respond',
  'conclude',
  'propose',
  'warn',
  'demonstrate',
  'reveal',
  'predict',
  'teach',
]);
/** Verbs that name no action a "What did X do?" card could ask about. */
export const NON_ACTION_VERBS: ReadonlySet<string> = wordSet(LIGHT_VERBS, MODALS, EVIDENCE_VERBS, ['contain']);
/** Verbs whose "to" starts their complement ("allowed the President to rule"), not a purpose. */
export const COMPLEMENT_VERBS: ReadonlySet<string> = wordSet([
  'allow',
  'enable',
  'permit',
  'force',
  'cause',
  'want',
  'need',
  'ask',
  'tell',
  'encourage',
  'persuade',
  'help',
  'require',
  'expect',
  'order',
  'invite',
  'urge',
  'lead',
  'get',
  'teach',
  'remind',
  'warn',
  'forbid',
  'train',
  'like',
  'prefer',
  'tend',
  'try',
  'seem',
  'appear',
  'have',
  'be',
  'begin',
  'start',
  'continue',
  'fail',
  'refuse',
  'agree',
  'promise',
  'decide',
  'plan',
  'hope',
  'manage',
  'attempt',
  'call',
  'able',
  'go',
  'come',
  'give',
  'send',
  'move',
  'transfer',
  'turn',
  'respond',
  'include',
  'contain',
  'involve',
  'mean',
  // Causatives: "stimulates white blood cells to produce antibodies" says what follows, not why.
  'stimulate',
  'trigger',
  'prompt',
  'instruct',
  'inspire',
  'motivate',
  'compel',
  'oblige',
  'empower',
  'entitle',
  'advise',
  'command',
  'drive',
  'pressure',
  'push',
  'signal',
  'program',
  'programme',
]);
/** Forms of "respond"/"react"/"retaliate": "X responded with/by …" names the response. */
export const RESPONSE_VERBS: ReadonlySet<string> = wordSet([
  'responded',
  'reacted',
  'retaliated',
  'responds',
  'reacts',
  'respond',
  'react',
]);

/** Participles that only add colour or a motive; effects ("causing", "leading to") are not here. */
export const COLOUR_PARTICIPLES: ReadonlySet<string> = wordSet([
  'hoping',
  'trying',
  'wanting',
  'showing',
  'suggesting',
  'reflecting',
  'highlighting',
  'emphasising',
  'emphasizing',
]);
/** Method steps: "Cut equal cylinders ...", "Measure the mass ..." (a prefix, so "Set up" and "Add-on" too). */
export const METHOD_STEP =
  /^(?:add|cut|measure|record|place|put|repeat|leave|weigh|blot|set up|use|heat|stir|pour|mix|draw|plot|calculate|take|remove|dry|label|wash|fill|count|time|start|stop|write|read)\b/iu;

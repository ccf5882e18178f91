import { BASIC_VERBS } from './verbs.js';
import { MODALS } from './function-words.js';
import { VAGUE_HEADS } from './head-nouns.js';
import { wordSet } from './word-set.js';

/**
 * Everyday nouns that are almost never the term a student has to learn: bolding "**government**" or
 * blanking "____ → countries" tells the reader nothing. Singular lemmas; checked against a token's
 * key (its crude singular stem) and lemma. A word the notes define, list as a term or put in a
 * heading is still a term there ("Power: P = I × V"), so callers check that first.
 *
 * Deliberately excludes words that are technical in some subject (energy, force, power, current,
 * cell, demand, supply, price, water, light, heat, pressure, mass, field, charge, money, population).
 */
const WORDS = `
time year decade century people person way day thing man woman child kid boy girl guy world life
hand part place case week month hour minute second moment morning night evening company question
government number point home room story fact lot study book job word issue side kind sort head house
service friend family father mother parent brother sister wife husband son daughter game line end
member car city town village community name team idea information back face other level office door
history party result change reason research teacher student pupil education country nation attempt
support use help need example problem group form type amount range order set process method stage
step role purpose aim action activity event situation condition position control rule plan policy
leader building road street response rescue murder soldier start beginning middle top bottom front
period meeting decision opinion view paper page note lesson topic exam answer detail list table
diagram graph figure picture image size shape direction structure feature aspect area region piece
bit couple half total majority minority increase decrease rise fall growth loss gain means measure
approach effort chance opportunity difference similarity advantage disadvantage benefit cost
solution impact consequence outcome effect factor cause influence importance significance value
quality quantity instance alternative option choice material equation formula stuff something
anything everything nothing someone anyone everyone nobody others variety series sequence pair men
women children`;

const GENERIC = new Set(WORDS.split(/\s+/u).filter(Boolean));

/**
 * Common words that are sometimes a subject's term but usually just vocabulary: worth bolding only
 * when nothing more specific is in the sentence.
 */
const COMMON = new Set(
  `
republic president emergency surrounding surroundings vote power work energy reaction temperature
radio consumer firm good goods product supply demand price tax income revenue profit market money
wage army navy war peace land sea river state law court church king queen prince minister chancellor
weapon ship bomb plane attack defence treaty trade industry factory worker farmer school university
hospital doctor patient disease drug food body blood heart brain cell plant animal tree water air
light heat sound rock soil weather climate wind rain sun earth moon star gas liquid solid metal acid
salt sugar oil fuel electricity current voltage circuit force speed mass weight distance volume
length rate risk damage death injury crime
`
    .split(/\s+/u)
    .filter(Boolean),
);

/** Whether a word is common in everyday English (a term only where nothing more specific is near). */
export function isCommonWord(keyOrLemma: string): boolean {
  return COMMON.has(keyOrLemma) || GENERIC.has(keyOrLemma);
}

/** Whether a (lower-cased) key or lemma is an everyday word rather than a subject term. */
export function isGenericWord(keyOrLemma: string): boolean {
  return GENERIC.has(keyOrLemma);
}

/** Verbs and fillers too common to tell sentences apart. */
export const GENERIC_LEMMAS: ReadonlySet<string> = wordSet(BASIC_VERBS, MODALS, [
  'use',
  'also',
  'very',
  'so',
  'e.g.',
  'i.e.',
  'etc',
  'etc.',
]);

/** Nouns (and quantity words) too general to be anyone's key term; also dropped from topic keys. */
export const GENERIC_NOUNS: ReadonlySet<string> = wordSet(VAGUE_HEADS, [
  'lot',
  'kind',
  'time',
  'year',
  'people',
  'person',
  'case',
  'group',
  'area',
  'place',
  'side',
  'end',
  'form',
  'set',
  'order',
  'page',
  'day',
  'week',
  'month',
  'different',
  'many',
  'much',
  'more',
  'less',
  'few',
  'several',
  'important',
  'good',
  'bad',
  'high',
  'low',
  'new',
  'old',
  'large',
  'small',
  'big',
  'great',
  'able',
  'certain',
  'possible',
  'likely',
  'whole',
  'top',
  'bottom',
  'also',
  'often',
]);

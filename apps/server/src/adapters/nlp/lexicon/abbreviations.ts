import { wordSet } from './word-set.js';
import { readWordGroup } from './word-list.js';

const words = (group: string): readonly string[] => readWordGroup('abbreviations', group);

/** Abbreviations after which wink wrongly ends a sentence. */
export const ABBREVIATIONS: ReadonlySet<string> = wordSet(words('abbreviations'));
/** Well-known country abbreviations: names, but rarely what a point is about. */
export const COMMON_ACRONYMS: ReadonlySet<string> = wordSet(words('common-acronyms'));

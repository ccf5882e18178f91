import type { FakeLlmHandler, FakeLlmReply, FakeLlmRequest } from './fake-llm-server.js';

/**
 * A plausible stand-in for a chat model answering the study-material prompts: key facts are the
 * notes' own sentences, points are chosen facts with a bold term, cards are "What is X?" / fill-in
 * questions whose answers are copied from the facts. Crude, but honest: everything it says comes from
 * the material in the request, so tests can check the adapters' plumbing and checks, not a model.
 */
export type StudyRequestKind = 'keyFacts' | 'points' | 'cards' | 'unknown';

export interface StudyHandlerOptions {
  /** grounded (default): answers from the facts; ungrounded: invented answers; mixed: alternate. */
  cards?: 'grounded' | 'ungrounded' | 'mixed';
  /** A fixed reply for some request kinds, e.g. `{ points: { status: 500 } }` to test fallback. */
  override?: Partial<Record<StudyRequestKind, FakeLlmReply>>;
}

interface Fact {
  fact: string;
  sourceQuote: string;
}

const STOP = new Set(
  'the and that this with from into than which their there these those because about after before between through during'.split(
    ' ',
  ),
);

function messages(request: FakeLlmRequest): { system: string; user: string } {
  const list = Array.isArray(request.body.messages)
    ? (request.body.messages as { role: string; content: string }[])
    : [];
  return {
    system: list.find((m) => m.role === 'system')?.content ?? '',
    user: list.find((m) => m.role === 'user')?.content ?? '',
  };
}

/** Which prompt this is, from the JSON shape its system message asks for. */
export function studyRequestKind(request: FakeLlmRequest): StudyRequestKind {
  const { system } = messages(request);
  if (system.includes('{"keyFacts"')) return 'keyFacts';
  if (system.includes('{"points"')) return 'points';
  if (system.includes('{"cards"')) return 'cards';
  return 'unknown';
}

/** The material between the last pair of """ lines of the user message. */
function quotedBlock(user: string): string {
  const parts = user.split(/^"""$/mu);
  return parts.length >= 3 ? (parts[parts.length - 2] ?? '').trim() : '';
}

function isHeading(line: string): boolean {
  return !/[.!?]$/u.test(line) && !line.includes(':') && line.split(/\s+/u).length <= 8;
}

export function factsFromNotes(notes: string): Fact[] {
  return notes
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-•*–]|\d{1,2}[.)])\s+/u, '').trim())
    .filter((l) => l && !isHeading(l))
    .flatMap((l) => l.split(/(?<=[.!?])\s+(?=\p{Lu})/u))
    .filter((s) => s.split(/\s+/u).length >= 4)
    .map((s) => ({ fact: /[.!?]$/u.test(s) ? s : `${s}.`, sourceQuote: s }));
}

function factsFromPrompt(user: string): Fact[] {
  try {
    return JSON.parse(quotedBlock(user)) as Fact[];
  } catch {
    return [];
  }
}

function longestWord(sentence: string, avoid: string[] = []): string | undefined {
  const words = sentence.match(/\p{L}[\p{L}-]{4,}/gu) ?? [];
  const skip = new Set([...STOP, ...avoid.map((a) => a.toLowerCase())]);
  return words.filter((w) => !skip.has(w.toLowerCase())).sort((a, b) => b.length - a.length)[0];
}

/** `count` items spread evenly through the list, in order. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

function point(fact: string): string {
  const definition = /^(.{3,60}?) (is|are|was|were|means) /u.exec(fact);
  if (definition?.[1]) return `**${definition[1]}**${fact.slice(definition[1].length)}`;
  const term = longestWord(fact);
  return term ? fact.replace(term, `**${term}**`) : fact;
}

/** `labels`: the subject and topic, which a fair card never has as its whole answer. */
function groundedCard(f: Fact, labels: string[]): Record<string, string> {
  const sentence = f.fact.replace(/[.!?]$/u, '');
  const definition = /^([^:]{3,60}?) (is|are|was|were|means) (.{3,})$/u.exec(sentence);
  if (definition?.[1] && definition[3] && definition[1].split(/\s+/u).length <= 6) {
    const subject = /^\p{Lu}\p{Ll}/u.test(definition[1]) ? definition[1].toLowerCase() : definition[1];
    return {
      front_text: `What ${definition[2]} ${subject.replace(/^(?:the|a|an) /u, '')}?`,
      back_text: definition[3],
      explanation: f.sourceQuote,
    };
  }
  const answer = /\d+(?:\.\d+)?/u.exec(sentence)?.[0] ?? longestWord(sentence, labels) ?? sentence;
  return {
    front_text: `Fill in the blank: ${sentence.replace(answer, '_____')}.`,
    back_text: answer,
    explanation: f.sourceQuote,
  };
}

function inventedCard(i: number): Record<string, string> {
  return {
    front_text: `Which invented fact number ${i + 1} is this?`,
    back_text: `Zorbulon crystals discovered in ${2300 + i}`,
    explanation: 'Not in the notes.',
  };
}

function reply(kind: StudyRequestKind, user: string, options: StudyHandlerOptions): FakeLlmReply {
  if (kind === 'keyFacts') return { content: JSON.stringify({ keyFacts: factsFromNotes(quotedBlock(user)) }) };
  const facts = factsFromPrompt(user);
  if (kind === 'points') {
    const wanted = Number(/Write about (\d+) revision points/u.exec(user)?.[1] ?? facts.length);
    return { content: JSON.stringify({ points: spread(facts, wanted).map((f) => point(f.fact)) }) };
  }
  if (kind === 'cards') {
    const wanted = Number(/Write exactly (\d+) flashcards/u.exec(user)?.[1] ?? 10);
    const mode = options.cards ?? 'grounded';
    const labels = [...user.matchAll(/^(?:Subject|Topic): (.+)$/gmu)].map((m) => m[1] ?? '');
    const cards = spread(facts, wanted).map((f, i) =>
      mode === 'ungrounded' || (mode === 'mixed' && i % 2 === 0) ? inventedCard(i) : groundedCard(f, labels),
    );
    return { content: JSON.stringify({ cards }) };
  }
  return { status: 400, body: { error: { message: 'The fake model does not know this prompt' } } };
}

/** A handler for startFakeLlmServer that answers the key-facts, points and cards prompts. */
export function studyMaterialHandler(options: StudyHandlerOptions = {}): FakeLlmHandler {
  return (request) => {
    const kind = studyRequestKind(request);
    return options.override?.[kind] ?? reply(kind, messages(request).user, options);
  };
}

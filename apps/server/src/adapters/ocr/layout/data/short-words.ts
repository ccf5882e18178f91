/**
 * English words of one to three lower-case letters that a line of notes may start with. A line
 * that starts with any other short lower-case fragment ("ng the", "e that") was probably cut
 * (line-checks.ts). Articles and pronouns of the languages students learn (French, Spanish,
 * German) are here too: a vocabulary list starts its lines with them. Data only.
 */
export const SHORT_WORDS: ReadonlySet<string> = new Set([
  'a', 'ad', 'ago', 'aid', 'aim', 'air', 'all', 'am', 'an', 'and', 'any', 'are', 'arm', 'art', 'as', 'ask', 'at',
  'ate', 'bad', 'bag', 'be', 'bed', 'big', 'bit', 'box', 'boy', 'but', 'buy', 'by', 'can', 'car', 'cat', 'cut',
  'day', 'did', 'die', 'dna', 'do', 'dog', 'dry', 'due', 'e.g', 'eat', 'egg', 'end', 'era', 'etc', 'eye', 'far',
  'fat', 'few', 'fit', 'fix', 'fly', 'for', 'fun', 'gap', 'gas', 'get', 'go', 'god', 'got', 'gun', 'had', 'has',
  'he', 'her', 'hid', 'him', 'his', 'hit', 'hot', 'how', 'i', 'i.e', 'ice', 'if', 'ill', 'in', 'ink', 'ion', 'is',
  'it', 'its', 'job', 'joy', 'key', 'kg', 'kid', 'law', 'lay', 'led', 'leg', 'let', 'lie', 'lit', 'log', 'lot',
  'low', 'm', 'man', 'map', 'may', 'me', 'men', 'met', 'mix', 'mol', 'my', 'net', 'new', 'no', 'nor', 'not', 'now',
  'of', 'off', 'oil', 'old', 'on', 'one', 'or', 'our', 'out', 'own', 'pay', 'per', 'pH', 'put', 'ran', 'raw',
  'red', 'rod', 'row', 'run', 'sad', 'sat', 'saw', 'say', 'sea', 'see', 'set', 'she', 'sin', 'sit', 'six', 'so',
  'son', 'sum', 'sun', 'tax', 'ten', 'the', 'tie', 'to', 'too', 'top', 'try', 'two', 'up', 'us', 'use', 'via',
  'vs', 'war', 'was', 'way', 'we', 'wet', 'who', 'why', 'win', 'won', 'x', 'y', 'yes', 'yet', 'you', 'z',
  // French, Spanish, German
  'à', 'au', 'aux', 'ce', 'de', 'del', 'der', 'des', 'die', 'das', 'du', 'ein', 'el', 'en', 'es', 'et', 'ich',
  'il', 'ils', 'ja', 'je', 'la', 'las', 'le', 'les', 'los', 'ma', 'mi', 'mon', 'ne', 'on', 'où', 'qui', 'sa', 'se',
  'si', 'son', 'ta', 'te', 'tu', 'un', 'una', 'une', 'uno', 'wir', 'yo',
]);

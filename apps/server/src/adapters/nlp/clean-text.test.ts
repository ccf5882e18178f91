import { describe, expect, it } from 'vitest';
import { cleanOcrText, parseBlocks } from './clean-text.js';
import { analyseText } from './analyse.js';

/** The notes' sentence units after clean-up, in order (headings left out). */
const splitSentences = (text: string): string[] => analyseText(text).units.map((u) => u.text);

describe('parseBlocks / cleanOcrText', () => {
  it('joins words split across lines, keeping real hyphenated compounds', () => {
    const text = 'Photo-\nsynthesis happens in chloro-\nplasts. A well-\nknown example is the long-\nterm effect.';
    expect(cleanOcrText(text)).toBe(
      'Photosynthesis happens in chloroplasts. A well-known example is the long-term effect.',
    );
  });

  it('keeps a hyphenated form the notes use elsewhere', () => {
    const text = 'Cost-push inflation is common. Cost-\npush inflation comes from firms.';
    expect(cleanOcrText(text)).toContain('Cost-push inflation comes from firms.');
  });

  it('joins wrapped lines into sentences but keeps headings and bullets as their own units', () => {
    const text = [
      'Causes of the First World War',
      '',
      'The alliance system meant that a local conflict between Austria-Hungary and Serbia could quickly',
      'spread across Europe, because each power had promised to defend its allies.',
      'Long-term causes:',
      '- Militarism: the build-up of armed forces',
      '- Imperialism: competition for colonies',
      '1. Assassination of Franz Ferdinand',
      '2) Austria-Hungary declares war on Serbia',
    ].join('\n');
    const blocks = parseBlocks(text);
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'Causes of the First World War'],
      [
        'paragraph',
        'The alliance system meant that a local conflict between Austria-Hungary and Serbia could quickly spread across Europe, because each power had promised to defend its allies.',
      ],
      ['heading', 'Long-term causes'],
      ['bullet', 'Militarism: the build-up of armed forces'],
      ['bullet', 'Imperialism: competition for colonies'],
      ['bullet', 'Assassination of Franz Ferdinand'],
      ['bullet', 'Austria-Hungary declares war on Serbia'],
    ]);
    expect(blocks[3]?.section).toBe('Long-term causes');
    expect(blocks.slice(5).every((b) => b.numbered)).toBe(true);
  });

  it('keeps short unpunctuated note lines apart, and splits bullet rows OCR read as one line', () => {
    const blocks = parseBlocks(
      'Features of a market economy\nPrices set by supply and demand\nPrivate ownership of firms\n• Profit motive • Consumer choice',
    );
    expect(blocks.map((b) => b.text)).toEqual([
      'Features of a market economy',
      'Prices set by supply and demand',
      'Private ownership of firms',
      'Profit motive',
      'Consumer choice',
    ]);
  });

  it('adds the full stop a writer left out before the next sentence', () => {
    const text =
      'Enzymes are proteins that act as biological catalysts in living organisms\nThe active site has a specific shape that fits one substrate';
    expect(cleanOcrText(text)).toBe(
      'Enzymes are proteins that act as biological catalysts in living organisms. The active site has a specific shape that fits one substrate',
    );
  });

  it('removes stray symbols, page numbers, rules and repeated whitespace, and fixes spacing around punctuation', () => {
    const text =
      'Osmosis | is the   diffusion of water ,across a membrane ~ .\n-----\n* * *\nPage 12\n7\nﬁsh and H₂O are examples  ( see diagram )';
    expect(cleanOcrText(text)).toBe(
      'Osmosis is the diffusion of water, across a membrane.\n\nfish and H2O are examples (see diagram)',
    );
  });

  it("strips asterisks so the summary's own **bold** markup cannot be broken", () => {
    expect(cleanOcrText('**Mitochondria** are the *site* of respiration')).toBe(
      'Mitochondria are the site of respiration',
    );
  });
});

describe('analyseText units', () => {
  it('splits into sentences without breaking after abbreviations', () => {
    expect(
      splitSentences(
        'Peterson et al. found that recall fell. Dr. Smith agreed, e.g. in 1959. It was c. 1500 BC when bronze was used. Vitamin C is vital.',
      ),
    ).toEqual([
      'Peterson et al. found that recall fell.',
      'Dr. Smith agreed, e.g. in 1959.',
      'It was c. 1500 BC when bronze was used.',
      'Vitamin C is vital.',
    ]);
  });

  it('keeps a legal case "X v. Y" in one sentence (History, Law)', () => {
    expect(splitSentences('In 1954 Brown v. Board of Education ended school segregation. It was a landmark.')).toEqual([
      'In 1954 Brown v. Board of Education ended school segregation.',
      'It was a landmark.',
    ]);
  });

  it('treats headings and bullets as separate sentences', () => {
    expect(splitSentences('Key terms\n- Osmosis: diffusion of water\n- Diffusion: net movement of particles')).toEqual([
      'Osmosis: diffusion of water',
      'Diffusion: net movement of particles',
    ]);
  });
});

describe('quotation lines and list headings', () => {
  it('reads a quotation line above its analysis as one item, not a heading (English Literature)', () => {
    const text = [
      'Key quotations',
      '',
      '"man is not truly one, but truly two" (Chapter 10)',
      'Jekyll believes every person has a good and an evil side.',
      '',
      '"ape-like fury" (Chapter 4)',
      'The simile presents Hyde as less evolved than other men.',
    ].join('\n');
    const blocks = parseBlocks(text);
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'Key quotations'],
      [
        'bullet',
        '"man is not truly one, but truly two" (Chapter 10): Jekyll believes every person has a good and an evil side.',
      ],
      ['bullet', '"ape-like fury" (Chapter 4): The simile presents Hyde as less evolved than other men.'],
    ]);
  });

  it('keeps a quotation that ends its own sentence apart from the line after it (summary points)', () => {
    const text = [
      '"O, full of scorpions is my mind, dear wife!"',
      "Lady Macbeth's ambition is at first stronger.",
    ].join('\n');
    expect(parseBlocks(text).map((b) => b.text)).not.toContainEqual(expect.stringContaining('wife!":'));
  });

  it('joins a quotation OCR wrapped over two lines, and a pair of quotations, with their analysis', () => {
    const text = [
      '"the man trampled calmly over the child\'s body" (Chapter',
      '1)',
      'Enfield describes Hyde knocking down a young girl.',
      '',
      '"a blistering light" and "the fog still slept on the',
      'wing above the drowned city" (Chapter 4)',
      'The fog in London hides crime and secrets.',
    ].join('\n');
    expect(parseBlocks(text).map((b) => [b.kind, b.text])).toEqual([
      [
        'bullet',
        '"the man trampled calmly over the child\'s body" (Chapter 1): Enfield describes Hyde knocking down a young girl.',
      ],
      [
        'bullet',
        '"a blistering light" and "the fog still slept on the wing above the drowned city" (Chapter 4): The fog in London hides crime and secrets.',
      ],
    ]);
  });

  it('reads a verbless line above a list, or a gerund line above its rules, as a heading (Spanish, Maths)', () => {
    const spanish = [
      'Había mucha gente means there were lots of people.',
      '',
      'Useful phrases for the writing exam',
      '- Lo pasé bomba = I had a great time.',
      '- Fue divertido = it was fun.',
    ].join('\n');
    expect(parseBlocks(spanish).find((b) => b.kind === 'heading')?.text).toBe('Useful phrases for the writing exam');
    const maths = [
      'An angle in a semicircle is a right angle.',
      '',
      'Finding a missing side with trigonometry',
      'label the sides opposite, adjacent and hypotenuse, then choose sin, cos or tan from SOH CAH TOA.',
    ].join('\n');
    expect(parseBlocks(maths).find((b) => b.kind === 'heading')?.text).toBe('Finding a missing side with trigonometry');
  });

  it('reads a heading worded as an embedded question as a heading, though it ends on a verb (Physics)', () => {
    const text = [
      'Waves',
      '',
      'What a wave is',
      'A wave transfers energy from one place to another without transferring matter.',
      '',
      'Why it matters',
      'Ultrasound scans use waves to see inside the body.',
    ].join('\n');
    const headings = parseBlocks(text)
      .filter((b) => b.kind === 'heading')
      .map((b) => b.text);
    expect(headings).toEqual(['Waves', 'What a wave is', 'Why it matters']);
    expect(splitSentences(text)[0]).toBe(
      'A wave transfers energy from one place to another without transferring matter.',
    );
    // A wrapped line that only starts like one still runs on: "What the Inspector says is" / "ignored …".
    const wrapped =
      'Birling is arrogant and dismissive.\nWhat the Inspector says is\nignored by Birling until the very end.';
    expect(parseBlocks(wrapped).some((b) => b.kind === 'heading')).toBe(false);
  });

  it('keeps a short sentence written without a full stop as text when no list follows (Biology)', () => {
    const text = [
      'Cells divide by mitosis.',
      '',
      'Osmosis moves water across a partially permeable membrane',
      'They are used for growth and repair of tissues in the body.',
    ].join('\n');
    expect(parseBlocks(text).some((b) => b.kind === 'heading')).toBe(false);
  });

  it("keeps a lone asterisk as a symbol (SQL's wildcard, a multiplication) but drops markup", () => {
    const text = parseBlocks('SQL\n\nSELECT * FROM Students returns every field. 2 * 3 = 6. A **key** *word*.')
      .map((b) => b.text)
      .join('\n');
    expect(text).toContain('SELECT ∗ FROM Students');
    expect(text).toContain('2 × 3 = 6');
    expect(text).toContain('A key word.');
  });

  it('reads an emoji opening a line as a bullet, but as decoration on the title and on a heading in capitals', () => {
    const blocks = parseBlocks(
      '🎵 Baroque vs Classical\n\n⭐ BAROQUE (c.1600-1750)\n👉 Composers: Bach, Handel, Vivaldi\n✅ Long flowing melodies built from sequences\n✅ Small orchestra, mainly strings',
    );
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'Baroque vs Classical'],
      ['heading', 'BAROQUE (c.1600-1750)'],
      ['bullet', 'Composers: Bach, Handel, Vivaldi'],
      ['bullet', 'Long flowing melodies built from sequences'],
      ['bullet', 'Small orchestra, mainly strings'],
    ]);
  });
});

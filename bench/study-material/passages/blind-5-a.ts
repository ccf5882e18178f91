import type { Passage } from '../types.js';

/*
 * Blind round 5 (a): written without reading the summariser or the bench harness, to report only.
 */

export const blind5LawMurder: Passage = {
  id: 'blind5-law-murder',
  subject: 'Law',
  topic: 'Murder: actus reus, mens rea and causation',
  qualification: 'A-level',
  text: `# Murder - actus reus, mens rea & causation
OCR A-level Law · criminal law · Notion page

## Definition
Murder is a **common law** offence (no statute). Classic definition from Lord Coke:
> "the unlawful killing of a reasonable creature in being under the King's peace with malice aforethought"

Conviction = **mandatory life sentence**. The judge only sets the minimum term.

## Actus reus
The **actus reus** is the unlawful killing of a human being.
- "Reasonable creature in being" = born alive with an existence independent of the mother → a foetus can't be murdered (AG's Ref No 3 of 1994)
- "Under the King's peace" = not killing an enemy in the course of war
- Act, or **omission** where D has a duty to act

## Causation
The prosecution must prove D caused the death **factually** AND **legally**.

**Factual causation** uses the **"but for" test**: but for D's conduct, would V have died when they did?
**R v White (1910)**: D poisoned his mother's drink but she died of a heart attack first. Not the factual cause → not guilty of murder, guilty of **attempted murder** instead.

**Legal causation**: D's act must be an **operating and substantial cause** of death. Needn't be the only or main cause, just more than minimal.
- **R v Pagett (1983)**: D used his pregnant girlfriend as a **human shield** and shot at police, who fired back and killed her. Police reaction was reasonable so didn't break the chain → D liable.
- **R v Smith (1959)**: soldier stabbed in a barracks fight, dropped twice + poor treatment. Stab wound still an operating and substantial cause → guilty.

Novus actus interveniens: a new intervening act that breaks the chain of causation (must be free, deliberate & unforeseeable).
Bad medical treatment rarely breaks it (R v Cheshire 1991).
Thin skull rule: take your victim as you find them (R v Blaue 1975).

## Mens rea
The **mens rea** is **malice aforethought** = intention to kill (express malice) OR intention to cause GBH (implied malice).
- **R v Vickers (1957)**: D broke into a shop and hit the elderly shopkeeper who saw him; she died. Intention to cause **grievous bodily harm** was enough → murder.
- GBH = "really serious harm"
- **Direct intent** = D's aim or purpose. **Oblique intent**: the jury may find intention if death or serious injury was a **virtual certainty** and D appreciated this (R v Woollin 1998).

## Problem question order
1. Actus reus
2. Causation - factual then legal
3. Mens rea
4. Conclude, citing a case for every point`,
  keyFacts: [
    {
      fact: 'Actus reus: the unlawful killing of a human being (reasonable creature in being)',
      keywords: [['unlawful killing'], ['human being', 'reasonable creature']],
    },
    { fact: 'Factual causation uses the "but for" test', keywords: [['but for'], ['factual', 'white']] },
    {
      fact: 'R v White (1910): mother died of a heart attack, so D only guilty of attempted murder',
      keywords: [['white'], ['attempted murder', 'heart attack']],
    },
    {
      fact: "Legal causation: D's act must be an operating and substantial cause (more than minimal)",
      keywords: [['operating and substantial', 'substantial cause', 'more than minimal']],
    },
    {
      fact: "R v Pagett (1983): human shield; police reaction didn't break the chain",
      keywords: [['pagett'], ['shield', 'police']],
    },
    {
      fact: 'R v Smith (1959): stabbed soldier, poor treatment did not break the chain',
      keywords: [['smith'], ['soldier', 'stab']],
    },
    {
      fact: 'Novus actus interveniens breaks the chain of causation',
      keywords: [['novus actus', 'intervening act']],
    },
    {
      fact: 'Mens rea is malice aforethought: intention to kill or cause GBH',
      keywords: [['malice aforethought', 'intention to kill']],
    },
    {
      fact: 'R v Vickers (1957): intention to cause GBH is enough for murder',
      keywords: [['vickers'], ['gbh', 'grievous bodily harm']],
    },
    {
      fact: 'Oblique intent: death or serious injury a virtual certainty (R v Woollin 1998)',
      keywords: [['virtual certainty', 'woollin', 'oblique']],
    },
  ],
};

export const blind5MusicBaroqueClassical: Passage = {
  id: 'blind5-music-baroque-classical',
  subject: 'Music',
  topic: 'Features of Baroque and Classical music',
  qualification: 'GCSE',
  text: `🎻 Baroque vs Classical - AQA GCSE Music (AoS1 Western classical tradition)

⭐ BAROQUE (c.1600-1750)
👉 Composers: Bach, Handel, Vivaldi, Purcell
👉 Basso continuo = bass line on cello/bassoon + harpsichord (or organ) filling in the chords → keeps the harmony going underneath
👉 Harpsichord everywhere, no piano yet
✅ Terraced dynamics: sudden switches between loud (f) and soft (p), no gradual crescendos b/c the harpsichord can't do them
✅ Lots of ornaments e.g. trills, mordents, appoggiaturas
✅ Texture mostly polyphonic / contrapuntal = several melodies weaving together at once (think fugue)
✅ Long flowing melodies built from sequences (motif repeated higher or lower)
✅ Small orchestra, mainly strings
⭐ Baroque genres:
• Concerto grosso: small group of soloists (concertino) vs the full orchestra (ripieno)
• Solo concerto e.g. Vivaldi's The Four Seasons (1725)
• Oratorio e.g. Handel's Messiah (first performed 1742), suites of dances, fugues

⭐ CLASSICAL (c.1750-1820)
👉 Composers: Haydn, Mozart, early Beethoven
👉 Harpsichord dies out → the piano (fortepiano) takes over, so no continuo needed
👉 Orchestra gets bigger: clarinet added, woodwind get their own tunes, horns, trumpets + timpani
✅ Texture mainly homophonic = melody and accompaniment, much clearer than Baroque
✅ Balanced phrases, usually 4 + 4 bars, like a question and answer (periodic phrasing)
✅ Alberti bass: broken chord pattern in the left hand (low-high-middle-high), v common in Mozart's piano sonatas
✅ Gradual dynamics: crescendo & diminuendo, plus sforzandos for surprise e.g. the loud chord in Haydn's "Surprise" Symphony No. 94
✅ Simpler harmony: mostly primary chords I, IV, V and clear perfect + imperfect cadences
⭐ Classical genres:
• Symphony (usually 4 movements), string quartet, solo concerto, piano sonata
• Sonata form - 1st movements of most of these:
1. Exposition: 1st subject in the tonic, 2nd subject in the dominant
2. Development: ideas broken up + modulations to different keys
3. Recapitulation: both subjects come back, now in the tonic

Term: meaning ⭐
Cadence: two chords that end a phrase
Modulation: changing key

💡 Mnemonic: "Baroque = Bach, Basso continuo, Busy texture" / "Classical = Clear, Crescendos, Clarinet"

👉 Listening Q tip: harpsichord or terraced dynamics → Baroque. Alberti bass, crescendos or clarinet → Classical.
⭐ Don't just say "it sounds old" - name the feature AND give a reason, it gets you the mark.`,
  keyFacts: [
    { fact: 'Baroque period c.1600-1750', keywords: [['baroque'], ['1600', '1750']] },
    { fact: 'Baroque composers: Bach, Handel, Vivaldi', keywords: [['bach', 'handel', 'vivaldi']] },
    {
      fact: 'Basso continuo: bass line plus harpsichord filling in chords',
      keywords: [['continuo'], ['harpsichord', 'cello']],
    },
    { fact: 'Terraced dynamics: sudden changes between loud and soft', keywords: [['terraced']] },
    { fact: 'Baroque ornaments such as trills and mordents', keywords: [['ornament', 'trill', 'mordent']] },
    {
      fact: 'Classical period c.1750-1820: Haydn, Mozart',
      keywords: [['classical'], ['1820', 'haydn', 'mozart']],
    },
    {
      fact: 'Texture: Baroque polyphonic/contrapuntal, Classical homophonic (melody and accompaniment)',
      keywords: [
        ['homophonic', 'melody and accompaniment'],
        ['polyphonic', 'contrapuntal'],
      ],
    },
    {
      fact: 'Classical melodies have balanced phrases (4 + 4, question and answer)',
      keywords: [['balanced', 'question and answer', 'periodic phrasing']],
    },
    { fact: 'Alberti bass: broken chord pattern in the left hand', keywords: [['alberti']] },
    {
      fact: 'Sonata form: exposition, development, recapitulation',
      keywords: [['sonata form'], ['exposition', 'development', 'recapitulation']],
    },
  ],
};

export const blind5MathsQuadratics: Passage = {
  id: 'blind5-maths-quadratics',
  subject: 'Maths',
  topic: 'Solving quadratic equations',
  qualification: 'GCSE',
  text: `Solving Quadratic Equations - GCSE Maths (Higher)

A quadratic has an x² term and no higher power. ALWAYS rearrange first so one side equals zero:
ax² + bx + c = 0
Solutions = roots → where the graph crosses the x-axis.

3 methods:
1. Factorising (quickest, try this first)
2. Completing the square
3. Quadratic formula (always works)
Q says "give your answer to 2 decimal places" → it won't factorise, use the formula.

Method 1: Factorising
Find two numbers that multiply to c and add to b.
e.g. Solve x² - x - 12 = 0
-4 × 3 = -12 and -4 + 3 = -1
(x - 4)(x + 3) = 0
x - 4 = 0 or x + 3 = 0
x = 4 or x = -3
• Set each bracket = 0 and flip the sign!
• If a ≠ 1: 2x² + 7x + 3 = (2x + 1)(x + 3) = 0 → x = -½ or x = -3
• Difference of two squares: x² - 25 = (x + 5)(x - 5) = 0 → x = ±5

Method 2: Completing the square
x² + bx + c = (x + b/2)² - (b/2)² + c
(halve b, square it, take it away)
e.g. Solve x² + 6x + 2 = 0
(x + 3)² - 9 + 2 = 0
(x + 3)² = 7
x + 3 = ±√7
x = -3 ± √7 → x = -0.35 or x = -5.65 (2 d.p.)
Remember the ± when you square root!
Turning point: y = (x + p)² + q has its turning point at (-p, q), so y = (x + 3)² - 7 has a minimum at (-3, -7).
Q might say complete the square first, then solve.

Method 3: The quadratic formula

x = (-b ± √(b² - 4ac)) ÷ 2a

• Write down a, b and c first WITH their signs, e.g. 2x² - 3x - 4 = 0 → a = 2, b = -3, c = -4
• If b is negative, -b becomes positive
• Calculator: (-3)² = 9, not -9
• Mnemonic: sing it to "Pop Goes the Weasel"

The discriminant: b² - 4ac (the bit under the √)
Tells you how many roots:
• b² - 4ac > 0 → two distinct real roots (graph crosses the x-axis twice)
• b² - 4ac = 0 → one repeated root (graph just touches the x-axis)
• b² - 4ac < 0 → no real roots (graph never crosses the x-axis)

Check: substitute answers back in, should give 0.`,
  keyFacts: [
    {
      fact: 'Rearrange into the form ax² + bx + c = 0 first',
      keywords: [['rearrange'], ['zero']],
    },
    {
      fact: 'Roots are where the graph crosses the x-axis',
      keywords: [['roots'], ['x-axis']],
    },
    {
      fact: 'Factorising: find two numbers that multiply to c and add to b',
      keywords: [['factorising'], ['multiply', 'add to']],
    },
    {
      fact: 'Set each bracket equal to zero and solve',
      keywords: [['each bracket']],
    },
    {
      fact: 'Completing the square: x² + bx + c = (x + b/2)² - (b/2)² + c',
      keywords: [['completing the square', 'complete the square']],
    },
    {
      fact: 'Turning point of y = (x + p)² + q is (-p, q)',
      keywords: [['turning point']],
    },
    {
      fact: 'Quadratic formula: x = (-b ± √(b² - 4ac)) ÷ 2a',
      keywords: [
        ['quadratic formula', 'formula'],
        ['4ac', '2a'],
      ],
    },
    {
      fact: 'Use the formula when the answer is needed to decimal places (it will not factorise)',
      keywords: [
        ['decimal places', 'd.p.'],
        ['formula', 'factorise'],
      ],
    },
    {
      fact: 'The discriminant is b² - 4ac',
      keywords: [['discriminant']],
    },
    {
      fact: 'Discriminant > 0 two distinct real roots, = 0 one repeated root, < 0 no real roots',
      keywords: [['two distinct', 'repeated root', 'no real roots']],
    },
  ],
};

export const blind5PhilosophyOntological: Passage = {
  id: 'blind5-philosophy-ontological-argument',
  subject: 'Philosophy',
  topic: 'The ontological argument (Anselm, Descartes) and objections (Gaunilo, Kant)',
  qualification: 'A-level',
  text: `The Ontological Argument - AQA A-level Philosophy (Metaphysics of God)

A priori: known through reason alone, independently of sense experience.
The ontological argument tries to prove God exists a priori, from the concept of God alone.

Anselm (Proslogion 2, 1078)
Point: Anselm argues anyone who understands the concept of God must accept God exists. Evidence: he defines God as "that than which nothing greater can be conceived" and argues:
P1: God is that than which nothing greater can be conceived.
P2: God exists in the understanding, since even the fool who says "there is no God" understands the idea.
P3: It is greater to exist in reality than in the understanding (the mind) alone.
C: Therefore God exists in reality.
Explain: this is a reductio ad absurdum: if God existed only in the mind, we could conceive of something greater, which contradicts P1. Link: so denying God's existence is self-contradictory. In Proslogion 3 Anselm adds that God exists necessarily, because a being that cannot be conceived not to exist is greater than one that can.

Descartes (Meditation 5, 1641)
Point: Descartes bases a simpler version on God as a supremely perfect being. Evidence:
P1: I have the idea of God as a supremely perfect being.
P2: Existence is a perfection.
P3: A supremely perfect being must have every perfection.
C: Therefore God exists.
Explain: existence belongs to God's essence just as having angles that add up to two right angles belongs to the essence of a triangle, and a mountain cannot be thought of without a valley. Link: thinking of God as not existing is therefore a contradiction.

Gaunilo (On Behalf of the Fool)
Point: Gaunilo, a monk contemporary with Anselm, argues the same reasoning proves absurd things. Evidence: his parody of the "lost island" - an island than which no greater can be conceived - would by Anselm's logic have to exist in reality. Explain: that is absurd, so the argument's form is faulty; we cannot define things into existence. Link: however, the argument arguably only works for a necessary being. An island has no intrinsic maximum (Plantinga), because you could always add more palm trees, whereas God's perfections do.

Kant (Critique of Pure Reason, 1781)
Point: Kant argues that existence is not a predicate. Evidence: "Being is obviously not a real predicate": 100 real thalers contain no more than 100 possible thalers. Explain: saying God exists adds nothing to the concept; it only says something in the world matches it. And if we reject the subject together with all its predicates, there is no contradiction. Link: this undermines Descartes' P2, as existence cannot be a perfection if it is not a property at all.`,
  keyFacts: [
    {
      fact: 'The ontological argument is a priori, from the concept of God alone',
      keywords: [['a priori']],
    },
    {
      fact: 'Anselm defines God as that than which nothing greater can be conceived',
      keywords: [['anselm'], ['nothing greater']],
    },
    {
      fact: 'It is greater to exist in reality than in the understanding alone',
      keywords: [['reality'], ['understanding', 'mind']],
    },
    {
      fact: 'Proslogion 3: God exists necessarily',
      keywords: [['necessarily', 'necessary']],
    },
    {
      fact: 'Descartes: God is a supremely perfect being and existence is a perfection',
      keywords: [['descartes'], ['perfect']],
    },
    {
      fact: "Descartes' analogies: triangle's angles, mountain and valley",
      keywords: [['triangle', 'mountain', 'valley']],
    },
    {
      fact: "Gaunilo's perfect (lost) island parody",
      keywords: [['gaunilo'], ['island']],
    },
    {
      fact: 'Reply: an island has no intrinsic maximum (Plantinga)',
      keywords: [['intrinsic maximum']],
    },
    {
      fact: 'Kant: existence is not a predicate',
      keywords: [['kant'], ['predicate']],
    },
    {
      fact: 'Kant: 100 real thalers contain no more than 100 possible thalers',
      keywords: [['thaler']],
    },
  ],
};

/**
 * Page model of the photo set, and its first nine pages: UK GCSE and A-level revision notes,
 * new texts (none is in bench/ocr/dev-set/dev-set-texts.ts). Symbols are the ones students type:
 * ÷ × ± ² ³ √ π ≤ ≥ → ° Δ µ λ (µ is U+00B5, the micro sign a keyboard gives).
 */

export type Layout = 'paragraphs' | 'two-column' | 'lists' | 'table-ruled' | 'table-unruled' | 'symbols';
export type Paper = 'plain' | 'lined' | 'squared';
export type Font = 'DejaVu Serif' | 'DejaVu Sans' | 'DejaVu Sans Mono';

export type Block =
  /** A sub-heading, bold, on its own line. */
  | { kind: 'heading'; text: string }
  /** Running text, wrapped to the column. */
  | { kind: 'paragraph'; text: string }
  /** One printed line per item, marked exactly as printed ("• ", "- " or "1. "). */
  | { kind: 'list'; marker: '•' | '-' | 'numbered'; items: string[] }
  /** Lines kept as written (formulas, definitions), never wrapped. */
  | { kind: 'lines'; lines: string[] }
  | { kind: 'table'; header: string[]; rows: string[][]; ruled: boolean };

export interface PageText {
  name: string;
  subject: string;
  title: string;
  layout: Layout;
  paper: Paper;
  font: Font;
  /** Body size in px on the 1240 × 1754 page (150 dpi A4); at least 22, default 28. */
  size?: number;
  columns?: 1 | 2;
  /** Phrases a highlighter crosses (the first printed line containing each). */
  highlight?: string[];
  blocks: Block[];
}

export const PAGES_A: PageText[] = [
  {
    name: 'macbeth-ambition',
    subject: 'English literature',
    title: 'Macbeth: Ambition and Guilt',
    layout: 'paragraphs',
    paper: 'plain',
    font: 'DejaVu Serif',
    blocks: [
      {
        kind: 'paragraph',
        text: 'In Act 1 Scene 7 Macbeth admits that he has no reason to kill Duncan except "vaulting ambition, which o\'erleaps itself / And falls on th\'other". The image of a rider who jumps too far and lands on the other side of his horse foreshadows his fall.',
      },
      {
        kind: 'paragraph',
        text: 'The prophecy that corrupts Macbeth is only a seed. It is Lady Macbeth who mocks her husband\'s courage, asking if he is "afeard / To be the same in thine own act and valour / As thou art in desire".',
      },
      {
        kind: 'paragraph',
        text: 'After the murder the couple\'s roles reverse. Macbeth plans the killing of Banquo alone, while Lady Macbeth fades from the action until she is seen sleepwalking, crying "Out, damned spot!" as she rubs at hands that will never be clean.',
      },
      {
        kind: 'paragraph',
        text: 'Shakespeare shows that guilt cannot be hidden. Macbeth\'s "mind is full of scorpions" and he cannot sleep, while his wife\'s "little hand" cannot be sweetened by "all the perfumes of Arabia".',
      },
      {
        kind: 'paragraph',
        text: 'Exam tip: link each quotation to the context. A Jacobean audience believed regicide broke the Great Chain of Being, so nature itself is disturbed: horses eat each other and darkness covers the day.',
      },
    ],
  },
  {
    name: 'cold-war-timeline',
    subject: 'History',
    title: 'Cold War Timeline, 1945 to 1991',
    layout: 'table-ruled',
    paper: 'plain',
    font: 'DejaVu Sans',
    blocks: [
      { kind: 'paragraph', text: 'Key events to learn in order, with the leader in charge in Moscow.' },
      {
        kind: 'table',
        ruled: true,
        header: ['Year', 'Event', 'Soviet leader'],
        rows: [
          ['1945', 'Yalta and Potsdam conferences', 'Stalin'],
          ['1948', 'Berlin Blockade begins', 'Stalin'],
          ['1949', 'NATO founded', 'Stalin'],
          ['1955', 'Warsaw Pact signed', 'Khrushchev'],
          ['1956', 'Hungarian Uprising crushed', 'Khrushchev'],
          ['1961', 'Berlin Wall built', 'Khrushchev'],
          ['1962', 'Cuban Missile Crisis', 'Khrushchev'],
          ['1968', 'Prague Spring ended', 'Brezhnev'],
          ['1979', 'Soviet invasion of Afghanistan', 'Brezhnev'],
          ['1987', 'INF Treaty signed', 'Gorbachev'],
          ['1989', 'Fall of the Berlin Wall', 'Gorbachev'],
          ['1991', 'Soviet Union dissolved', 'Gorbachev'],
        ],
      },
    ],
  },
  {
    name: 'memory-models',
    subject: 'Psychology',
    title: 'Models of Memory',
    layout: 'lists',
    paper: 'lined',
    font: 'DejaVu Sans',
    highlight: ['7 ± 2 items', 'Baddeley and Hitch'],
    blocks: [
      { kind: 'heading', text: 'Multi-store model (Atkinson and Shiffrin)' },
      {
        kind: 'list',
        marker: '•',
        items: [
          'Sensory register: all senses, lasts under half a second',
          'STM capacity is 7 ± 2 items (Miller, 1956)',
          'STM duration is about 18 to 30 seconds',
          'LTM capacity is thought to be unlimited',
          'Rehearsal moves information from STM to LTM',
        ],
      },
      { kind: 'heading', text: 'Working memory model' },
      {
        kind: 'list',
        marker: '•',
        items: [
          'Proposed by Baddeley and Hitch in 1974',
          'Central executive directs attention',
          "Phonological loop holds the sounds we've heard",
          'Visuo-spatial sketchpad holds images',
          'Episodic buffer was added in 2000',
        ],
      },
      { kind: 'heading', text: 'Evaluation' },
      {
        kind: 'list',
        marker: '-',
        items: [
          'Case study of HM supports separate stores',
          'Lab tasks lack mundane realism',
          "KF's STM damage was only for verbal items",
        ],
      },
    ],
  },
  {
    name: 'forces-motion',
    subject: 'Physics',
    title: 'Forces and Motion: Equations',
    layout: 'symbols',
    paper: 'squared',
    font: 'DejaVu Sans',
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Speed = distance ÷ time',
          'Acceleration a = Δv ÷ t, measured in m/s²',
          'Force F = m × a, so 1 N = 1 kg × 1 m/s²',
          'Weight W = m × g, where g = 9.8 N/kg',
          'Momentum p = m × v, in kg m/s',
          'Work done W = F × s, in joules',
          'v² − u² = 2 × a × s',
          'Stopping distance = thinking + braking',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: [
          'A car goes from 0 to 24 m/s in 8 s.',
          'a = 24 ÷ 8 = 3 m/s²',
          'Reaction time is 0.7 ± 0.2 s for most drivers.',
          'A ramp at 30° gives a ≤ g × sin 30°',
        ],
      },
      { kind: 'heading', text: 'Remember' },
      {
        kind: 'paragraph',
        text: 'Speed is a scalar but velocity is a vector. Resultant force = 0 means constant velocity, not necessarily rest.',
      },
    ],
  },
  {
    name: 'bonding-structure',
    subject: 'Chemistry',
    title: 'Bonding and Structure',
    layout: 'two-column',
    paper: 'plain',
    font: 'DejaVu Serif',
    columns: 2,
    blocks: [
      { kind: 'heading', text: 'Ionic bonding' },
      {
        kind: 'paragraph',
        text: 'Metal atoms lose electrons to become positive ions and non-metal atoms gain them to become negative ions. The ions are held in a giant lattice by strong electrostatic forces acting in all directions.',
      },
      {
        kind: 'paragraph',
        text: 'Ionic compounds have high melting points and conduct electricity only when melted or dissolved, because then the ions are free to move.',
      },
      { kind: 'heading', text: 'Covalent bonding' },
      {
        kind: 'paragraph',
        text: 'Non-metal atoms share pairs of electrons. Small molecules such as water and methane have weak forces between molecules, so they have low boiling points.',
      },
      {
        kind: 'paragraph',
        text: 'Giant covalent structures such as diamond and silicon dioxide have very high melting points because many strong bonds must be broken.',
      },
      { kind: 'heading', text: 'Metallic bonding' },
      {
        kind: 'paragraph',
        text: 'Metals are a lattice of positive ions in a sea of delocalised electrons. The electrons carry charge and heat, and layers of ions can slide, so metals are malleable.',
      },
    ],
  },
  {
    name: 'circle-formulas',
    subject: 'Maths',
    title: 'Circles, Surds and Inequalities',
    layout: 'symbols',
    paper: 'plain',
    font: 'DejaVu Sans',
    blocks: [
      { kind: 'heading', text: 'Circles and spheres' },
      {
        kind: 'lines',
        lines: [
          'Area = π × r²',
          'Circumference = 2 × π × r',
          'Volume of a sphere = 4/3 × π × r³',
          'Arc length = θ ÷ 360° × 2πr',
        ],
      },
      { kind: 'heading', text: 'Surds' },
      {
        kind: 'lines',
        lines: ['√12 = √4 × √3 = 2√3', '√50 ÷ √2 = √25 = 5', '(√3)² = 3'],
      },
      { kind: 'heading', text: 'Inequalities' },
      {
        kind: 'lines',
        lines: [
          '3x − 4 ≥ 11 → x ≥ 5',
          '−2 ≤ x < 3 has integers −2, −1, 0, 1, 2',
          'x² ≤ 16 → −4 ≤ x ≤ 4',
          'Answer to 1 d.p.: 12.6 ± 0.05',
        ],
      },
      { kind: 'heading', text: 'Standard form' },
      { kind: 'lines', lines: ['(3 × 10⁴) × (2 × 10³) = 6 × 10⁷', '(8 × 10⁶) ÷ (4 × 10²) = 2 × 10⁴'] },
    ],
  },
  {
    name: 'coastal-landforms',
    subject: 'Geography',
    title: 'Coastal Landforms',
    layout: 'two-column',
    paper: 'lined',
    font: 'DejaVu Sans',
    columns: 2,
    highlight: ['longshore drift'],
    blocks: [
      {
        kind: 'paragraph',
        text: 'Destructive waves are tall and frequent, with a strong backwash that erodes the coast. Constructive waves have a strong swash and build beaches.',
      },
      {
        kind: 'paragraph',
        text: 'Hydraulic action forces air into cracks in the cliff. Abrasion is rock thrown against the cliff, and attrition wears pebbles smaller and rounder.',
      },
      {
        kind: 'paragraph',
        text: 'A crack in a headland widens into a cave, then an arch. When the roof of the arch falls a stack is left, which is eroded into a stump.',
      },
      {
        kind: 'paragraph',
        text: 'Sediment is carried along the coast by longshore drift in the direction of the prevailing wind. Where the coast changes direction a spit forms, such as Spurn Head.',
      },
      {
        kind: 'paragraph',
        text: 'Groynes trap sand but starve beaches further along the coast of sediment.',
      },
    ],
  },
  {
    name: 'price-elasticity',
    subject: 'Economics',
    title: 'Price Elasticity of Demand',
    layout: 'table-unruled',
    paper: 'plain',
    font: 'DejaVu Serif',
    blocks: [
      { kind: 'lines', lines: ['PED = % change in Qd ÷ % change in P'] },
      {
        kind: 'paragraph',
        text: 'The sign is usually negative, so we compare the size of the number and ignore the minus sign.',
      },
      {
        kind: 'table',
        ruled: false,
        header: ['Value', 'Description', 'Example'],
        rows: [
          ['0', 'Perfectly inelastic', 'Insulin'],
          ['0 to 1', 'Inelastic', 'Petrol'],
          ['1', 'Unit elastic', 'Rare'],
          ['Over 1', 'Elastic', 'Branded cereal'],
          ['Infinite', 'Perfectly elastic', 'Wheat'],
        ],
      },
      { kind: 'heading', text: 'Factors' },
      {
        kind: 'list',
        marker: '-',
        items: [
          'Number of close substitutes',
          "Share of a consumer's income spent on it",
          'Whether it is a necessity or a luxury',
          'Time period under consideration',
        ],
      },
    ],
  },
  {
    name: 'binary-data',
    subject: 'Computer science',
    title: 'Data Representation',
    layout: 'lists',
    paper: 'plain',
    font: 'DejaVu Sans Mono',
    blocks: [
      { kind: 'heading', text: 'Units' },
      {
        kind: 'list',
        marker: '-',
        items: ['1 nibble = 4 bits', '1 byte = 8 bits', '1 kilobyte = 1000 bytes', '1 megabyte = 1000 kilobytes'],
      },
      { kind: 'heading', text: 'Converting binary to denary' },
      {
        kind: 'list',
        marker: 'numbered',
        items: [
          'Write the place values 128 64 32 16 8 4 2 1',
          'Put the binary number under them',
          'Add the values with a 1 under them',
          'Check: 1011 0110 is 182',
        ],
      },
      { kind: 'heading', text: 'Hexadecimal' },
      {
        kind: 'list',
        marker: '-',
        items: ['Digits 0 to 9 then A to F', 'One hex digit is one nibble', 'B6 in hex is 182 in denary'],
      },
      { kind: 'heading', text: 'Image file size' },
      { kind: 'lines', lines: ['size = width × height × colour depth'] },
    ],
  },
];

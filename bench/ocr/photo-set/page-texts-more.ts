/** Pages 13–21 of the photo set (see page-texts.ts for the model). */
import type { PageText } from './page-texts.js';

export const PAGES_B: PageText[] = [
  {
    name: 'enzymes-checklist',
    subject: 'Biology',
    title: 'Enzymes: Revision Checklist',
    layout: 'lists',
    paper: 'plain',
    font: 'DejaVu Serif',
    highlight: ['active site', 'denatured'],
    blocks: [
      {
        kind: 'list',
        marker: '•',
        items: [
          'Enzymes are biological catalysts made of protein',
          'Each enzyme has an active site with a specific shape',
          'Lock and key: only one substrate fits the active site',
          'Rate rises with temperature up to the optimum',
          'Above about 40 °C the enzyme is denatured',
          'Extreme pH changes the shape of the active site',
          'Amylase breaks starch down into sugars',
          'Protease breaks proteins down into amino acids',
          'Lipase breaks lipids into fatty acids and glycerol',
          'Bile neutralises stomach acid and emulsifies fat',
        ],
      },
      { kind: 'heading', text: 'Required practical' },
      {
        kind: 'list',
        marker: 'numbered',
        items: [
          'Add amylase to starch at a set pH',
          'Take a drop every 30 seconds',
          'Test it with iodine on a spotting tile',
          'Record when the iodine stays orange',
          'Repeat at pH 5, 6, 7 and 8',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Rate = 1000 ÷ time taken, in s⁻¹. Keep the temperature at 30 °C in a water bath.',
      },
    ],
  },
  {
    name: 'energetics-rates',
    subject: 'Chemistry',
    title: 'Energy Changes and Rates',
    layout: 'symbols',
    paper: 'lined',
    font: 'DejaVu Sans',
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Exothermic: ΔH is negative, surroundings warm up',
          'Endothermic: ΔH is positive, surroundings cool',
          'Q = m × c × ΔT, with c = 4.18 J/g°C for water',
          'Mean rate = amount of product ÷ time',
          'Concentration in mol/dm³ = moles ÷ volume',
          '1 dm³ = 1000 cm³',
          'CH4 + 2O2 → CO2 + 2H2O',
          'N2 + 3H2 ⇌ 2NH3 at 450 °C and 200 atm',
          'Raising the temperature by 10 °C about',
          'doubles the rate of many reactions.',
          'Reading error on the burette: ± 0.05 cm³',
        ],
      },
      { kind: 'heading', text: 'Collision theory' },
      {
        kind: 'paragraph',
        text: 'Particles react only when they collide with energy ≥ the activation energy. A catalyst lowers the activation energy without being used up.',
      },
    ],
  },
  {
    name: 'waves-spectrum',
    subject: 'Physics',
    title: 'Waves and the EM Spectrum',
    layout: 'two-column',
    paper: 'squared',
    font: 'DejaVu Sans',
    columns: 2,
    blocks: [
      { kind: 'heading', text: 'Wave equation' },
      { kind: 'lines', lines: ['v = f × λ', 'f = 1 ÷ T', 'λ in metres, f in Hz'] },
      {
        kind: 'paragraph',
        text: 'Transverse waves oscillate at 90° to the direction of travel. Sound is longitudinal, with compressions and rarefactions.',
      },
      { kind: 'heading', text: 'EM spectrum' },
      {
        kind: 'paragraph',
        text: 'Radio waves have the longest wavelength and gamma rays the shortest. All travel at 3 × 10⁸ m/s in a vacuum.',
      },
      {
        kind: 'paragraph',
        text: 'Infrared has λ from about 700 nm to 1 mm. Visible light runs from 400 nm to 700 nm, and a hair is about 70 µm wide.',
      },
      {
        kind: 'paragraph',
        text: 'Ultraviolet, X-rays and gamma rays are ionising and can damage cells.',
      },
      { kind: 'heading', text: 'Uses' },
      {
        kind: 'list',
        marker: '-',
        items: ['Radio: TV and radio', 'Microwaves: satellites', 'Infrared: remote controls', 'X-rays: imaging bones'],
      },
    ],
  },
  {
    name: 'inspector-calls',
    subject: 'English literature',
    title: 'An Inspector Calls: Key Quotations',
    layout: 'paragraphs',
    paper: 'plain',
    font: 'DejaVu Serif',
    highlight: ['responsible for each other'],
    blocks: [
      {
        kind: 'paragraph',
        text: 'Mr Birling calls himself "a hard-headed, practical man of business" and dismisses the idea that "everybody has to look after everybody else". Priestley sets the play in 1912 so the audience knows he\'s wrong about the Titanic and war.',
      },
      {
        kind: 'paragraph',
        text: 'The Inspector\'s final speech warns that "we are members of one body. We are responsible for each other." If we don\'t learn, he says, we will be taught "in fire and blood and anguish".',
      },
      {
        kind: 'paragraph',
        text: "Sheila changes the most. She admits \"I know I'm to blame\" and later tells her parents \"you don't seem to have learnt anything\". Eric's drinking and Gerald's affair show the older generation's hypocrisy.",
      },
      {
        kind: 'paragraph',
        text: 'Mrs Birling refuses to accept any blame, insisting that the father of Eva\'s child is "entirely responsible", not knowing it is her own son.',
      },
    ],
  },
  {
    name: 'grouped-data',
    subject: 'Maths',
    title: 'Grouped Frequency Tables',
    layout: 'table-ruled',
    paper: 'plain',
    font: 'DejaVu Sans',
    blocks: [
      { kind: 'paragraph', text: 'Times taken to solve a puzzle by 40 students.' },
      {
        kind: 'table',
        ruled: true,
        header: ['Time t (s)', 'Frequency', 'Midpoint', 'f × x'],
        rows: [
          ['0 < t ≤ 10', '4', '5', '20'],
          ['10 < t ≤ 20', '11', '15', '165'],
          ['20 < t ≤ 30', '15', '25', '375'],
          ['30 < t ≤ 40', '7', '35', '245'],
          ['40 < t ≤ 60', '3', '50', '150'],
        ],
      },
      {
        kind: 'lines',
        lines: [
          'Estimated mean = 955 ÷ 40 = 23.9 s',
          'Modal class is 20 < t ≤ 30',
          'Median is in the class 20 < t ≤ 30',
        ],
      },
      { kind: 'heading', text: 'Histograms' },
      {
        kind: 'paragraph',
        text: 'When the classes have different widths, plot frequency density = frequency ÷ class width, so the area of each bar shows the frequency.',
      },
    ],
  },
  {
    name: 'climate-change',
    subject: 'Geography',
    title: 'Climate Change',
    layout: 'lists',
    paper: 'lined',
    font: 'DejaVu Serif',
    blocks: [
      { kind: 'heading', text: 'Natural causes' },
      {
        kind: 'list',
        marker: '-',
        items: [
          'Milankovitch cycles in the orbit of the Earth',
          'Sunspots change the energy the Sun gives out',
          'Volcanic ash reflects sunlight back to space',
        ],
      },
      { kind: 'heading', text: 'Human causes' },
      {
        kind: 'list',
        marker: '-',
        items: [
          'Burning fossil fuels releases carbon dioxide',
          'Cattle and rice paddies produce methane',
          'Deforestation removes a carbon store',
        ],
      },
      { kind: 'heading', text: 'Effects' },
      {
        kind: 'list',
        marker: '-',
        items: [
          'Global temperature up about 1.1 °C since 1900',
          'Sea level rise threatens the Maldives',
          'More frequent droughts in the Sahel',
          'Melting Arctic ice reduces polar bear habitat',
        ],
      },
    ],
  },
  {
    name: 'homeostasis',
    subject: 'Biology',
    title: 'Homeostasis',
    layout: 'paragraphs',
    paper: 'squared',
    font: 'DejaVu Sans',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Homeostasis is the regulation of the internal conditions of a cell or organism to keep them at the best level for enzymes and cell functions, whatever the changes inside or outside.',
      },
      {
        kind: 'paragraph',
        text: 'Body temperature is kept at about 37 °C. When it rises, blood vessels near the skin dilate and sweat is released; when it falls, we shiver and the vessels constrict.',
      },
      {
        kind: 'paragraph',
        text: 'Blood glucose is controlled by the pancreas. Insulin makes the liver and muscles take glucose in and store it as glycogen. Glucagon has the opposite effect.',
      },
      {
        kind: 'paragraph',
        text: 'In Type 1 diabetes the pancreas makes too little insulin, so it is treated with injections. Type 2 diabetes is linked to obesity and is treated with diet and exercise.',
      },
      {
        kind: 'paragraph',
        text: "The kidneys control the body's water content. When we are dehydrated the pituitary gland releases ADH, which makes the kidney tubules reabsorb more water.",
      },
    ],
  },
  {
    name: 'research-methods',
    subject: 'Psychology',
    title: 'Research Methods',
    layout: 'table-ruled',
    paper: 'lined',
    font: 'DejaVu Sans',
    size: 24,
    blocks: [
      {
        kind: 'table',
        ruled: true,
        header: ['Method', 'Strength', 'Weakness'],
        rows: [
          ['Lab experiment', 'High control', 'Low validity'],
          ['Field experiment', 'Natural setting', 'Less control'],
          ['Natural experiment', 'Ethical', 'Cannot repeat'],
          ['Questionnaire', 'Lots of data', 'Social desirability'],
          ['Interview', 'Rich detail', 'Interviewer bias'],
          ['Observation', 'Real behaviour', 'Observer bias'],
        ],
      },
      { kind: 'lines', lines: ['Significance level: p ≤ 0.05', 'Correlation r lies in −1 ≤ r ≤ 1'] },
    ],
  },
  {
    name: 'circuits',
    subject: 'Physics',
    title: 'Electric Circuits',
    layout: 'symbols',
    paper: 'plain',
    font: 'DejaVu Serif',
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Charge Q = I × t',
          'Potential difference V = I × R',
          'Power P = I² × R = V × I',
          'Energy E = P × t, in J',
          'Current I = V ÷ R',
          'In series: R total = R1 + R2',
          '1 mA = 1000 µA',
          'A 4.7 kΩ resistor, tolerance ± 5%',
          'Thermistor: T ↑ → R ↓',
          'LDR: more light → lower resistance',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: [
          'A 12 V battery drives 0.5 A through a lamp.',
          'R = V ÷ I = 12 ÷ 0.5 = 24 Ω',
          'P = V × I = 12 × 0.5 = 6 W',
          'In 2 minutes E = 6 × 120 = 720 J',
        ],
      },
    ],
  },
];

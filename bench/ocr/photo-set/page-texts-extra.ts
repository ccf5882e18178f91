/** Six more pages of the photo set (see page-texts.ts for the model); kept apart only for file length. */
import type { PageText } from './page-texts.js';

/** Pages 10–12, after PAGES_A. */
export const PAGES_A_TAIL: PageText[] = [
  {
    name: 'french-holidays',
    subject: 'French',
    title: 'French Vocabulary: Holidays',
    layout: 'table-unruled',
    paper: 'lined',
    font: 'DejaVu Sans',
    highlight: ['il fait beau'],
    blocks: [
      {
        kind: 'table',
        ruled: false,
        header: ['French', 'English'],
        rows: [
          ["l'hôtel", 'the hotel'],
          ['la plage', 'the beach'],
          ['le camping', 'the campsite'],
          ["l'auberge de jeunesse", 'the youth hostel'],
          ['les vacances', 'the holidays'],
          ['il fait beau', 'the weather is nice'],
          ["j'ai visité", 'I visited'],
          ['je suis allé', 'I went'],
          ['nous avons nagé', 'we swam'],
          ["c'était génial", 'it was great'],
          ["l'année prochaine", 'next year'],
          ["j'aimerais aller", 'I would like to go'],
        ],
      },
    ],
  },
  {
    name: 'existence-of-god',
    subject: 'Religious studies',
    title: 'Arguments for the Existence of God',
    layout: 'paragraphs',
    paper: 'lined',
    font: 'DejaVu Serif',
    highlight: ['First Cause', 'design argument'],
    blocks: [
      {
        kind: 'paragraph',
        text: 'The First Cause argument was put forward by Thomas Aquinas. Everything that exists has a cause, and the chain of causes cannot go back forever, so there must be an uncaused first cause, which is God.',
      },
      {
        kind: 'paragraph',
        text: 'The design argument says the universe is too complex and ordered to have happened by chance. Paley compared the world to a watch found on a heath: its parts work together for a purpose, so it must have a designer.',
      },
      {
        kind: 'paragraph',
        text: 'Critics reply that evolution by natural selection explains apparent design, and that the Big Bang may not need a cause. Hume asked why, if everything needs a cause, God does not need one too.',
      },
      {
        kind: 'paragraph',
        text: "Some believers say arguments cannot prove God's existence and that faith rests on revelation and religious experience instead.",
      },
    ],
  },
  {
    name: 'weimar-timeline',
    subject: 'History',
    title: 'Weimar Germany, 1918 to 1933',
    layout: 'table-ruled',
    paper: 'squared',
    font: 'DejaVu Serif',
    blocks: [
      {
        kind: 'table',
        ruled: true,
        header: ['Date', 'Event'],
        rows: [
          ['Nov 1918', 'Kaiser abdicates, armistice signed'],
          ['Jan 1919', 'Spartacist Uprising'],
          ['Jun 1919', 'Treaty of Versailles signed'],
          ['Mar 1920', 'Kapp Putsch in Berlin'],
          ['Jan 1923', 'French occupy the Ruhr'],
          ['Nov 1923', 'Munich Putsch fails'],
          ['Aug 1924', 'Dawes Plan loans from USA'],
          ['Oct 1929', 'Wall Street Crash'],
          ['Jul 1932', 'Nazis largest party'],
          ['Jan 1933', 'Hitler becomes Chancellor'],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Hyperinflation peaked in November 1923, when a loaf of bread cost 200 billion marks.',
      },
    ],
  },
];

/** Pages 22–24, after PAGES_B. */
export const PAGES_B_TAIL: PageText[] = [
  {
    name: 'medicine-through-time',
    subject: 'History',
    title: 'Medicine Through Time',
    layout: 'two-column',
    paper: 'plain',
    font: 'DejaVu Serif',
    columns: 2,
    highlight: ['Jenner', 'Fleming'],
    blocks: [
      { kind: 'heading', text: 'Medieval' },
      {
        kind: 'paragraph',
        text: "Doctors followed Galen's theory of the four humours and treated illness by bleeding and purging. The Black Death of 1348 was blamed on bad air.",
      },
      { kind: 'heading', text: 'Renaissance' },
      {
        kind: 'paragraph',
        text: 'Vesalius showed that Galen had made mistakes in anatomy, and Harvey proved that the heart pumps blood around the body.',
      },
      { kind: 'heading', text: 'Industrial' },
      {
        kind: 'paragraph',
        text: "Jenner's smallpox vaccine in 1796 and Pasteur's germ theory in 1861 changed medicine. Snow linked cholera to a water pump in 1854.",
      },
      { kind: 'heading', text: 'Modern' },
      {
        kind: 'paragraph',
        text: 'Fleming found penicillin in 1928, but it was mass produced only in the Second World War. The NHS began in 1948.',
      },
      {
        kind: 'paragraph',
        text: 'Today keyhole surgery, DNA sequencing and MRI scans help doctors diagnose and treat disease, but antibiotic resistance is a growing worry.',
      },
    ],
  },
  {
    name: 'sorting-algorithms',
    subject: 'Computer science',
    title: 'Searching and Sorting',
    layout: 'lists',
    paper: 'squared',
    font: 'DejaVu Sans',
    blocks: [
      { kind: 'heading', text: 'Bubble sort' },
      {
        kind: 'list',
        marker: 'numbered',
        items: [
          'Compare the first two items',
          'Swap them if they are in the wrong order',
          'Move along one place and repeat',
          'Stop after a pass with no swaps',
        ],
      },
      { kind: 'heading', text: 'Merge sort' },
      {
        kind: 'list',
        marker: '•',
        items: [
          'Split the list in half until each list has one item',
          'Merge pairs of lists back together in order',
          'Faster than bubble sort on long lists',
        ],
      },
      { kind: 'heading', text: 'Binary search' },
      {
        kind: 'list',
        marker: '•',
        items: [
          'The list must already be sorted',
          'Check the middle item and discard half',
          'At most 10 checks for 1000 items',
        ],
      },
      { kind: 'heading', text: 'Linear search' },
      {
        kind: 'list',
        marker: '•',
        items: ['Check each item in turn from the start', 'Works on an unsorted list', 'Slow when the list is long'],
      },
    ],
  },
  {
    name: 'inflation-policy',
    subject: 'Economics',
    title: 'Inflation and Monetary Policy',
    layout: 'paragraphs',
    paper: 'lined',
    font: 'DejaVu Sans',
    highlight: ['2% target', 'Bank Rate'],
    blocks: [
      {
        kind: 'paragraph',
        text: 'Inflation is a sustained rise in the general price level. In the UK it is measured by the Consumer Prices Index, and the government sets the Bank of England a 2% target.',
      },
      {
        kind: 'paragraph',
        text: "Demand-pull inflation happens when aggregate demand grows faster than the economy's capacity. Cost-push inflation comes from rising wages, energy prices or a weaker pound.",
      },
      {
        kind: 'paragraph',
        text: 'The Monetary Policy Committee changes Bank Rate. A higher rate makes borrowing dearer and saving more attractive, which reduces spending and brings inflation down.',
      },
      {
        kind: 'paragraph',
        text: 'Higher rates also strengthen the pound, making imports cheaper. The effects take up to two years to work through, so the MPC must forecast where inflation is heading.',
      },
    ],
  },
];

import type { Passage } from '../types.js';

/*
 * Blind round 3, set B: four passages written without reference to the summariser, to be run once and reported.
 */

export const blind3Attachment: Passage = {
  id: 'blind3-psychology-attachment',
  subject: 'Psychology',
  topic: "Attachment: Bowlby's monotropic theory and Ainsworth's Strange Situation",
  qualification: 'A-level',
  text: `ATTACHMENT - Bowlby + Ainsworth (AQA Paper 1)

Attachment: a close two-way emotional bond between two people in which each sees the other as essential for their own emotional security.

Bowlby's monotropic theory (1969)
Bowlby's theory is evolutionary: attachment is innate b/c it helped infants survive by staying close to a caregiver. Key ideas:
- Monotropy: the infant forms one special attachment, usually to the mother, which is more important than any other. Law of continuity → the more consistent the care, the better the attachment. Law of accumulated separation → every separation adds up.
- Social releasers: innate "cute" behaviours (smiling, crying, cooing) that trigger adult caregiving.
- Critical period: around 2.5 years (later called a sensitive period). If no attachment forms by then, it will be much harder to form one later.
- Internal working model: a mental template of the first relationship that shapes later relationships and how the child will parent (continuity hypothesis).

Evaluation
+ Lorenz (1935): goslings imprinted on the first moving object they saw, supporting an innate critical period.
+ Hazan & Shaver (1987) "love quiz": adult romantic relationships matched early attachment type → supports the internal working model.
- Schaffer & Emerson (1964): many babies formed multiple attachments, and in some the main attachment was not the mother → challenges monotropy.
- Socially sensitive: implies mothers who go back to work harm their child.

Ainsworth's Strange Situation (Ainsworth & Bell, 1970)
A controlled observation of about 100 middle-class American infants aged 12-18 months, in a lab playroom. It has 8 episodes of roughly 3 mins each, e.g. mother leaves, a stranger enters, mother returns. Observers recorded proximity seeking, exploration (secure base behaviour), stranger anxiety, separation anxiety and reunion behaviour.

Findings - three attachment types:
1. Secure (Type B) - 66%: explores happily, moderate distress when mother leaves, easily comforted at reunion.
2. Insecure-avoidant (Type A) - 22%: explores freely, little separation anxiety, avoids contact on reunion.
3. Insecure-resistant (Type C) - 12%: little exploration, very distressed on separation, resists comfort at reunion.
Main & Solomon (1986) later added a fourth type: disorganised (Type D).

Evaluation
+ High inter-rater reliability: observers agreed on 94% of judgements.
+ Controlled procedure, so easy to replicate.
- Culture bound: Takahashi (1990) found Japanese infants showed much more resistant behaviour b/c they are rarely separated from their mothers, so the procedure may not be valid outside the USA.
- Low ecological validity - an artificial lab setting.`,
  keyFacts: [
    {
      fact: 'Bowlby (1969): monotropy - one special attachment, usually to the mother',
      keywords: [
        ['monotropy', 'monotropic'],
        ['one special', 'mother'],
      ],
    },
    {
      fact: 'Attachment is innate/evolutionary because it aids survival',
      keywords: [['innate', 'evolutionary'], ['surviv']],
    },
    { fact: 'Social releasers trigger adult caregiving', keywords: [['social releaser']] },
    { fact: 'Critical period of around 2.5 years', keywords: [['critical period', 'sensitive period'], ['2.5']] },
    {
      fact: 'Internal working model acts as a template for later relationships',
      keywords: [['internal working model'], ['template', 'later relationship']],
    },
    {
      fact: 'Schaffer & Emerson found multiple attachments, challenging monotropy',
      keywords: [['schaffer'], ['multiple attachment']],
    },
    {
      fact: 'Strange Situation: controlled observation of infants aged 12-18 months in 8 episodes',
      keywords: [['strange situation'], ['12-18', '8 episodes', 'controlled observation']],
    },
    { fact: 'Secure attachment (Type B) was 66%', keywords: [['secure', 'type b'], ['66%']] },
    {
      fact: 'Insecure-avoidant 22% and insecure-resistant 12%',
      keywords: [
        ['avoidant', 'type a', 'resistant', 'type c'],
        ['22%', '12%'],
      ],
    },
    {
      fact: 'Strange Situation is culture bound (Takahashi, Japan)',
      keywords: [['culture bound', 'takahashi', 'japanese']],
    },
  ],
};

export const blind3BooleanSql: Passage = {
  id: 'blind3-computing-boolean-sql',
  subject: 'Computer Science',
  topic: 'Boolean logic and SQL basics',
  qualification: 'GCSE',
  text: `Boolean logic + SQL (OCR J277 2.4 / 2.2)

Boolean: a data type / value that can only be TRUE or FALSE (1 or 0).
Computers use Boolean logic b/c processors are made of billions of transistors that act as switches - either on (1) or off (0).

LOGIC GATES
• AND (conjunction, symbol ∧) - output is 1 only if both inputs are 1
• OR (disjunction, symbol ∨) - output is 1 if either input (or both) is 1
• NOT (negation, symbol ¬) - only has one input, and flips it: 1 → 0, 0 → 1

Truth tables
A truth table shows every possible combination of inputs and the output for each. With 2 inputs there are 4 rows; with 3 inputs there are 8 rows (2^n rows).

A | B | A AND B
0 | 0 | 0
0 | 1 | 0
1 | 0 | 0
1 | 1 | 1

A | B | A OR B
0 | 0 | 0
0 | 1 | 1
1 | 0 | 1
1 | 1 | 1

A | NOT A
0 | 1
1 | 0

Combining gates
Gates can be joined in a logic diagram, e.g. P = NOT (A AND B). Work out brackets first, like in maths. Tip: add a column in the truth table for each stage (A AND B first, then NOT) so you don't lose marks.

SQL
SQL (Structured Query Language): a language used to search for and manage data in a database.
A database table is made of records (rows) and fields (columns).

Key words
- SELECT: which fields to show
- FROM: which table to search
- WHERE: the condition records must meet
- * (wildcard): means all fields
- LIKE with % : matches part of a value, e.g. WHERE Surname LIKE "S%"
- AND / OR can join conditions (Boolean logic again!)

Example query - find the names of students in Year 11 with over 90% attendance:

SELECT FirstName, Surname
FROM Students
WHERE Year = 11 AND Attendance > 90

Other things to remember
- Text values go in quote marks, numbers don't.
- ORDER BY ... ASC / DESC sorts the results (not always needed at GCSE).
- SELECT * FROM Students returns every field of every record.
- In the exam you may have to write a query, or trace what one returns.`,
  keyFacts: [
    { fact: 'Boolean values are only TRUE or FALSE (1 or 0)', keywords: [['boolean'], ['true', '1 or 0']] },
    { fact: 'AND gives 1 only if both inputs are 1', keywords: [['conjunction', 'both inputs', 'only if both']] },
    { fact: 'OR gives 1 if either input is 1', keywords: [['disjunction', 'either input', 'either']] },
    { fact: 'NOT has one input and inverts it', keywords: [['negation', 'flips', 'one input', 'invert']] },
    {
      fact: 'A truth table shows every combination of inputs; 2^n rows',
      keywords: [['truth table'], ['combination', '4 rows', '8 rows']],
    },
    {
      fact: 'SQL is Structured Query Language for searching databases',
      keywords: [['sql', 'structured query language'], ['database']],
    },
    { fact: 'SELECT chooses which fields to show', keywords: [['select'], ['field']] },
    { fact: 'FROM names the table; WHERE gives the condition', keywords: [['where'], ['condition']] },
    { fact: '* is a wildcard meaning all fields', keywords: [['wildcard'], ['all fields', 'every field']] },
    { fact: 'Tables are made of records (rows) and fields (columns)', keywords: [['record'], ['row']] },
  ],
};

export const blind3Buddhism: Passage = {
  id: 'blind3-religion-buddhism-noble-truths',
  subject: 'Religious Studies',
  topic: 'Buddhism: the Four Noble Truths and the Eightfold Path',
  qualification: 'GCSE',
  text: `Buddhism - The Four Noble Truths + Eightfold Path (AQA RS Paper 1)

The Buddha taught the Four Noble Truths in his first sermon at the Deer Park in Sarnath, after his enlightenment. They are often compared to a doctor treating an illness: diagnosis → cause → cure → prescription.

Mnemonic for the order: "Does Sam Need Medicine?" = Dukkha, Samudaya, Nirodha, Magga.

1. Dukkha (suffering) - life involves suffering or unsatisfactoriness. There are three types:
   - dukkha-dukkha: ordinary suffering, e.g. illness, pain, grief
   - viparinama dukkha: suffering caused by change - even happy things end
   - sankhara dukkha: a general dissatisfaction with life b/c nothing is perfect
2. Samudaya (the cause of suffering) - suffering is caused by tanha (craving / desire). We crave things to last but they can't. Linked to the three poisons: greed, hatred and ignorance (shown as a cockerel, snake and pig at the centre of the wheel of life).
3. Nirodha (the end of suffering) - suffering can stop if craving stops. This is nibbana (nirvana): "blowing out" the three poisons, a state of perfect peace.
4. Magga (the path) - the way to end suffering is to follow the Eightfold Path, which is the Middle Way between luxury and harsh asceticism.

"Birth is dukkha, ageing is dukkha, sickness is dukkha, death is dukkha." - the Buddha, first sermon (Dhammacakkappavattana Sutta)

Links to the Three Marks of Existence
- Anicca: impermanence - everything changes, nothing lasts.
- Anatta: no fixed self or soul - a person is made of five changing skandhas.
- Dukkha: because of anicca and anatta, clinging to things leads to suffering.

The Eightfold Path (the Dhamma wheel has 8 spokes)
It is split into three sections:
• Wisdom (panna): right view, right intention
• Ethics / morality (sila): right speech, right action, right livelihood
• Meditation (samadhi): right effort, right mindfulness, right concentration

"Right" (samma) means complete or skilful, not just correct. The steps are practised together, not one after another - like the spokes of a wheel they all hold it up.

Exam tip
Use Pali terms + explain them. For a 12-mark "evaluate" question e.g. "The most important Noble Truth is magga", argue both sides: some say magga matters most b/c it is the practical way to reach nibbana; others say dukkha comes first b/c you can't cure an illness you haven't diagnosed. Reach a justified conclusion.`,
  keyFacts: [
    {
      fact: 'The Four Noble Truths were taught in the first sermon at Sarnath after enlightenment',
      keywords: [['four noble truths'], ['first sermon', 'sarnath', 'deer park']],
    },
    { fact: 'Dukkha: life involves suffering', keywords: [['dukkha'], ['suffering', 'unsatisfactoriness']] },
    {
      fact: 'Three types of suffering: ordinary, change, general dissatisfaction',
      keywords: [['dukkha-dukkha', 'viparinama', 'sankhara', 'three types']],
    },
    {
      fact: 'Samudaya: suffering is caused by tanha (craving)',
      keywords: [
        ['samudaya', 'tanha'],
        ['craving', 'cause'],
      ],
    },
    {
      fact: 'Three poisons: greed, hatred, ignorance',
      keywords: [
        ['three poisons', 'greed'],
        ['hatred', 'ignorance'],
      ],
    },
    { fact: 'Nirodha: suffering can end, reaching nibbana', keywords: [['nirodha'], ['nibbana', 'nirvana', 'end']] },
    {
      fact: 'Magga: the Eightfold Path is the Middle Way',
      keywords: [
        ['magga', 'eightfold path'],
        ['middle way', 'path'],
      ],
    },
    { fact: 'Anicca means impermanence', keywords: [['anicca'], ['impermanence', 'changes']] },
    { fact: 'Anatta means no fixed self or soul', keywords: [['anatta'], ['self', 'soul']] },
    {
      fact: 'The Eightfold Path has three sections: wisdom, ethics, meditation',
      keywords: [
        ['wisdom', 'panna'],
        ['ethics', 'sila', 'morality'],
        ['meditation', 'samadhi'],
      ],
    },
  ],
};

export const blind3Rainforest: Passage = {
  id: 'blind3-geography-tropical-rainforest-malaysia',
  subject: 'Geography',
  topic: 'Tropical rainforests: characteristics, adaptations and deforestation in Malaysia',
  qualification: 'GCSE',
  text: `CASE STUDY: TROPICAL RAINFOREST - MALAYSIA (AQA Paper 1, Section B: The living world)

CLIMATE AND SOIL
Tropical rainforests are found near the equator. Temperatures are high all year (around 27°C) and rainfall is very high - over 2,000 mm per year - with heavy convectional rain most afternoons. The soil (latosol) is thin and nutrient-poor b/c heavy rain leaches nutrients away; most nutrients are stored in the biomass and recycled quickly as leaf litter decomposes in the hot, wet conditions.

LAYERS
Emergents → canopy → under canopy → shrub layer → forest floor. The canopy blocks most of the light, so the forest floor is dark.

PLANT + ANIMAL ADAPTATIONS
- Buttress roots: huge roots that support tall trees in shallow soil.
- Drip tips: pointed leaves so heavy rain runs off quickly.
- Lianas: woody vines rooted in the ground that climb trees to reach light.
- Epiphytes (e.g. orchids) grow on branches high up to get sunlight.
- Animals: the flying squirrel glides between trees; many animals use camouflage.

WHERE IS IT?
Malaysia is in South-East Asia. Between 2000 and 2012 it lost 14.4% of its forest cover - the fastest rate of deforestation in the world at that time.

CAUSES OF DEFORESTATION
• Commercial logging - valuable hardwoods (e.g. meranti) are exported.
• Palm oil plantations - Malaysia produces around 39% of the world's palm oil.
• Energy development - the Bakun Dam in Sarawak (completed 2011) flooded about 700 km2 of forest.
• Mineral extraction, e.g. tin mining.
• Road building and new settlements for a growing population.

EFFECTS
Economic: + palm oil and logging provide jobs and export income; - tourism may suffer as the forest disappears.
Environmental: soil erosion b/c roots no longer bind the soil; loss of biodiversity (e.g. orangutans in Borneo); burning trees releases CO2 → climate change.
Social: indigenous tribes such as the Penan lose their land and way of life.

MANAGING THE RAINFOREST SUSTAINABLY
1. Selective logging - only mature trees are felled, so the forest can regenerate.
2. Replanting / afforestation after logging.
3. Conservation - national parks such as Taman Negara protect the forest by law.
4. Ecotourism - small-scale tourism that earns money for local people, e.g. jungle treks, so they want to protect the forest.
5. International agreements - e.g. controls on trade in hardwood, and debt-for-nature swaps where a country's debt is cancelled in return for conservation.

Sustainable: meeting the needs of people today without stopping future generations meeting theirs.`,
  keyFacts: [
    {
      fact: 'Hot all year (about 27°C) with over 2,000 mm of rain per year',
      keywords: [['27°c', '2,000 mm']],
    },
    {
      fact: 'Soil is thin and nutrient-poor; nutrients stored in biomass and recycled quickly',
      keywords: [
        ['soil', 'latosol', 'nutrient'],
        ['thin', 'biomass', 'leach'],
      ],
    },
    {
      fact: 'Layers: emergents, canopy, under canopy, shrub layer, forest floor',
      keywords: [
        ['emergent', 'canopy'],
        ['shrub', 'forest floor', 'layer'],
      ],
    },
    {
      fact: 'Plant adaptations: buttress roots and drip tips',
      keywords: [['buttress', 'drip tip', 'liana', 'epiphyte']],
    },
    {
      fact: 'Malaysia lost 14.4% of its forest 2000-2012, fastest rate in the world',
      keywords: [['14.4%']],
    },
    { fact: 'Logging of hardwoods for export', keywords: [['logging'], ['hardwood', 'export']] },
    {
      fact: 'Palm oil plantations; Malaysia produces about 39% of world palm oil',
      keywords: [['palm oil'], ['39%', 'plantation']],
    },
    {
      fact: 'Bakun Dam in Sarawak flooded about 700 km2 of forest',
      keywords: [
        ['bakun', 'dam'],
        ['700', 'flood'],
      ],
    },
    {
      fact: 'Effects: soil erosion, loss of biodiversity, climate change',
      keywords: [['soil erosion', 'biodiversity', 'climate change']],
    },
    {
      fact: 'Management: selective logging, replanting, national parks, ecotourism',
      keywords: [['selective logging', 'replanting', 'ecotourism', 'national park']],
    },
  ],
};

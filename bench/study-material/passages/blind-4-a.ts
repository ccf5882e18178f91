import type { Passage } from '../types.js';

export const blind4CellStructure: Passage = {
  id: 'blind4-biology-cell-structure',
  subject: 'Biology',
  topic: 'Prokaryotic and eukaryotic cells',
  qualification: 'GCSE',
  text: `Cell structure - prokaryotic vs eukaryotic (AQA GCSE Biology 4.1.1)

All living things are made of cells. Eukaryotic cells (animal, plant and fungal cells) have their genetic material enclosed in a nucleus. Prokaryotic cells (bacteria) have no nucleus - their DNA is a single loop floating free in the cytoplasm. Prokaryotes are usually 0.1-5 µm long and eukaryotes 10-100 µm, so bacteria are at least an order of magnitude smaller.

Mnemonic: pro = before, eu = true, karyon = kernel → prokaryotic = "before a nucleus", eukaryotic = "true nucleus".

Comparison table
| Feature | Prokaryotic | Eukaryotic |
|---|---|---|
| Examples | bacteria e.g. E. coli | animal, plant, fungal cells |
| Nucleus | no nucleus | DNA enclosed in a nucleus |
| DNA | single loop + plasmids | chromosomes inside the nucleus |
| Cell wall | yes, NOT made of cellulose | plants only, made of cellulose |
| Mitochondria / chloroplasts | none | mitochondria; chloroplasts in plants |
| Size | 0.1-5 µm | 10-100 µm |

Plasmid: a small ring of DNA found in bacteria, often carrying genes for antibiotic resistance.

Both cell types have a cell membrane, cytoplasm and ribosomes.

Organelles and their functions
- Nucleus → contains the genetic material that controls the activities of the cell
- Cytoplasm → gel-like liquid where most chemical reactions happen (contains enzymes)
- Cell membrane → controls what enters and leaves the cell
- Mitochondria → site of aerobic respiration, which releases energy for the cell
- Ribosomes → site of protein synthesis (found in BOTH cell types)
- Chloroplasts (plants only) → absorb light for photosynthesis b/c they contain chlorophyll
- Permanent vacuole (plants only) → filled with cell sap, keeps the cell rigid
- Cell wall → strengthens the cell and stops it bursting
- Flagellum (some bacteria) → a tail that rotates so the cell can move

Specialised cells
Cells differentiate to become specialised, e.g. a root hair cell has a large surface area for absorbing water but no chloroplasts b/c it is underground and gets no light.

Maths skills
Magnification = image size ÷ real size. 1 mm = 1000 µm, so always convert units before dividing. Electron microscopes have a higher resolution than light microscopes, which is why we can see ribosomes and the inside of mitochondria.`,
  keyFacts: [
    {
      fact: 'Prokaryotic cells (bacteria) have no nucleus',
      keywords: [['prokaryot', 'bacteri'], ['no nucleus']],
    },
    { fact: 'Prokaryotic DNA is a single loop in the cytoplasm', keywords: [['single loop', 'loop of dna']] },
    { fact: 'Bacteria may contain plasmids: small rings of DNA', keywords: [['plasmid']] },
    {
      fact: 'Prokaryotic cells are much smaller (an order of magnitude)',
      keywords: [['order of magnitude', 'smaller', '0.1-5']],
    },
    {
      fact: 'Plant cell walls are made of cellulose; bacterial walls are not',
      keywords: [['cell wall', 'walls'], ['cellulose']],
    },
    { fact: 'Mitochondria are the site of aerobic respiration', keywords: [['mitochondri'], ['respiration']] },
    { fact: 'Ribosomes are the site of protein synthesis', keywords: [['ribosome'], ['protein']] },
    {
      fact: 'Chloroplasts absorb light for photosynthesis (contain chlorophyll)',
      keywords: [['chloroplast'], ['photosynthesis', 'chlorophyll']],
    },
    {
      fact: 'The cell membrane controls what enters and leaves the cell',
      keywords: [['membrane'], ['enters', 'leaves', 'in and out']],
    },
    { fact: 'The permanent vacuole is filled with cell sap', keywords: [['vacuole'], ['sap']] },
  ],
};

export const blind4ElizabethanThreats: Passage = {
  id: 'blind4-history-elizabethan-spanish-threat',
  subject: 'History',
  topic: 'Elizabethan England: the Spanish threat and Catholic plots',
  qualification: 'GCSE',
  text: `Elizabethan England - the Spanish threat & Catholic plots (AQA Paper 2B revision sheet)

Background: Elizabeth I was Protestant. Many Catholics wanted her Catholic cousin, Mary Queen of Scots, on the throne instead. Philip II of Spain was the most powerful Catholic king in Europe.

Timeline
Year	Event
1570	Papal Bull excommunicates Elizabeth
1571	Ridolfi Plot
1583	Throckmorton Plot
1585	Treaty of Nonsuch
1586	Babington Plot
1587	Mary executed; Drake raids Cadiz
1588	Spanish Armada defeated

Q1. Why was the Papal Bull of 1570 a threat?
A: Pope Pius V excommunicated Elizabeth and told Catholics they no longer had to obey her. This made every English Catholic a possible traitor in the government's eyes.

Q2. What was the aim of the Ridolfi Plot (1571)?
A: Roberto Ridolfi, an Italian banker, planned a Spanish invasion to put Mary on the throne and marry her to the Duke of Norfolk. Norfolk was executed in 1572.

Q3. Who was behind the Throckmorton Plot (1583)?
A: Francis Throckmorton planned a French invasion led by the Duke of Guise, paid for by Spain. Once it was uncovered, the Spanish ambassador, Mendoza, was expelled.

Q4. How was the Babington Plot (1586) uncovered?
A: Walsingham, Elizabeth's spymaster, used his network of spies to intercept coded letters smuggled in beer barrels. Mary's reply approving Elizabeth's murder was the proof he needed.

Q5. Why was Mary Queen of Scots executed in 1587?
A: Elizabeth signed the death warrant after the Babington evidence, and Mary was beheaded at Fotheringhay in February 1587. This removed the Catholic alternative to Elizabeth but angered Philip II.

Q6. Why did Philip II send the Armada?
A: Religion, English privateers like Drake attacking Spanish treasure ships, Mary's execution, and the Treaty of Nonsuch (1585), when Elizabeth sent an army under Leicester to help the Dutch Protestant rebels.

Q7. What was the "singeing of the King of Spain's beard"?
A: In 1587 Drake raided Cadiz and destroyed around 30 ships and their supplies, which delayed the Armada by a year.

Q8. Why was the Armada defeated in 1588?
A: English fireships at Calais broke the Spanish crescent formation. At the Battle of Gravelines the English ships were faster with better guns, then storms ("the Protestant wind") wrecked many ships off Scotland and Ireland.

Q9. How did Elizabeth rally her troops?
A: At Tilbury in August 1588 she said: "I know I have the body of a weak and feeble woman, but I have the heart and stomach of a king."

Recusant: a Catholic who refused to attend Church of England services - fined £20 a month from 1581.`,
  keyFacts: [
    {
      fact: 'The 1570 Papal Bull excommunicated Elizabeth',
      keywords: [['papal bull', 'excommunicat']],
    },
    {
      fact: 'Ridolfi Plot (1571): Mary to marry the Duke of Norfolk and take the throne',
      keywords: [['ridolfi'], ['norfolk', 'mary']],
    },
    {
      fact: 'Throckmorton Plot (1583): French invasion led by the Duke of Guise; Mendoza expelled',
      keywords: [['throckmorton'], ['guise', 'mendoza', 'french']],
    },
    {
      fact: 'Babington Plot (1586) uncovered by intercepted coded letters',
      keywords: [['babington'], ['letters', 'intercept']],
    },
    {
      fact: "Walsingham was Elizabeth's spymaster with a network of spies",
      keywords: [['walsingham'], ['spymaster', 'spies', 'spy']],
    },
    {
      fact: 'Mary Queen of Scots was executed in 1587',
      keywords: [['mary'], ['executed', 'execution', 'beheaded'], ['1587']],
    },
    {
      fact: 'Treaty of Nonsuch (1585): Elizabeth helped the Dutch Protestant rebels',
      keywords: [['nonsuch', 'dutch']],
    },
    {
      fact: "Drake's raid on Cadiz (1587) delayed the Armada by a year",
      keywords: [['cadiz'], ['delay', 'singeing']],
    },
    {
      fact: 'Fireships at Calais broke the Spanish crescent formation',
      keywords: [
        ['fireship', 'fire ship'],
        ['calais', 'crescent'],
      ],
    },
    {
      fact: 'Armada defeated at Gravelines and wrecked by storms (the Protestant wind)',
      keywords: [['gravelines', 'protestant wind', 'storms']],
    },
  ],
};

export const blind4FrenchHolidays: Passage = {
  id: 'blind4-french-holidays-perfect-tense',
  subject: 'French',
  topic: 'Holidays vocabulary and the perfect tense with être',
  qualification: 'GCSE',
  text: `Les vacances - holidays vocab + perfect tense with être (GCSE French, Theme 2: Travel and tourism)

Vocab
French	English
les vacances	holidays
à l'étranger	abroad
la plage	the beach
le camping	campsite
l'auberge de jeunesse	youth hostel
loger	to stay (somewhere)
se baigner	to swim / bathe
se faire bronzer	to sunbathe
l'été dernier	last summer
il y a deux ans	two years ago

The perfect tense (le passé composé)
Use it for completed actions in the past, e.g. "L'été dernier, je suis allé en Espagne" = Last summer I went to Spain.
Formula: subject + auxiliary (avoir or être in the present tense) + past participle
- Most verbs use avoir: j'ai visité le musée, nous avons mangé des crêpes.
- A small group of verbs (mostly about movement) use être instead.

Être in the present tense:
je suis, tu es, il/elle/on est, nous sommes, vous êtes, ils/elles sont

Which verbs take être? → DR MRS VANDERTRAMP
Devenir, Revenir, Monter, Rester, Sortir, Venir, Aller, Naître, Descendre, Entrer, Rentrer, Tomber, Retourner, Arriver, Mourir, Partir
Watch out for irregular past participles: naître → né, mourir → mort, venir → venu.

Rule 1: agreement
With être the past participle agrees with the subject, like an adjective:
- feminine → add -e: elle est allée à la plage
- masculine plural → add -s: ils sont partis en vacances
- feminine plural → add -es: elles sont arrivées à l'hôtel
- je / tu / nous / vous depend on who is speaking, e.g. Sophie writes "je suis restée" but Tom writes "je suis resté".
(With avoir there is normally NO agreement.)

Rule 2: reflexive verbs
All reflexive verbs also take être, and the reflexive pronoun goes before the auxiliary: je me suis baigné(e), nous nous sommes bien amusés.

Rule 3: negatives
Ne...pas makes a sandwich around the auxiliary: je ne suis pas sorti(e) = I didn't go out; elle n'est jamais venue = she never came.

Exam tip: in the 90-word and 150-word writing tasks, use a time phrase (l'année dernière, il y a deux ans) + the perfect tense, then switch to the future or conditional for a higher mark, e.g. "L'année prochaine, je voudrais aller en France."`,
  keyFacts: [
    { fact: 'Les vacances means holidays', keywords: [['vacances'], ['holiday']] },
    { fact: "L'auberge de jeunesse means youth hostel", keywords: [['auberge', 'youth hostel']] },
    {
      fact: 'Perfect tense = subject + auxiliary + past participle',
      keywords: [
        ['perfect tense', 'passé composé'],
        ['past participle', 'participle'],
      ],
    },
    { fact: 'Most verbs use avoir as the auxiliary', keywords: [['avoir']] },
    { fact: 'DR MRS VANDERTRAMP verbs take être', keywords: [['vandertramp']] },
    {
      fact: 'Être in the present: je suis, tu es, il est, nous sommes, vous êtes, ils sont',
      keywords: [['nous sommes', 'tu es', 'vous êtes']],
    },
    {
      fact: 'With être the past participle agrees: add -e for feminine (elle est allée)',
      keywords: [['feminine'], ['allée', 'restée', 'agree']],
    },
    {
      fact: 'Add -s for plural subjects (ils sont partis)',
      keywords: [['plural'], ['partis', 'arrivées', 'add -s']],
    },
    { fact: 'All reflexive verbs take être', keywords: [['reflexive']] },
    {
      fact: 'Negatives: ne...pas goes around the auxiliary',
      keywords: [
        ['negative', 'ne...pas'],
        ['sandwich', 'around the auxiliary', 'ne suis pas'],
      ],
    },
  ],
};

export const blind4SpecificHeat: Passage = {
  id: 'blind4-physics-specific-heat-capacity',
  subject: 'Physics',
  topic: 'Specific heat capacity and the required practical',
  qualification: 'GCSE',
  text: `Specific heat capacity + Required Practical 1 (AQA GCSE Physics, Energy)

Specific heat capacity: the amount of energy needed to raise the temperature of 1 kg of a substance by 1 °C.

Equation (on the equation sheet)
ΔE = m c Δθ
ΔE = change in thermal energy (J)
m = mass (kg)
c = specific heat capacity (J/kg°C)
Δθ = temperature change (°C)
Water has a very high c = 4200 J/kg°C → it takes lots of energy to heat up, which is why it's used in central heating systems.

Required practical - method
1. Measure the mass of the aluminium block (1 kg) using a balance.
2. Wrap the block in insulation (e.g. bubble wrap) to reduce heat loss to the surroundings.
3. Put the immersion heater and the thermometer in the two holes; add a drop of water to the thermometer hole for good thermal contact.
4. Connect the heater to the power supply and a joulemeter (or an ammeter in series + voltmeter in parallel).
5. Record the starting temperature, switch on and start the stopwatch.
6. Record the temperature every 120 s for 10 minutes.
7. Energy transferred = power × time (P = V × I), or read it off the joulemeter.
8. Calculate c = ΔE ÷ (m × Δθ).

Results (heater power 50 W, block mass 1.0 kg)
| Time (s) | Temperature (°C) |
|---|---|
| 0 | 20.0 |
| 120 | 25.9 |
| 240 | 32.5 |
| 360 | 39.1 |
| 480 | 45.9 |
| 600 | 53.0 |

Worked example 1 (from my results)
ΔE = 50 × 600 = 30 000 J
Δθ = 53.0 - 20.0 = 33.0 °C
c = 30 000 ÷ (1.0 × 33.0) = 909 J/kg°C (textbook value for aluminium ≈ 900 J/kg°C)

Worked example 2
How much energy is needed to heat 0.5 kg of water from 20 °C to 80 °C?
ΔE = 0.5 × 4200 × 60 = 126 000 J = 126 kJ

Sources of error
- Energy is lost to the surroundings, so the temperature rise is smaller than it should be → calculated c is too high. Fix: more insulation.
- Poor thermal contact between thermometer and block → water or oil in the hole helps.
- The heater takes time to warm up, and the temperature keeps rising after it is switched off b/c of this lag.
- Parallax error reading the thermometer → use a digital thermometer or data logger.

Variables: independent = material of the block, dependent = temperature rise, control = mass, heater power and time.`,
  keyFacts: [
    {
      fact: 'Specific heat capacity is the energy needed to raise 1 kg by 1 °C',
      keywords: [['specific heat capacity'], ['1 kg', '1kg']],
    },
    { fact: 'Equation: ΔE = m c Δθ', keywords: [['m c Δθ', 'mcΔθ', 'm × c × Δθ']] },
    { fact: 'Units of specific heat capacity: J/kg°C', keywords: [['j/kg°c', 'j/kg °c']] },
    { fact: 'Measure the mass of the block with a balance', keywords: [['mass'], ['balance']] },
    {
      fact: 'Insulate the block to reduce heat loss',
      keywords: [['insulat'], ['heat loss', 'energy lost', 'surroundings']],
    },
    {
      fact: 'Energy transferred = power × time (or read from a joulemeter)',
      keywords: [['power × time', 'joulemeter']],
    },
    { fact: 'Water has a high specific heat capacity, 4200 J/kg°C', keywords: [['4200', '4 200']] },
    { fact: 'Heating 0.5 kg of water by 60 °C needs 126 000 J (126 kJ)', keywords: [['126']] },
    {
      fact: 'Energy lost to the surroundings makes the calculated c too high',
      keywords: [
        ['too high', 'higher'],
        ['lost', 'surroundings'],
      ],
    },
    {
      fact: 'Water or oil in the thermometer hole improves thermal contact',
      keywords: [['thermal contact']],
    },
  ],
};

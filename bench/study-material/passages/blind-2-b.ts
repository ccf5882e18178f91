import type { Passage } from '../types.js';

export const blind2Rivers: Passage = {
  id: 'blind2-geography-river-erosion-landforms',
  subject: 'Geography',
  topic: 'Rivers: erosion processes and landforms',
  qualification: 'GCSE',
  text: `River landscapes - erosion & landforms (Paper 1: Physical landscapes in the UK)

Key terms
Erosion: the wearing away of rock and soil by the river.
Hydraulic action: the force of the water hits the banks and pushes air into cracks, so the rock breaks apart.
Abrasion: rocks carried by the river scrape against the bed and banks and wear them away (like sandpaper).
Attrition: rocks carried by the river knock into each other and become smaller and more rounded.
Solution: soluble rocks e.g. limestone and chalk are dissolved by slightly acidic river water.
Vertical erosion: deepens the channel - mainly in the upper course, giving V-shaped valleys and interlocking spurs.
Lateral erosion: widens the channel - mainly in the middle and lower course.

How a waterfall forms
1. The river flows over a band of hard (resistant) rock lying on top of softer (less resistant) rock.
2. The soft rock is eroded faster by hydraulic action and abrasion → undercutting.
3. An overhang of hard rock is left sticking out with nothing underneath it.
4. The overhang becomes unsupported and collapses into the river.
5. The fallen rocks swirl around at the base and erode a deep plunge pool.
6. This keeps repeating, so the waterfall retreats upstream and leaves a steep-sided gorge.

Named example: High Force on the River Tees (County Durham). The water drops 21 m over the Whin Sill, a layer of hard dolerite, which sits on softer limestone and sandstone. As it has retreated it has left a gorge about 700 m long.

Meanders (middle course)
- The fastest flow is on the outside of the bend → more erosion → river cliff.
- The slowest flow is on the inside of the bend → deposition → slip-off slope (a gentle slope of sand and shingle).
- Over time lateral erosion makes the bends bigger and the neck of the meander narrower.

How an oxbow lake forms
1. Erosion on the outside bends narrows the neck of the meander.
2. During a flood the river cuts through the neck, b/c this is the quickest, straightest route.
3. The river now flows along the new straight channel.
4. Deposition seals off the old meander loop from the main channel, and it becomes an oxbow lake.
5. Eventually the lake may dry up and leave a meander scar.

Exam tip: for a 6-mark "explain how" question, link each step with "so" or "this leads to" - just naming the landform won't get you into the top level.`,
  keyFacts: [
    {
      fact: 'Hydraulic action: force of the water pushes air into cracks in the banks',
      keywords: [['hydraulic action'], ['crack', 'air']],
    },
    {
      fact: 'Abrasion: rocks carried by the river scrape the bed and banks',
      keywords: [['abrasion'], ['scrape', 'wear', 'sandpaper']],
    },
    {
      fact: 'Attrition: rocks knock into each other and become smaller and rounder',
      keywords: [['attrition'], ['smaller', 'rounded', 'rounder', 'knock']],
    },
    {
      fact: 'Solution: soluble rocks such as limestone are dissolved',
      keywords: [['solution'], ['dissolve', 'soluble', 'limestone']],
    },
    {
      fact: 'Waterfalls form where hard rock lies over softer rock, which is undercut',
      keywords: [['hard', 'resistant'], ['undercut']],
    },
    {
      fact: 'The overhang collapses and the fallen rocks erode a plunge pool',
      keywords: [['overhang'], ['plunge pool']],
    },
    {
      fact: 'The waterfall retreats upstream, leaving a steep-sided gorge',
      keywords: [['gorge'], ['retreat', 'upstream']],
    },
    {
      fact: 'High Force on the River Tees drops 21 m over the hard Whin Sill (dolerite)',
      keywords: [['high force'], ['21 m', 'whin sill', 'dolerite']],
    },
    {
      fact: 'Meanders: erosion on the outside bend forms a river cliff, deposition on the inside forms a slip-off slope',
      keywords: [['river cliff'], ['slip-off']],
    },
    {
      fact: 'Oxbow lake: river cuts through the neck in a flood and deposition seals off the old loop',
      keywords: [['oxbow'], ['neck'], ['flood', 'deposition', 'seal']],
    },
  ],
};

export const blind2Armada: Passage = {
  id: 'blind2-history-spanish-armada',
  subject: 'History',
  topic: 'Elizabethan England: the Spanish Armada, 1588',
  qualification: 'GCSE',
  text: `Elizabethan England - The Spanish Armada, 1588

Causes - why did Philip II send the Armada?
• Religion: Philip II of Spain was a devout Catholic; Elizabeth I was Protestant and the Pope had excommunicated her in 1570. → invasion = a holy crusade.
• Privateers: English sailors e.g. Sir Francis Drake attacked Spanish treasure ships and stole silver from the New World. Elizabeth secretly backed them.
• The Netherlands: by the Treaty of Nonsuch (1585) Elizabeth sent an army under the Earl of Leicester to help the Dutch Protestant rebels fight Spain.
• Mary, Queen of Scots was executed in February 1587 → Philip lost hope of a Catholic queen taking the English throne peacefully.
• Drake's raid on Cadiz (April 1587), "singeing the King of Spain's beard", destroyed about 30 ships and supplies, which delayed the Armada by a year.

The plan: about 130 ships, led by the Duke of Medina Sidonia, would sail up the Channel, meet the Duke of Parma's army in the Spanish Netherlands and escort it across to invade England.

Timeline 1588
May - Armada leaves Lisbon; storms force it into Corunna for repairs.
19 July - sighted off the Lizard, Cornwall; warning beacons lit.
21-25 July - skirmishes off Plymouth, Portland and the Isle of Wight; the Spanish crescent formation holds.
27 July - Armada anchors off Calais, but Parma's army isn't ready.
28 July (night) - the English send in eight fireships → the Spanish cut their anchor cables and scatter in panic.
29 July - Battle of Gravelines: faster English ships with long-range guns attack the broken formation; several Spanish ships are sunk or run aground.
August - a "Protestant wind" blows the Armada into the North Sea, so it has to sail home round Scotland and Ireland, where storms wreck many ships.
9 August - Elizabeth's speech to the troops at Tilbury: "I have the body of a weak and feeble woman; but I have the heart and stomach of a king".

Consequences
Only about half the Armada got back to Spain and thousands of Spanish sailors and soldiers died, while the English fleet, led by Lord Howard of Effingham, did not lose a single ship in battle. The victory was a propaganda success for Elizabeth: it was seen as proof that God was on the side of Protestant England, and it was celebrated in the Armada Portrait and on medals. Protestantism was made more secure and the reputation of the English navy grew. However, the war with Spain was not over - Philip sent more armadas in 1596 and 1597, and peace only came in 1604.`,
  keyFacts: [
    {
      fact: 'Religion: Catholic Philip II against Protestant Elizabeth, who was excommunicated in 1570',
      keywords: [
        ['catholic', 'religion'],
        ['protestant', 'excommunicat'],
      ],
    },
    {
      fact: 'English privateers such as Drake attacked Spanish treasure ships',
      keywords: [
        ['privateer', 'drake'],
        ['treasure', 'silver'],
      ],
    },
    {
      fact: 'The execution of Mary, Queen of Scots in 1587',
      keywords: [['mary'], ['execut']],
    },
    {
      fact: "Drake's raid on Cadiz in 1587 delayed the Armada by a year",
      keywords: [['cadiz'], ['delay', 'singe']],
    },
    {
      fact: "The plan was to meet the Duke of Parma's army in the Netherlands and invade England",
      keywords: [['parma']],
    },
    {
      fact: 'English fireships at Calais scattered the Spanish fleet',
      keywords: [['fireship', 'fire ship']],
    },
    {
      fact: 'The Battle of Gravelines on 29 July 1588',
      keywords: [['gravelines']],
    },
    {
      fact: "A 'Protestant wind' and storms wrecked ships as the Armada sailed round Scotland and Ireland",
      keywords: [
        ['protestant wind', 'storm'],
        ['scotland', 'ireland'],
      ],
    },
    {
      fact: "Elizabeth's speech at Tilbury: 'the heart and stomach of a king'",
      keywords: [['tilbury', 'heart and stomach']],
    },
    {
      fact: 'The victory was a propaganda success that made Protestantism more secure, though the war continued until 1604',
      keywords: [['propaganda', 'armada portrait', 'reputation', 'protestantism', '1604']],
    },
  ],
};

export const blind2Photosynthesis: Passage = {
  id: 'blind2-biology-photosynthesis',
  subject: 'Biology',
  topic: 'Photosynthesis: light-dependent and light-independent reactions',
  qualification: 'A-level',
  text: `PHOTOSYNTHESIS - LDR & LIR (A-level Bio, energy transfers)

Overall: 6CO2 + 6H2O → C6H12O6 + 6O2. Happens in chloroplasts in 2 stages: light-dependent reaction (LDR) + light-independent reaction (LIR, aka Calvin cycle).

Chloroplast structure
- Thylakoids (stacked into grana) → site of LDR. Thylakoid membranes hold chlorophyll in photosystems (PSI + PSII) and ATP synthase; large SA for absorbing light.
- Stroma (fluid) → site of LIR. Contains enzymes incl. rubisco, starch grains, loop of DNA, 70S ribosomes.

LDR (thylakoid membranes)
Photoionisation: light energy excites electrons in chlorophyll (PSII) → e- raised to a higher energy level and lost → chlorophyll becomes positively charged.
- Excited e- passed along the electron transfer chain (a series of carriers, redox reactions) → lose energy at each step.
- This energy is used to pump H+ from the stroma into the thylakoid space → proton gradient.
- Chemiosmosis: H+ diffuse back into the stroma through ATP synthase → ADP + Pi → ATP (= photophosphorylation).
- Photolysis of water: 2H2O → 4H+ + 4e- + O2. The e- replace those lost from chlorophyll; O2 = by-product (diffuses out or used in respiration).
- At PSI e- are re-excited and, with H+, reduce NADP → reduced NADP (NADPH).
Products passed to the LIR: ATP + reduced NADP.

LIR = Calvin cycle (stroma)
1. CO2 diffuses into the stroma and combines with RuBP (5C), catalysed by rubisco.
2. This gives an unstable 6C compound that splits into 2 × GP (glycerate 3-phosphate, 3C).
3. GP reduced to TP (triose phosphate, 3C) using reduced NADP + energy from ATP hydrolysis.
4. Some TP → glucose (2 TP make 1 hexose) → other organic substances e.g. starch, cellulose, amino acids, lipids.
5. Most TP (5 in every 6) used to regenerate RuBP - this also uses ATP.
→ cycle must turn 6 times to make 1 glucose b/c only 1 C is fixed per turn.
Mnemonic "Rubisco Grabs Carbon": RuBP + CO2 → GP → TP → back to RuBP.

Limiting factors: light intensity (less ATP + reduced NADP from LDR), CO2 concentration, temperature (enzymes, esp. rubisco).
- CO2 falls → RuBP builds up, GP falls.
- Light falls → GP builds up, TP and RuBP fall (no ATP/reduced NADP to reduce GP).`,
  keyFacts: [
    {
      fact: 'The LDR happens on the thylakoid membranes and the LIR in the stroma',
      keywords: [['thylakoid'], ['stroma']],
    },
    {
      fact: 'Photoionisation: light excites electrons in chlorophyll, which are lost',
      keywords: [['photoionisation', 'excite'], ['chlorophyll']],
    },
    {
      fact: 'Electrons pass along an electron transfer chain, releasing energy to pump protons into the thylakoid space',
      keywords: [
        ['electron transfer chain', 'carrier'],
        ['proton', 'pump'],
      ],
    },
    {
      fact: 'Chemiosmosis: protons diffuse through ATP synthase to make ATP (photophosphorylation)',
      keywords: [['atp synthase', 'chemiosmosis', 'photophosphorylation']],
    },
    {
      fact: 'Photolysis of water releases protons, electrons and oxygen',
      keywords: [['photolysis'], ['water', 'h2o', 'o2', 'oxygen']],
    },
    {
      fact: 'NADP is reduced to form reduced NADP',
      keywords: [['reduced nadp', 'nadph']],
    },
    {
      fact: 'In the Calvin cycle CO2 combines with RuBP, catalysed by rubisco',
      keywords: [['rubp'], ['rubisco']],
    },
    {
      fact: 'GP is reduced to TP using reduced NADP and ATP',
      keywords: [
        ['gp', 'glycerate'],
        ['tp', 'triose'],
      ],
    },
    {
      fact: 'Most TP is used to regenerate RuBP; some is made into glucose',
      keywords: [['regenerat'], ['rubp']],
    },
    {
      fact: 'Limiting factors: light intensity, CO2 concentration and temperature',
      keywords: [['limiting'], ['light intensity', 'temperature', 'co2 concentration']],
    },
  ],
};

export const blind2ChristmasCarol: Passage = {
  id: 'blind2-englit-christmas-carol-scrooge',
  subject: 'English Literature',
  topic: "A Christmas Carol: Scrooge's transformation",
  qualification: 'GCSE',
  text: `A Christmas Carol - Scrooge's transformation (19th-century novel)

Big idea: Dickens uses Scrooge to show his middle-class readers that anyone can change. The novella (1843) is a moral allegory about social responsibility, told in five "staves" like the verses of a carol.

Context
- Thomas Malthus: argued population would grow faster than the food supply, so the poor were a "surplus" → Scrooge echoes this.
- Poor Law Amendment Act 1834: the poor had to enter workhouses to get help, and conditions were deliberately harsh.
- Dickens worked in a blacking factory aged 12 while his father was in a debtors' prison → sympathy for the poor.

Stave 1 - the miser
"Hard and sharp as flint" / "solitary as an oyster" → similes show he is cold, isolated and closed off.
"Are there no prisons? ... And the Union workhouses?" → he thinks the Poor Law does enough.
"If they would rather die, they had better do it, and decrease the surplus population." → a Malthusian view, made to sound cruel so the reader rejects it.

Stave 2 - Ghost of Christmas Past
Sees himself as "a solitary child, neglected by his friends" and weeps → first sign of sympathy. Fezziwig's party shows a generous employer, which makes Scrooge think about how he treats Bob Cratchit. Belle leaves him b/c "Another idol has displaced me" - money.

Stave 3 - Ghost of Christmas Present
"Spirit, tell me if Tiny Tim will live." → his first real concern for someone else. The ghost throws his own words back ("decrease the surplus population") and Scrooge is "overcome with penitence and grief". Ignorance and Want: "This boy is Ignorance. This girl is Want." → a warning to society.

Stave 4 - Ghost of Christmas Yet to Come
Sees his own neglected grave and begs: "I am not the man I was." Vows: "I will honour Christmas in my heart, and try to keep it all the year."

Stave 5 - the changed man
"I am as light as a feather, I am as happy as an angel, I am as merry as a school-boy." → repeated similes, childlike joy; a contrast with the flint of Stave 1. He raises Bob's salary and becomes "a second father" to Tiny Tim.

Analysis
The change is gradual, not sudden: each ghost breaks down a bit more of his isolation. Scrooge's redemption carries Dickens' message that it is never too late to change, and that the rich have a duty to help the poor.`,
  keyFacts: [
    {
      fact: "Stave 1 similes 'hard and sharp as flint' and 'solitary as an oyster' present Scrooge as cold and isolated",
      keywords: [['flint', 'oyster']],
    },
    {
      fact: "Scrooge's 'decrease the surplus population' echoes Malthus",
      keywords: [['surplus population'], ['malthus']],
    },
    {
      fact: "The 1834 Poor Law and workhouses: 'Are there no prisons?'",
      keywords: [['poor law', 'workhouse']],
    },
    {
      fact: 'Stave 2: seeing himself as a neglected, solitary child makes Scrooge weep, the first sign of change',
      keywords: [
        ['solitary child', 'neglected'],
        ['weep', 'sympathy'],
      ],
    },
    {
      fact: "Stave 3: 'tell me if Tiny Tim will live' shows his growing concern",
      keywords: [['tiny tim'], ['will live', 'concern']],
    },
    {
      fact: 'Ignorance and Want are a warning to society',
      keywords: [['ignorance'], ['want']],
    },
    {
      fact: "Stave 4: 'I am not the man I was' and his vow to honour Christmas",
      keywords: [['not the man i was', 'honour christmas']],
    },
    {
      fact: "Stave 5: 'as light as a feather... as merry as a school-boy' shows childlike joy",
      keywords: [['feather', 'school-boy', 'merry']],
    },
    {
      fact: "He raises Bob's salary and becomes a second father to Tiny Tim",
      keywords: [['second father', 'salary']],
    },
    {
      fact: "Scrooge's redemption shows Dickens' message of social responsibility: it is never too late to change",
      keywords: [['redemption', 'social responsibility', 'never too late']],
    },
  ],
};

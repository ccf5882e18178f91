import type { Passage } from '../types.js';

/*
 * Blind round 6 (b): written without reading the summariser or the bench harness, to report only.
 */

export const blind6BiologyNervousSystem: Passage = {
  id: 'blind6-biology-nervous-system',
  subject: 'Biology',
  topic: 'The nervous system and synapses',
  qualification: 'A-level',
  text: `The Nervous System and Synapses

Neurones and the resting potential
The nervous system lets organisms respond quickly to changes in their environment. A motor neurone has a cell body, dendrites that receive impulses and a long axon that carries impulses away from the cell body to an effector such as a muscle. Sensory neurones carry impulses from receptors to the central nervous system, and relay neurones link the two.

When a neurone is not transmitting an impulse, the inside of the axon is negative compared with the outside. This resting potential is about -70 mV. It is maintained by the sodium-potassium pump, which uses ATP to actively transport three sodium ions out of the axon for every two potassium ions it brings in. The membrane is also more permeable to potassium ions, so some K+ diffuses back out, making the inside even more negative.

The action potential
A stimulus causes voltage-gated sodium channels to open and Na+ ions diffuse into the axon. If the threshold of about -55 mV is reached, more channels open and the membrane depolarises to around +40 mV. The sodium channels then close and voltage-gated potassium channels open, so K+ ions diffuse out and the membrane repolarises. Too many ions leave, causing a brief hyperpolarisation before the pump restores the resting potential. The response is all-or-nothing: a bigger stimulus produces more frequent impulses, not bigger ones.

During the refractory period the sodium channels cannot be opened again. This means impulses travel in one direction only and are discrete.

Many axons are wrapped in a myelin sheath made by Schwann cells, which acts as an electrical insulator. Depolarisation only happens at the gaps between Schwann cells, called nodes of Ranvier, so the impulse jumps from node to node. This is saltatory conduction and it is much faster than conduction along a non-myelinated axon. Axon diameter and temperature also affect speed, but rarely carry many marks.

Synaptic transmission
A synapse is the junction between two neurones. At a cholinergic synapse the neurotransmitter is acetylcholine (ACh).
- An action potential arrives at the presynaptic knob and calcium ion channels open, so Ca2+ diffuses in.
- Vesicles containing ACh fuse with the presynaptic membrane and release it into the synaptic cleft by exocytosis.
- ACh diffuses across the cleft and binds to receptors on the postsynaptic membrane, opening sodium channels.
- If enough Na+ enters to reach threshold, a new action potential is generated.
- Acetylcholinesterase breaks ACh down into choline and ethanoic acid, which are recycled into the presynaptic knob.

Exam tip: transmission across a synapse is unidirectional because receptors are only on the postsynaptic membrane. Always say ions "diffuse" through channels rather than just "move".`,
  keyFacts: [
    {
      fact: 'The resting potential of an axon is about -70 mV (inside negative relative to outside)',
      keywords: [['resting potential'], ['-70 mv', '70 mv']],
    },
    {
      fact: 'The sodium-potassium pump actively transports three sodium ions out for every two potassium ions in, using ATP',
      keywords: [['sodium-potassium pump'], ['three sodium'], ['two potassium']],
    },
    {
      fact: 'Depolarisation: voltage-gated sodium channels open and Na+ ions diffuse into the axon',
      keywords: [['sodium channels'], ['depolarises', 'depolarisation']],
    },
    {
      fact: 'Repolarisation: sodium channels close and voltage-gated potassium channels open so K+ diffuses out',
      keywords: [['potassium channels'], ['repolarises']],
    },
    {
      fact: 'An action potential is all-or-nothing and only fires if the threshold (about -55 mV) is reached',
      keywords: [['all-or-nothing'], ['threshold']],
    },
    {
      fact: 'The refractory period makes impulses travel in one direction only and be discrete',
      keywords: [['refractory period'], ['one direction', 'discrete']],
    },
    {
      fact: 'Myelination by Schwann cells allows saltatory conduction between nodes of Ranvier, which is faster',
      keywords: [['saltatory conduction'], ['nodes of ranvier', 'schwann cells']],
    },
    {
      fact: 'Calcium ions enter the presynaptic knob, causing vesicles to fuse with the membrane and release ACh by exocytosis',
      keywords: [['calcium', 'ca2+'], ['vesicles'], ['exocytosis', 'fuse']],
    },
    {
      fact: 'Acetylcholine diffuses across the cleft and binds to receptors on the postsynaptic membrane, opening sodium channels',
      keywords: [['acetylcholine', 'ach'], ['receptors'], ['postsynaptic membrane']],
    },
    {
      fact: 'Acetylcholinesterase breaks down ACh into choline and ethanoic acid, which are recycled',
      keywords: [['acetylcholinesterase'], ['recycled', 'choline']],
    },
  ],
};

export const blind6GeographyLondon: Passage = {
  id: 'blind6-geography-uk-population-london',
  subject: 'Geography',
  topic: 'UK population and urban change',
  qualification: 'GCSE',
  text: `UK Population and Urban Change: London Case Study

The UK's population
The UK has a population of about 67 million, but it is unevenly distributed. Most people live in lowland areas and large cities, especially in the South East, while upland areas such as the Scottish Highlands are sparsely populated. Over 80% of people in England live in urban areas.

London's growth and migration
London is the UK's capital and largest city, with about 8.8 million people in the 2021 Census. Its population peaked at 8.6 million in 1939, then fell to under 7 million by the 1980s as people moved out to new towns and the suburbs (counter-urbanisation). It has since grown again through national and international migration and natural increase. Many migrants are young adults, so the birth rate is relatively high and London's population is more youthful than the rest of the UK.

About 40% of London's residents were born outside the UK, and over 300 languages are spoken in the city. After the EU expanded in 2004, many people arrived from Eastern European countries such as Poland. Migrants fill important jobs, for example in the NHS and construction, and have made London multicultural, as seen in the Notting Hill Carnival.

Opportunities and challenges
London is a world city with jobs in finance, media and tourism, and transport links are improving, for example the Elizabeth line opened in 2022. However, there is a housing shortage and house prices are very high, so many key workers cannot afford to live near their jobs. There is also serious inequality: Tower Hamlets contains the wealth of Canary Wharf but also some of the highest child poverty rates in the country. Traffic congestion and air pollution are problems too, which is why the Congestion Charge was introduced in 2003 and the ULEZ in 2019. Planners prefer to build on brownfield sites to limit urban sprawl into the green belt.

Regeneration: Docklands and Stratford
The London Docklands declined in the 1960s and 1970s because containerisation meant bigger ships used deep-water ports such as Tilbury, so the docks closed and unemployment rose. The London Docklands Development Corporation (LDDC), set up in 1981, regenerated the area: Canary Wharf became a financial centre and the Docklands Light Railway opened in 1987. Critics argue that many local people did not benefit because the new jobs needed skills they did not have.

The 2012 Olympic Games were used to regenerate Stratford in East London. The Olympic Park was built on brownfield land and the athletes' village became about 2,800 homes, now called East Village.

Exam tip: in 9-mark questions, use specific place names and figures, and finish with a judgement on how successful regeneration has been.`,
  keyFacts: [
    {
      fact: 'The UK population is about 67 million and is unevenly distributed, densest in the South East',
      keywords: [['67 million'], ['unevenly', 'south east']],
    },
    {
      fact: 'London had about 8.8 million people in the 2021 Census',
      keywords: [['8.8 million'], ['2021']],
    },
    {
      fact: 'London’s population fell to under 7 million by the 1980s due to counter-urbanisation to new towns and suburbs',
      keywords: [['counter-urbanisation'], ['new towns', 'suburbs']],
    },
    {
      fact: 'London has grown again because of national and international migration and natural increase',
      keywords: [['migration'], ['natural increase']],
    },
    {
      fact: 'Many migrants are young adults, giving a high birth rate and a youthful population',
      keywords: [['young adults'], ['birth rate', 'youthful']],
    },
    {
      fact: 'About 40% of Londoners were born outside the UK and over 300 languages are spoken',
      keywords: [['born outside the uk'], ['300 languages', '40%']],
    },
    {
      fact: 'EU expansion in 2004 brought many migrants from Eastern Europe, e.g. Poland',
      keywords: [['2004'], ['poland', 'eastern european']],
    },
    {
      fact: 'Challenges include a housing shortage with high house prices and inequality (e.g. Tower Hamlets)',
      keywords: [
        ['housing shortage', 'house prices'],
        ['inequality', 'tower hamlets'],
      ],
    },
    {
      fact: 'The Docklands declined due to containerisation and was regenerated by the LDDC from 1981 (Canary Wharf)',
      keywords: [['docklands'], ['containerisation'], ['lddc', 'canary wharf']],
    },
    {
      fact: 'The 2012 Olympic Games regenerated Stratford on brownfield land',
      keywords: [['2012'], ['stratford'], ['olympic']],
    },
  ],
};

export const blind6PsychologyResearchMethods: Passage = {
  id: 'blind6-psychology-research-methods',
  subject: 'Psychology',
  topic: 'Research methods',
  qualification: 'A-level',
  text: `Research Methods: Experiments, Sampling, Validity and Ethics

Types of experiment
An experiment tests the effect of an independent variable (IV) on a dependent variable (DV), with extraneous variables controlled so cause and effect can be established.

Laboratory experiments take place in a controlled environment where the researcher manipulates the IV, such as Loftus and Palmer's study of leading questions. They have high control, so they are easy to replicate, but the tasks are often artificial and have low ecological validity. Field experiments manipulate the IV in a natural, everyday setting, so behaviour is more realistic, but there is less control over extraneous variables. In a natural experiment the IV changes naturally and the researcher simply records the effect, for example Rutter's study of Romanian orphans. A quasi-experiment has an IV based on an existing difference between people, such as age or gender, so participants cannot be randomly allocated to conditions.

Sampling methods
A sample is drawn from the target population, the group being studied. Random sampling gives everyone an equal chance of being selected, for example using a random number generator; it avoids researcher bias but can still be unrepresentative. Opportunity sampling uses whoever is available at the time, so it is quick and convenient but likely to be biased. Volunteer sampling (self-selected) involves people responding to an advert, which can lead to volunteer bias. Systematic sampling picks every nth person from a list. Stratified sampling selects participants in proportion to subgroups in the population, making it the most representative method, though time-consuming.

Validity and reliability
Validity: whether a study measures what it intends to measure. Internal validity can be threatened by demand characteristics and investigator effects. External validity is about generalising, and includes ecological validity (to other settings), population validity (to other people) and temporal validity (to other time periods).
Reliability: how consistent a measurement is. Test-retest reliability involves giving the same test to the same people on two occasions, while inter-observer reliability checks that two observers agree. A correlation of +0.8 or above is usually taken to show good reliability.

Ethics
The British Psychological Society (BPS) Code of Ethics guides how participants are treated. Key issues are informed consent, deception, protection from harm, confidentiality and the right to withdraw. Where deception is necessary, participants should be debriefed afterwards. If full consent would spoil the study, presumptive consent or prior general consent can be used instead. Ethics committees weigh up costs and benefits before research is approved.

Exam tip: when a question says "in the context of this study", link every point to the scenario or your marks will be capped. Some textbooks also discuss covert observation here, but that belongs under observational techniques.`,
  keyFacts: [
    {
      fact: 'Laboratory experiments manipulate the IV in a controlled environment, giving high control and easy replication but low ecological validity',
      keywords: [['laboratory experiments'], ['controlled environment'], ['replicate', 'ecological validity']],
    },
    {
      fact: 'Field experiments manipulate the IV in a natural, everyday setting with less control over extraneous variables',
      keywords: [['field experiments'], ['everyday setting']],
    },
    {
      fact: 'In a natural experiment the IV changes naturally; a quasi-experiment uses an existing difference between people',
      keywords: [
        ['natural experiment', 'quasi-experiment'],
        ['changes naturally', 'existing difference'],
      ],
    },
    {
      fact: 'Random sampling gives everyone in the target population an equal chance of being selected',
      keywords: [['random sampling'], ['equal chance']],
    },
    {
      fact: 'Opportunity sampling uses whoever is available; it is quick but likely to be biased',
      keywords: [['opportunity sampling'], ['available']],
    },
    {
      fact: 'Volunteer (self-selected) sampling uses people who respond to an advert and leads to volunteer bias',
      keywords: [
        ['volunteer sampling', 'self-selected'],
        ['volunteer bias', 'advert'],
      ],
    },
    {
      fact: 'Stratified sampling selects participants in proportion to subgroups, making it the most representative',
      keywords: [['stratified sampling'], ['proportion', 'representative']],
    },
    {
      fact: 'Validity is whether a study measures what it intends to measure; ecological validity is generalising to other settings',
      keywords: [['validity'], ['measures what it intends'], ['ecological validity']],
    },
    {
      fact: 'Reliability is consistency, assessed by test-retest or inter-observer reliability (correlation of +0.8 or above)',
      keywords: [['reliability'], ['consistent'], ['test-retest', 'inter-observer']],
    },
    {
      fact: 'The BPS Code of Ethics covers informed consent, deception, protection from harm, confidentiality and the right to withdraw',
      keywords: [
        ['bps', 'british psychological society'],
        ['informed consent'],
        ['protection from harm', 'right to withdraw'],
      ],
    },
  ],
};

export const blind6EnglishPaper1Techniques: Passage = {
  id: 'blind6-english-language-paper1-techniques',
  subject: 'English Language',
  topic: 'Language and structure techniques',
  qualification: 'GCSE',
  text: `English Language Paper 1: Language and Structure Techniques

About the paper
AQA English Language Paper 1 is called "Explorations in Creative Reading and Writing" and lasts 1 hour 45 minutes. The source is an extract from a 20th- or 21st-century novel or short story. Question 2 asks about language (8 marks) and Question 3 asks about structure (8 marks), so it is important to know the difference between the two.

Language techniques
A metaphor describes something as if it were something else, for example "The classroom was a zoo." This suggests the pupils were wild and out of control. A simile makes the comparison using "like" or "as" instead. Personification gives human qualities to an object or idea, as in "The wind screamed through the empty streets", which makes the weather seem violent and threatening. Sibilance is the repetition of "s" sounds, for example "the sea hissed softly over the stones"; depending on context it can create a calm, soothing tone or a sinister, snake-like one.

Pathetic fallacy is when the weather or setting reflects a character's mood or the atmosphere of a scene. In Frankenstein, Mary Shelley sets the creature's creation on "a dreary night of November" with the rain pattering "dismally" against the window, which builds a gloomy, ominous mood. Writers also use semantic fields, such as a semantic field of war, to build up imagery across a paragraph.

Structural techniques
Structure is about how the text is organised and how the writer guides the reader's attention. Foreshadowing hints at future events, such as a character noticing "a thin crack running along the ceiling" early on, which prepares the reader for danger later. A cyclical structure ends where it began, for example opening and closing with the same image of an empty train platform; this can suggest that nothing has changed or that a character is trapped. Other features include shifts in focus from a wide view of the setting to a single detail (like a camera zooming in), flashbacks, and one-sentence paragraphs for impact.

Exam technique
Use a "what, how, why" approach: identify the technique, embed a short quotation, then explain the effect on the reader. Analysing single words, such as the verb "screamed", earns more marks than simply naming techniques, which examiners call feature spotting. Do not write about structure in Question 2, because only language is rewarded there. Some students like to colour-code their annotations in the reading time, although this is not essential.`,
  keyFacts: [
    {
      fact: 'Paper 1 Question 2 tests language and Question 3 tests structure (8 marks each)',
      keywords: [['question 2'], ['question 3'], ['structure']],
    },
    {
      fact: 'A metaphor describes something as if it were something else',
      keywords: [['metaphor'], ['as if it were']],
    },
    {
      fact: 'Personification gives human qualities to an object or idea',
      keywords: [['personification'], ['human qualities']],
    },
    {
      fact: 'Sibilance is the repetition of s sounds, creating a soothing or sinister tone',
      keywords: [['sibilance'], ['repetition']],
    },
    {
      fact: 'Pathetic fallacy is when the weather or setting reflects a character’s mood or the atmosphere',
      keywords: [['pathetic fallacy'], ['weather'], ['mood']],
    },
    {
      fact: 'Foreshadowing hints at future events',
      keywords: [['foreshadowing'], ['future events']],
    },
    {
      fact: 'A cyclical structure ends where it began, suggesting nothing has changed or a character is trapped',
      keywords: [['cyclical structure'], ['ends where it began']],
    },
    {
      fact: 'Shifts in focus, like a camera zooming in, are a structural feature',
      keywords: [['shifts in focus'], ['camera', 'zooming']],
    },
    {
      fact: 'Use what, how, why: identify the technique, embed a short quotation and explain the effect on the reader',
      keywords: [['embed'], ['effect on the reader']],
    },
    {
      fact: 'Analysing single words earns more marks than feature spotting',
      keywords: [['feature spotting'], ['single words']],
    },
  ],
};

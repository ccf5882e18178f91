/**
 * Our own revision notes (UK GCSE and A-level), written for the OCR development set. Plain ASCII
 * except where a page is about symbols, so errors measure reading, not font coverage.
 */

export const PHOTOSYNTHESIS = {
  heading: 'Photosynthesis and Respiration',
  paragraphs: [
    'Photosynthesis takes place in the chloroplasts of plant cells. Light energy is absorbed by chlorophyll and used to convert carbon dioxide and water into glucose and oxygen. The reaction is endothermic, because energy is taken in from the surroundings.',
    'The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature. Whichever factor is in shortest supply is the limiting factor, and increasing the others will not speed the reaction up.',
    'Aerobic respiration releases energy from glucose using oxygen, producing carbon dioxide and water. It happens continuously in the mitochondria of both plant and animal cells, and the energy released is used for movement, keeping warm and building larger molecules.',
  ],
};

export const COLD_WAR = {
  heading: 'The Origins of the Cold War, 1945 to 1949',
  paragraphs: [
    'At the end of the Second World War the United States and the Soviet Union were the only two superpowers left. Their wartime alliance had been one of convenience, and the conferences at Yalta and Potsdam showed how far apart their aims for post-war Europe really were.',
    'Stalin wanted a buffer zone of friendly states in Eastern Europe to protect the Soviet Union from another invasion from the west. Between 1945 and 1948 communist governments took power in Poland, Hungary, Romania, Bulgaria and Czechoslovakia, often through rigged elections.',
    'Churchill warned in 1946 that an iron curtain had descended across the continent. In 1947 President Truman promised to support free peoples resisting subjugation, and the Marshall Plan offered billions of dollars of aid to rebuild the economies of Western Europe.',
    'Stalin saw the Marshall Plan as dollar imperialism and refused to let the Eastern European states accept it. Instead he set up Cominform to coordinate the communist parties and Comecon to organise trade within the Soviet bloc.',
    'In June 1948 Stalin blockaded West Berlin, cutting road, rail and canal links. The Western Allies responded with an airlift that flew in food and fuel for almost a year, until the blockade was lifted in May 1949 and NATO had been formed.',
  ],
};

export const RIVERS = {
  heading: 'River Landforms',
  paragraphs: [
    'In the upper course a river has steep gradients and cuts down vertically, forming interlocking spurs and narrow V-shaped valleys. Waterfalls form where a band of hard rock lies over softer rock that is eroded more quickly.',
    'The softer rock is undercut, leaving an overhang of hard rock that eventually collapses into the plunge pool below. Over time the waterfall retreats upstream, leaving a steep-sided gorge behind it.',
    'In the middle course lateral erosion becomes more important. Water flows fastest on the outside of a bend, eroding a river cliff, while slower water on the inside deposits sediment as a slip-off slope.',
    'In the lower course the river flows across a wide, flat floodplain. Meanders may be cut off during a flood to leave an oxbow lake, and repeated flooding builds up natural embankments called levees along the banks.',
    'Where the river meets the sea its speed falls and it deposits its load. If the tides and currents cannot remove the sediment quickly enough, a delta forms, as at the mouths of the Nile and the Mississippi.',
    'Hard engineering such as dams and embankments protects towns from floods but is expensive, while soft engineering such as planting trees and zoning land works with natural processes.',
  ],
};

export const MACBETH = {
  heading: 'Macbeth: Key Themes',
  paragraphs: [
    'Ambition drives the tragedy. Macbeth admits that he has only vaulting ambition to spur him on, and once he has killed Duncan each new crime seems easier than the last.',
    "Lady Macbeth calls on spirits to unsex her and questions her husband's manhood to push him to murder. By the final act her guilt has broken her, and she walks in her sleep trying to wash imaginary blood from her hands.",
    'The witches speak in riddles and equivocation. Their prophecies are true in a way Macbeth does not expect: Birnam Wood does come to Dunsinane, and Macduff was not of woman born.',
    'Shakespeare wrote the play for King James I, who believed in witchcraft and traced his descent from Banquo. The horror of regicide reflected fears after the Gunpowder Plot of 1605.',
    "Sleep, blood and darkness recur as images of guilt. Macbeth hears a voice cry sleep no more, and he sees that all great Neptune's ocean could not wash the blood clean from his hand.",
  ],
};

export const ECONOMICS = {
  heading: 'Market Failure',
  paragraphs: [
    'A market fails when the free market allocates resources inefficiently. Negative externalities such as pollution are costs imposed on third parties that are not reflected in the market price, so the good is overproduced.',
    'Merit goods such as education and healthcare are underconsumed because people underestimate their private benefits. Governments may provide them free at the point of use or subsidise them.',
    'Public goods are non-excludable and non-rivalrous. Because people can enjoy street lighting or national defence without paying, the free rider problem means the market may not provide them at all.',
    'Governments can correct market failure with indirect taxes, subsidies, regulation or tradable pollution permits, but intervention can itself fail when information is poor or policies have unintended consequences.',
  ],
};

export const LIST_PAGE = {
  heading: 'Chemistry Revision Checklist',
  intro: 'Tick each topic once you can explain it without your notes.',
  bullets: [
    'Atomic structure and the periodic table',
    'Ionic, covalent and metallic bonding',
    'Quantitative chemistry and the mole',
    'Electrolysis of molten and aqueous compounds',
    'Rates of reaction and collision theory',
  ],
  numberedHeading: 'Required practicals',
  numbered: [
    'Make a pure dry sample of a soluble salt.',
    'Investigate the electrolysis of aqueous solutions.',
    'Measure the temperature change of a reaction.',
    'Find how concentration affects the rate of reaction.',
    'Use chromatography to separate coloured inks.',
  ],
};

export const TABLE_PAGE = {
  heading: 'Properties of Group 1 Metals',
  intro: 'Reactivity increases down the group as the outer electron is further from the nucleus.',
  header: ['Metal', 'Symbol', 'Melting point', 'Reaction with water'],
  rows: [
    ['Lithium', 'Li', '181 C', 'Fizzes steadily'],
    ['Sodium', 'Na', '98 C', 'Fizzes rapidly'],
    ['Potassium', 'K', '63 C', 'Lilac flame'],
    ['Rubidium', 'Rb', '39 C', 'Reacts violently'],
    ['Caesium', 'Cs', '28 C', 'Explodes on contact'],
  ],
};

export const TABLE_PAGE_2 = {
  heading: 'Causes of the First World War',
  intro: 'Summary of the long-term causes and the evidence for each.',
  header: ['Cause', 'Example', 'Year'],
  rows: [
    ['Militarism', 'Naval race with Britain', '1906'],
    ['Alliances', 'Triple Entente formed', '1907'],
    ['Imperialism', 'Moroccan crisis', '1905'],
    ['Nationalism', 'Bosnian crisis', '1908'],
    ['Assassination', 'Franz Ferdinand shot', '1914'],
  ],
};

export const SCIENCE_PAGE = {
  heading: 'Equations to Learn',
  lines: [
    'Quadratic formula: x = (−b ± √(b² − 4ac)) / 2a',
    'Area of a circle: A = πr² and circumference C = 2πr',
    'Kinetic energy: Eₖ = ½mv²',
    'Density: ρ = m / V',
    'Change in energy: ΔE = mcΔθ',
    'Photosynthesis: 6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂',
    'Neutralisation: H⁺ + OH⁻ → H₂O',
    'Sine rule: a / sin A = b / sin B, for 0° ≤ A ≤ 180°',
  ],
};

export const NOTEBOOK_PAGE = {
  heading: 'Inheritance and Genetics',
  lines: [
    'Genes are short sections of DNA that code for a protein.',
    'Alleles are different versions of the same gene.',
    'A dominant allele is expressed even if only one copy is present.',
    'A recessive allele is only expressed with two copies.',
    'Homozygous means two identical alleles for a gene.',
    'Heterozygous means two different alleles for a gene.',
    'Cystic fibrosis is caused by a recessive allele.',
    'Polydactyly is caused by a dominant allele.',
    'Punnett squares show the probability of each outcome.',
    'Sex is decided by the X and Y chromosomes.',
  ],
  /** Indexes of lines a highlighter crosses. */
  highlighted: [1, 3, 6],
};

export const SMALL_PRINT = {
  heading: 'Exam Technique: Extended Answers',
  paragraphs: [
    'Read the command word first. Describe asks what happens, explain asks why it happens, and evaluate asks you to weigh up evidence and reach a judgement that you support with reasons.',
    'Plan for a minute before writing a six mark answer. Link each point to the question, use precise subject vocabulary, and give a specific example or piece of data wherever you can.',
    'Leave time at the end to check units, significant figures and spelling of key terms. Examiners credit correct science even when the English is imperfect, but a clear answer is easier to mark.',
  ],
  footnotes: [
    '1. Mark schemes reward the quality of extended response as a whole, not the number of points made.',
    '2. Past papers and examiner reports are published by each exam board after the results are released.',
  ],
};

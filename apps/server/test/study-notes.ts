/**
 * Realistic UK GCSE / A-Level notes as students photograph them: headings, bullets, "term: meaning"
 * lines, wrapped lines and some OCR noise. Shared by the summariser and card generator tests and the
 * summarise benchmark.
 */
export interface StudyNote {
  name: string;
  subject: string;
  topic: string;
  qualification: string;
  text: string;
  /** Facts a good summary of these notes must keep (each must match some summary point). */
  keyFacts: RegExp[];
}

export const biologyPhotosynthesis: StudyNote = {
  name: 'biology-photosynthesis',
  subject: 'Biology',
  topic: 'Photosynthesis',
  qualification: 'GCSE',
  text: `PHOTOSYNTHESIS

Photosynthesis is the process by which green plants and algae use light energy to make glucose from carbon
dioxide and water. It takes place in the chloroplasts, which contain the green pigment chlorophyll.
Chlorophyll absorbs light energy, mostly red and blue light. Oxygen is released as a by-product.

Word equation: carbon dioxide + water → glucose + oxygen
Photosynthesis is an endothermic reaction because energy is transferred from the environment to the
chloroplasts by light.

Limiting factors
• Light intensity - more light increases the rate until another factor becomes limiting.
• Carbon dioxide concentration - the rate rises as CO2 increases, up to a point.
• Temperature - enzymes control photosynthesis, so the rate falls above about 45 °C when the enzymes denature.
A limiting factor is the factor that is in shortest supply and stops the rate of photosyn-
thesis from increasing any further.

Uses of glucose
Plants use the glucose for respiration, to make cellulose for cell walls, to make amino acids for protein
synthesis, and they store it as starch. Starch is insoluble, so it does not affect the water balance of the cell.

The inverse square law: light intensity is inversely proportional to the square of the distance from the
light source. If the distance doubles, the light intensity falls to a quarter.
Farmers use greenhouses to control limiting factors and increase crop yield |
Paraffin heaters raise the temperature and also release carbon dioxide.`,
  keyFacts: [
    /light energy to make glucose/i,
    /chloroplast|chlorophyll/i,
    /limiting factor/i,
    /starch|cellulose|respiration/i,
  ],
};

export const historyWw1: StudyNote = {
  name: 'history-ww1-causes',
  subject: 'History',
  topic: 'Causes of the First World War',
  qualification: 'GCSE',
  text: `Causes of the First World War (1914-1918)

Long-term causes (MAIN):
- Militarism: the build-up of armed forces and the belief that war was a good way to solve problems.
- Alliances: Europe was split into the Triple Alliance (Germany, Austria-Hungary and Italy) and the Triple Entente (Britain, France and Russia).
- Imperialism: the competition between European powers for colonies and empire, especially in Africa.
- Nationalism: a strong pride in your own country, which made people willing to support a war.

The naval race between Britain and Germany began after Germany passed its Naval Laws in 1898. Britain
launched HMS Dreadnought in 1906, a battleship that made all older ships out of date. By 1914 Britain had
29 dreadnoughts and Germany had 17.

The Moroccan Crises of 1905 and 1911 increased tension because Germany tried to challenge French control
of Morocco. Both crises pushed Britain and France closer together.

Short-term cause
On 28 June 1914 Archduke Franz Ferdinand, heir to the Austro-Hungarian throne, was assassinated in
Sarajevo by Gavrilo Princip. Princip was a member of the Black Hand, a Serbian nationalist group.
Austria-Hungary declared war on Serbia on 28 July 1914. Russia mobilised to support Serbia, so Germany
declared war on Russia and then on France.
Germany invaded Belgium as part of the Schlieffen Plan, which aimed to defeat France quickly before turning
to fight Russia. Britain declared war on Germany on 4 August 1914 because it had promised to protect
Belgian neutrality in the Treaty of London (1839).`,
  keyFacts: [/Militarism/, /Alliances?/, /Franz Ferdinand/, /Schlieffen Plan|Belgi/],
};

export const chemistryRates: StudyNote = {
  name: 'chemistry-rates',
  subject: 'Chemistry',
  topic: 'Rates of reaction',
  qualification: 'GCSE',
  text: `Rates of reaction

The rate of a reaction is how quickly the reactants are used up or the products are formed. It can be
calculated using the equation: mean rate = quantity of product formed ÷ time taken.

Collision theory states that particles can only react when they collide with enough energy. The minimum
amount of energy that particles must have to react is called the activation energy.

Factors that affect the rate
1. Temperature: increasing the temperature makes particles move faster, so they collide more often and
more collisions have energy greater than the activation energy.
2. Concentration: a higher concentration means there are more particles in the same volume, so collisions
are more frequent.
3. Pressure: increasing the pressure of a gas has the same effect as increasing concentration.
4. Surface area: breaking a solid into smaller pieces increases the surface area to volume ratio, so more
particles are exposed and the frequency of collisions increases.
5. Catalysts: a catalyst is a substance that speeds up a reaction without being used up.

Catalysts provide a different reaction pathway with a lower activation energy. Enzymes are biological
catalysts. Catalysts are not included in the chemical equation because they are not used up.
In the required practical, sodium thiosulfate reacts with hydrochloric acid to form a yellow precipitate of
sulfur; the time taken for a cross under the flask to disappear is measured at different temperatures.
A 10 °C rise in temperature roughly doubles the rate of many reactions.`,
  keyFacts: [
    /collision theory|collide with enough energy/i,
    /activation energy/i,
    /catalyst/i,
    /surface area|concentration/i,
  ],
};

export const economicsInflation: StudyNote = {
  name: 'economics-inflation',
  subject: 'Economics',
  topic: 'Inflation',
  qualification: 'A-Level',
  text: `Inflation

Inflation is a sustained rise in the general price level over time. It means that the purchasing power of
money falls, so each pound buys fewer goods and services. Deflation is a sustained fall in the general
price level.

Measuring inflation
In the UK inflation is measured by the Consumer Prices Index (CPI). The Office for National Statistics
tracks the prices of a basket of around 700 goods and services, weighted by how much households spend on
them. The Bank of England has an inflation target of 2%, set by the government. If CPI inflation is more
than 1 percentage point away from the target, the Governor must write an open letter to the Chancellor.

Causes of inflation
Demand-pull inflation happens when aggregate demand grows faster than aggregate supply, for example
because of lower interest rates or higher consumer confidence.
Cost-push inflation occurs when firms' costs rise, such as wages, raw materials or energy, and firms pass
these costs on to consumers as higher prices. In 2022 UK CPI inflation peaked at 11.1% because of rising
energy and food prices after the invasion of Ukraine.

Effects of inflation
High inflation reduces real incomes for people on fixed incomes, such as pensioners. It makes UK exports
less price competitive. Uncertainty about future prices discourages firms from investing. Savers lose out
when the inflation rate is higher than the interest rate, because the real value of their savings falls.
The Monetary Policy Committee raises the Bank Rate to reduce inflation: higher interest rates increase the
cost of borrowing and encourage saving, which reduces consumption and aggregate demand.`,
  keyFacts: [/sustained rise in the general price level/i, /Consumer Prices Index|CPI/, /2%/, /Demand-pull|Cost-push/i],
};

export const physicsElectricity: StudyNote = {
  name: 'physics-electricity',
  subject: 'Physics',
  topic: 'Electric circuits',
  qualification: 'GCSE',
  text: `Electric circuits

Current is the rate of flow of electrical charge. It is measured in amperes (A) using an ammeter placed in
series. Potential difference is the energy transferred per unit charge and is measured in volts (V) with a
voltmeter connected in parallel.
Resistance is the opposition to the flow of current, measured in ohms (Ω).

Key equations
• Charge: Q = I × t (charge in coulombs, current in amps, time in seconds)
• Potential difference: V = I × R
• Power: P = I × V

Series and parallel circuits
In a series circuit the current is the same everywhere and the total resistance is the sum of the
individual resistances. In a parallel circuit the potential difference across each branch is the same as
the supply, and the total resistance is less than the smallest individual resistance.

Ohm's law states that the current through a resistor at constant temperature is directly proportional to
the potential difference across it. A filament lamp does not obey Ohm's law because its resistance
increases as the temperature of the filament increases. A diode only lets current flow in one direction.
The resistance of a thermistor decreases as the temperature increases, and the resistance of a light
dependent resistor (LDR) decreases as light intensity increases.
In the UK, mains electricity is an alternating current supply with a frequency of 50 Hz and a potential
difference of about 230 V.`,
  keyFacts: [/rate of flow of (electrical )?charge/i, /Ohm's law/i, /series/i, /parallel/i],
};

export const geographyCoasts: StudyNote = {
  name: 'geography-coasts',
  subject: 'Geography',
  topic: 'Coastal erosion',
  qualification: 'GCSE',
  text: `Coastal processes ~

Erosion
Hydraulic action is when waves force air into cracks in the cliff, and the pressure breaks the rock apart.
Abrasion is when rocks carried by the waves are thrown against the cliff and wear it away.
Attrition is when rocks carried by the sea knock against each other and become smaller and rounder.
Solution is when weak acids in sea water dissolve rocks such as chalk and limestone.

Destructive waves are tall and steep and have a strong backwash, so they remove material from the beach.
Constructive waves are low and flat with a strong swash, so they build up beaches.

Longshore drift is the movement of material along the coast by the swash and backwash. The prevailing wind
makes waves approach the beach at an angle, the swash carries sediment up the beach at that angle and the
backwash carries it straight back down because of gravity.

Landforms
Headlands and bays form where there are bands of hard and soft rock. The soft rock, such as clay, erodes
more quickly to form a bay, while the hard rock is left sticking out as a headland.
A wave-cut platform forms as the cliff retreats. Waves erode the bottom of the cliff to create a wave-cut
notch, the cliff above collapses, and the process repeats.
Case study: the Holderness coast in Yorkshire is one of the fastest eroding coastlines in Europe, losing
about 2 metres of land per year because its cliffs are made of soft boulder clay.`,
  keyFacts: [/Hydraulic action/i, /Abrasion/i, /Longshore drift/i, /Holderness/i],
};

export const psychologyMemory: StudyNote = {
  name: 'psychology-memory',
  subject: 'Psychology',
  topic: 'Multi-store model of memory',
  qualification: 'A-Level',
  text: `The multi-store model of memory (Atkinson and Shiffrin, 1968)

The multi-store model (MSM) describes memory as a flow of information through three separate stores: the
sensory register, short-term memory (STM) and long-term memory (LTM).

Sensory register: holds information from the senses for a very brief time, less than half a second for
iconic (visual) memory. Information only passes to STM if we pay attention to it.
Short-term memory: has a limited capacity of about 7 ± 2 items (Miller, 1956) and a duration of about 18 to
30 seconds. Information is mainly coded acoustically. Maintenance rehearsal keeps information in STM.
Long-term memory: has a potentially unlimited capacity and can last a lifetime. Information is mainly coded
semantically. Information is transferred from STM to LTM through prolonged rehearsal.

Supporting evidence
Peterson and Peterson (1959) found that participants' recall of trigrams fell to about 10% after 18 seconds
when rehearsal was prevented, which supports a limited duration for STM.
The case study of HM supports separate stores. After surgery to treat his epilepsy, HM could not form new
long-term memories, but his STM was largely unaffected.

Evaluation
A limitation is that the model is too simple: research on patients such as KF suggests that STM is not a
single store. Another criticism is that the model overemphasises rehearsal, because people remember many
things without rehearsing them. Many of the studies used artificial materials such as trigrams, so the
findings may lack ecological validity.`,
  keyFacts: [/three separate stores|sensory register/i, /7 ± 2|limited capacity/i, /rehearsal/i, /HM/],
};

export const biologyCellTransport: StudyNote = {
  name: 'biology-cell-transport',
  subject: 'Biology',
  topic: 'Transport across cell membranes',
  qualification: 'A-Level',
  text: `TRANSPORT ACROSS CELL MEMBRANES

The fluid mosaic model describes the structure of the cell-surface membrane: a phospholipid bilayer with
proteins scattered through it like tiles in a mosaic. The phospholipids can move, so the membrane is fluid.
Cholesterol sits between the phospholipids and reduces fluidity, which makes the membrane more stable.
Glycoproteins and glycolipids act as receptors and are involved in cell recognition.

Diffusion
Simple diffusion is the net movement of particles from a region of higher concentration to a region of lower
concentration. It is a passive process, so it does not need energy from ATP. Small, non-polar molecules such as
oxygen and carbon dioxide diffuse directly through the phospholipid bilayer.
Facilitated diffusion is the diffusion of large or charged particles through channel proteins or carrier proteins.
The rate of diffusion increases with a steeper concentration gradient, a larger surface area and a shorter
diffusion distance. Fick's law states that the rate of diffusion is proportional to surface area multiplied by the
difference in concentration, divided by the thickness of the exchange surface.

Osmosis
Osmosis is the net movement of water molecules from a region of higher water potential to a region of lower water
potential across a partially permeable membrane. Water potential is measured in kilopascals (kPa), and pure water
has a water potential of 0 kPa. Adding solutes lowers the water potential, so solutions have negative values.
If an animal cell is placed in pure water it gains water by osmosis and may burst because it has no cell wall.
A plant cell in pure water becomes turgid, because the cell wall stops it from bursting. In a concentrated
solution a plant cell loses water and becomes plasmolysed.

Active transport
Active transport is the movement of molecules or ions into or out of a cell from a region of lower concentration to
a region of higher concentration, using ATP and carrier proteins. The ATP is produced by respiration in the
mitochondria, so cells that carry out a lot of active transport, such as root hair cells, contain many
mitochondria. Co-transport uses the concentration gradient of one substance to move another: in the ileum, sodium
ions and glucose enter the epithelial cells together through a co-transporter protein.

Exam tip: always say "water potential" rather than "water concentration" when you explain osmosis, and state which
region has the higher water potential.`,
  keyFacts: [
    /fluid mosaic model/i,
    /net movement of particles from a region of higher concentration/i,
    /water potential/i,
    /Active transport/i,
  ],
};

export const ALL_NOTES: StudyNote[] = [
  biologyPhotosynthesis,
  historyWw1,
  chemistryRates,
  economicsInflation,
  physicsElectricity,
  geographyCoasts,
  psychologyMemory,
  biologyCellTransport,
];

/** More notes, added for the key-term, coverage and card-form checks (history, literature, case study, OCR noise). */
export const historyColdWar: StudyNote = {
  name: 'history-cold-war',
  subject: 'History',
  topic: 'The Cold War',
  qualification: 'A-Level',
  text: `The Cold War 1945-1991

The Cold War was a period of tension between the USA and the USSR that lasted from 1945 to 1991. It was called "cold" because the two superpowers never fought each other directly. Instead they competed through the arms race, the space race and proxy wars.

After the Second World War, Stalin set up communist governments across Eastern Europe. Churchill described this as an "iron curtain" dividing Europe in his 1946 speech at Fulton, Missouri.

The Truman Doctrine of 1947 promised American support to countries resisting communism. The Marshall Plan gave $13 billion of economic aid to rebuild Western Europe, which Stalin saw as dollar imperialism.

In 1948 Stalin cut off all road and rail links to West Berlin. The Allies responded with the Berlin Airlift, flying in supplies for eleven months until the blockade was lifted in May 1949. NATO was formed in 1949 as a military alliance of Western countries, and the USSR responded with the Warsaw Pact in 1955.

The Cuban Missile Crisis of October 1962 was the closest the world came to nuclear war. Khrushchev placed nuclear missiles on Cuba, and Kennedy ordered a naval blockade of the island. After thirteen days Khrushchev agreed to remove the missiles and the USA secretly agreed to remove its missiles from Turkey. A hotline was then set up between Washington and Moscow.`,
  keyFacts: [
    /Truman Doctrine/,
    /Marshall Plan/,
    /Berlin Airlift/,
    /NATO|Warsaw Pact/,
    /Cuban Missile Crisis/,
    /Khrushchev/,
  ],
};

export const chemistryEnergy: StudyNote = {
  name: 'chem-bonding-energetics',
  subject: 'Chemistry',
  topic: 'Energy changes',
  qualification: 'GCSE',
  text: `Energy changes in reactions

An exothermic reaction is one that transfers energy to the surroundings, so the temperature of the surroundings increases. Examples include combustion, neutralisation and most oxidation reactions.
An endothermic reaction takes in energy from the surroundings, so the temperature of the surroundings falls. Thermal decomposition is an example.

Activation energy is the minimum energy that particles must have to react when they collide. On a reaction profile, exothermic reactions have products at a lower energy level than the reactants.

Bond energies
Breaking bonds is endothermic and making bonds is exothermic. The overall energy change = energy needed to break bonds - energy released by forming bonds. If more energy is released making bonds than is used breaking them, the reaction is exothermic.

Cells and batteries
A chemical cell produces a voltage until one of the reactants is used up. In a hydrogen fuel cell, hydrogen reacts with oxygen to produce water, and the only waste product is water.
Overall reaction: 2H2 + O2 → 2H2O
Fuel cells do not need to be recharged, but hydrogen is a flammable gas that is difficult to store.`,
  keyFacts: [/exothermic reaction/i, /endothermic reaction/i, /activation energy/i, /fuel cell/i],
};

export const economicsPed: StudyNote = {
  name: 'econ-price-elasticity',
  subject: 'Economics',
  topic: 'Price elasticity of demand',
  qualification: 'A-Level',
  text: `Price elasticity of demand (PED)

Price elasticity of demand measures the responsiveness of quantity demanded to a change in price. PED = % change in quantity demanded ÷ % change in price.
If PED is greater than 1 (ignoring the minus sign), demand is price elastic. If PED is less than 1, demand is price inelastic.
Goods with many close substitutes, such as one brand of cereal, tend to have elastic demand. Necessities such as petrol and cigarettes tend to be inelastic because consumers have few alternatives.

Elasticity and revenue
When demand is inelastic, a firm can raise total revenue by increasing its price. When demand is elastic, cutting the price raises total revenue. The government taxes goods with inelastic demand, such as tobacco, because tax revenue stays high even when prices rise.

Factors affecting PED include the number of substitutes, the proportion of income spent on the good, whether it is a luxury or a necessity, habit and addiction, and the time period considered. In the long run demand becomes more elastic as consumers find alternatives.`,
  keyFacts: [/responsiveness of quantity demanded/i, /PED =/, /total revenue/i, /inelastic/i],
};

export const englishMacbeth: StudyNote = {
  name: 'eng-lit-macbeth',
  subject: 'English Literature',
  topic: 'Macbeth: ambition',
  qualification: 'GCSE',
  text: `Macbeth - Ambition

Shakespeare presents ambition as a destructive force. At the start Macbeth is described as "brave Macbeth" and a loyal soldier, but the witches' prophecy awakens his "black and deep desires".
Macbeth admits that he has only "vaulting ambition, which o'erleaps itself" as a reason to kill Duncan. The metaphor of a rider jumping too far suggests ambition leads to his downfall.
Lady Macbeth calls on spirits to "unsex me here" so she can carry out the murder without guilt. She questions Macbeth's masculinity to manipulate him.

After the murder of Duncan, Macbeth becomes a tyrant. He orders the murder of Banquo because the witches said Banquo's descendants would be kings. The murder of Macduff's family shows how far he has fallen.
Lady Macbeth is consumed by guilt and sleepwalks, trying to wash imaginary blood from her hands: "Out, damned spot!"
In the end Macbeth is killed by Macduff, and Malcolm calls them "this dead butcher and his fiend-like queen". Shakespeare was writing for King James I, who believed in the divine right of kings, so the play warns against killing a king.`,
  keyFacts: [/destructive force/i, /vaulting ambition/i, /Lady Macbeth/, /tyrant|Banquo/i],
};

export const geographyNepal: StudyNote = {
  name: 'geo-nepal-case-study',
  subject: 'Geography',
  topic: 'Tectonic hazards',
  qualification: 'GCSE',
  text: `Case study: Nepal earthquake 2015

On 25 April 2015 a magnitude 7.8 earthquake struck Nepal. The epicentre was in Gorkha, about 80 km north-west of Kathmandu, and the focus was only 15 km deep.
Nepal lies on a destructive (convergent) plate margin where the Indo-Australian plate is moving north towards the Eurasian plate.

Primary effects
Around 9,000 people were killed and 22,000 were injured. About 8 million people were affected, and 3 million were made homeless. Historic buildings in Kathmandu, such as Dharahara Tower, collapsed.

Secondary effects
Avalanches on Mount Everest killed at least 19 people. Landslides blocked roads and rivers, which delayed aid reaching rural areas. The tourism industry lost income for years.

Responses
Immediate responses included search and rescue teams from the UK and India, and helicopters to rescue people from the Everest base camp. The UN and WHO distributed medical supplies. Long-term responses included rebuilding roads and introducing stricter building codes.
Nepal is an LIC, so it depended heavily on foreign aid, and recovery was slow.`,
  keyFacts: [/magnitude 7\.8/, /plate margin/i, /9,000/, /LIC|foreign aid/i],
};

export const biologyEnzymesOcr: StudyNote = {
  name: 'ocr-noisy-enzymes',
  subject: 'Biology',
  topic: 'Enzymes',
  qualification: 'GCSE',
  text: `ENZYMES  |
Enzymes are bio-
logical catalysts made of protein. They speed up reac-
tions without being used up ~
■ Each enzyme has an active site with a specific shape
• The substrate fits into the active site like a key in a lock - this is the lock and key model.
Enzymes are affected by temp- erature and pH . At the optimum temperature (about 37 °C in humans) the
rate of reaction is fastest.
Above the optimum, the active site changes shape and the enzyme is denatured. |
* * *
Page 2
Amylase breaks down starch into maltose. Protease breaks down proteins into amino acids ;; Lipase breaks down lipids into
fatty acids and glycerol.
Bile is made in the liver and stored in the gall bladder. It neutralises stomach acid and emulsifies fats.`,
  keyFacts: [/biological catalysts/i, /active site/i, /37 °C|optimum/i, /denatured/i],
};

export const MORE_NOTES: StudyNote[] = [
  historyColdWar,
  chemistryEnergy,
  economicsPed,
  englishMacbeth,
  geographyNepal,
  biologyEnzymesOcr,
];

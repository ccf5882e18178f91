import type { Passage } from '../types.js';

/*
 * Held-out passages: written before any tuning of the 2026-11 summariser changes and never used to
 * choose a constant. They check that a change which helps the main set is not fitted to it.
 */

export const heldOutImmunity: Passage = {
  id: 'heldout-biology-immune-system',
  subject: 'Biology',
  topic: 'Defence against disease',
  qualification: 'GCSE',
  text: `B5 Communicable disease - revision sheet (Edexcel)

Pathogens
- A pathogen is a microorganism that causes infectious disease.
- Bacteria reproduce rapidly inside the body and may produce toxins that damage tissues.
- Viruses live and reproduce inside cells, causing cell damage.
- Fungi and protists cause diseases too, e.g. athlete's foot and malaria.

How pathogens spread
- by air (droplets from coughs and sneezes)
- by direct contact (touching an infected person)
- by water (drinking dirty water spreads cholera)
- by vectors, such as the mosquito that carries malaria

Non-specific defences
• Skin: a physical barrier; it also produces antimicrobial secretions.
• Nose: hairs and mucus trap particles.
• Trachea and bronchi: cilia move mucus up to the throat, where it is swallowed.
• Stomach: hydrochloric acid kills pathogens in food and drink.

The immune system
If a pathogen gets inside the body, white blood cells attack it in three ways:
1. Phagocytosis - phagocytes engulf and digest the pathogen.
2. Producing antibodies, which lock onto antigens on the pathogen's surface so it can be destroyed. Each antibody is specific to one antigen.
3. Producing antitoxins, which neutralise the toxins made by bacteria.

Memory cells
After an infection some lymphocytes stay in the blood as memory cells. If the same pathogen enters again, they make the right antibodies much faster and in larger amounts, so you do not fall ill. This is called immunity.

Vaccination
A vaccine contains a small amount of a dead or inactive form of the pathogen. It stimulates white blood cells to produce antibodies and memory cells without the person becoming ill. If a large proportion of the population is vaccinated, the spread of the pathogen is reduced; this is called herd immunity, and it protects people who cannot be vaccinated.

Antibiotics and painkillers
Antibiotics, such as penicillin, kill bacteria inside the body, but they do not work against viruses. Painkillers only treat the symptoms. Overuse of antibiotics has led to antibiotic-resistant strains such as MRSA, so doctors are told not to prescribe them for minor infections and patients must finish the course.

Exam tip: never write that antibodies "kill" viruses - they make them clump together so phagocytes can find them.

Penicillin was discovered by Alexander Fleming in 1928, when he noticed that mould stopped bacteria growing on a culture plate.`,
  keyFacts: [
    {
      fact: 'A pathogen is a microorganism that causes infectious disease',
      keywords: [['pathogen'], ['microorganism']],
    },
    { fact: 'Bacteria produce toxins; viruses reproduce inside cells', keywords: [['toxins'], ['inside cells']] },
    {
      fact: 'Skin is a physical barrier; stomach acid kills pathogens',
      keywords: [['barrier', 'hydrochloric acid']],
    },
    { fact: 'Phagocytes engulf and digest pathogens (phagocytosis)', keywords: [['phagocyt'], ['engulf']] },
    { fact: 'Antibodies lock onto antigens and are specific', keywords: [['antibod'], ['antigen']] },
    { fact: 'Antitoxins neutralise toxins', keywords: [['antitoxin'], ['neutralise']] },
    {
      fact: 'Memory cells make antibodies faster on reinfection (immunity)',
      keywords: [['memory cells'], ['faster', 'immunity']],
    },
    {
      fact: 'A vaccine contains a dead or inactive pathogen and triggers antibodies and memory cells',
      keywords: [['vaccin'], ['dead or inactive', 'inactive']],
    },
    { fact: 'Antibiotics kill bacteria but not viruses', keywords: [['antibiotics'], ['viruses']] },
    {
      fact: 'Overuse of antibiotics leads to resistant strains such as MRSA',
      keywords: [['resistant', 'mrsa']],
    },
  ],
};

export const heldOutCrudeOil: Passage = {
  id: 'heldout-chemistry-crude-oil',
  subject: 'Chemistry',
  topic: 'Crude oil and fractional distillation',
  qualification: 'GCSE',
  text: `Organic chemistry: crude oil, hydrocarbons and alkanes

Crude oil is a finite resource found in rocks. It is the remains of an ancient biomass consisting mainly of plankton that was buried in mud and, over millions of years, subjected to heat and pressure in the absence of oxygen. Crude oil is a mixture of a very large number of compounds, most of which are hydrocarbons, molecules made up of hydrogen and carbon atoms only. Most of the hydrocarbons in crude oil are alkanes, which form a homologous series with the general formula CnH2n+2; the first four are methane, ethane, propane and butane. Alkanes are saturated, meaning that every carbon atom forms four single covalent bonds and there are no double bonds.

The many hydrocarbons in crude oil can be separated into fractions, each containing molecules with a similar number of carbon atoms, by fractional distillation. The oil is heated until most of it evaporates, and the vapour enters the bottom of a fractionating column, which is hot at the bottom and cooler at the top. As the vapour rises it cools, and each fraction condenses at a different height because each has a different boiling point range. Long-chain hydrocarbons with high boiling points, such as bitumen, condense near the bottom and are collected there, while short molecules like those in petroleum gases leave as gases at the top.

The properties of hydrocarbons depend on the size of their molecules. As the chain gets longer, the boiling point and the viscosity increase, while the flammability decreases, so short-chain fractions make the most useful fuels. The fractions are used for fuels such as petrol, diesel oil, kerosene and heavy fuel oil, and as feedstock for the petrochemical industry to make solvents, lubricants, polymers and detergents.

The complete combustion of a hydrocarbon releases energy and oxidises the carbon and hydrogen to carbon dioxide and water; for example, methane + oxygen → carbon dioxide + water. Because demand for short-chain fuels is greater than the supply from distillation, long alkanes are broken down by cracking, which uses either a hot catalyst (catalytic cracking) or a high temperature with steam (steam cracking). Cracking produces shorter alkanes and alkenes; alkenes are more reactive than alkanes and turn orange bromine water colourless, which is the test for a double bond.`,
  keyFacts: [
    {
      fact: 'Crude oil is the remains of ancient biomass, mainly plankton',
      keywords: [['crude oil'], ['plankton', 'biomass']],
    },
    { fact: 'Hydrocarbons contain hydrogen and carbon only', keywords: [['hydrocarbon'], ['only']] },
    { fact: 'Alkanes have the general formula CnH2n+2', keywords: [['cnh2n+2']] },
    { fact: 'Alkanes are saturated: single bonds only', keywords: [['saturated'], ['single']] },
    {
      fact: 'Fractional distillation separates crude oil into fractions',
      keywords: [['fractional distillation'], ['fraction']],
    },
    {
      fact: 'Column hot at the bottom, cooler at top; fractions condense at different heights (boiling points)',
      keywords: [['condense'], ['boiling point', 'different height']],
    },
    {
      fact: 'Longer chains: higher boiling point and viscosity, lower flammability',
      keywords: [
        ['viscosity', 'flammability'],
        ['longer', 'increase'],
      ],
    },
    {
      fact: 'Complete combustion gives carbon dioxide and water',
      keywords: [['combustion'], ['carbon dioxide']],
    },
    { fact: 'Cracking breaks long alkanes into shorter alkanes and alkenes', keywords: [['cracking'], ['alkenes']] },
    { fact: 'Bromine water turns colourless with alkenes', keywords: [['bromine water'], ['colourless']] },
  ],
};

export const heldOutElectricity: Passage = {
  id: 'heldout-physics-electricity',
  subject: 'Physics',
  topic: 'Electric circuits',
  qualification: 'GCSE',
  text: `P2 Electricity - equations you must learn

Current
Electric current is the rate of flow of electrical charge. Charge flow = current × time (Q = I t), where charge is in coulombs (C), current in amperes (A) and time in seconds (s). In a single closed loop the current has the same value at every point.

Potential difference and resistance
The current through a component depends on the resistance of the component and the potential difference across it. Potential difference = current × resistance (V = I R). The greater the resistance, the smaller the current for a given potential difference. Resistance is measured in ohms (Ω).

Ohmic conductors: at a constant temperature the current through a resistor is directly proportional to the potential difference, so its I-V graph is a straight line through the origin. For a filament lamp the resistance increases as the temperature increases, so the graph curves. A diode lets current flow in one direction only, because it has a very high resistance in the reverse direction.
- Thermistor: resistance decreases as temperature increases (used in thermostats).
- LDR: resistance decreases as light intensity increases (used in automatic night lights).

Series and parallel
In series circuits the same current flows through each component, the total potential difference of the supply is shared between the components, and the total resistance is the sum of the resistances: R total = R1 + R2. In parallel circuits the potential difference across each branch is the same, and the total current is the sum of the currents through the branches. Adding a resistor in parallel reduces the total resistance, because there are more paths for the charge to flow along.

Energy and power
Power = potential difference × current (P = V I), and also P = I² R. Power is measured in watts (W); 1 W is a transfer of one joule per second. Energy transferred = power × time (E = P t) or energy transferred = charge flow × potential difference (E = Q V).

Worked example: a kettle draws 10 A from the 230 V mains, so its power is 230 × 10 = 2300 W.

Mains electricity
UK mains supply is alternating current (a.c.) at 230 V and a frequency of 50 Hz, while cells and batteries supply direct current (d.c.). In a three-core cable the live wire (brown) carries the alternating potential difference, the neutral wire (blue) completes the circuit, and the earth wire (green and yellow) is a safety wire that stops the appliance casing becoming live.`,
  keyFacts: [
    { fact: 'Current is the rate of flow of charge; Q = I t', keywords: [['rate of flow', 'q = i t']] },
    { fact: 'V = I R', keywords: [['v = i r']] },
    {
      fact: 'Ohmic conductor: current proportional to p.d. at constant temperature',
      keywords: [['proportional'], ['constant temperature', 'ohmic']],
    },
    {
      fact: 'Filament lamp: resistance increases with temperature',
      keywords: [['filament lamp'], ['resistance increases', 'increases as the temperature']],
    },
    { fact: 'Diode lets current flow in one direction only', keywords: [['diode'], ['one direction']] },
    {
      fact: 'Thermistor and LDR resistance decrease with temperature / light',
      keywords: [['thermistor', 'ldr'], ['decreases']],
    },
    {
      fact: 'Series: same current, total resistance is the sum',
      keywords: [['series'], ['same current', 'sum of the resistances', 'r1 + r2']],
    },
    {
      fact: 'Parallel: same p.d. across each branch; adding a resistor reduces total resistance',
      keywords: [['parallel'], ['same', 'reduces']],
    },
    { fact: 'P = V I (power = potential difference × current)', keywords: [['p = v i', 'p = i² r']] },
    {
      fact: 'UK mains is a.c. at 230 V and 50 Hz',
      keywords: [['230 v'], ['50 hz']],
    },
  ],
};

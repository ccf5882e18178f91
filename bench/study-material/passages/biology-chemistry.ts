import type { Passage } from '../types.js';

export const biologyTransport: Passage = {
  id: 'biology-transport-in-cells',
  subject: 'Biology',
  topic: 'Transport in cells',
  qualification: 'GCSE',
  text: `Transport in Cells (AQA GCSE Biology, Paper 1)

Diffusion
Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration. It is a passive process, so it does not need energy from respiration. Oxygen and carbon dioxide diffuse across the walls of the alveoli in the lungs, and urea diffuses from liver cells into the blood plasma.
Factors that increase the rate of diffusion:
- a steeper concentration gradient
- a higher temperature, because the particles have more kinetic energy
- a larger surface area of membrane
- a shorter diffusion distance

Osmosis
Osmosis is the diffusion of water molecules from a dilute solution to a more concentrated solution through a partially permeable membrane. If a plant cell is placed in pure water, water moves in by osmosis and the cell becomes turgid. In a concentrated sugar solution the cell loses water and becomes flaccid; eventually the cytoplasm pulls away from the cell wall, which is called plasmolysis. Animal cells have no cell wall, so a red blood cell placed in pure water swells and can burst.

Required practical: osmosis in potato
1. Cut equal cylinders of potato with a cork borer and blot them dry.
2. Weigh each cylinder and record the starting mass.
3. Place each cylinder in a different concentration of sucrose solution, from 0.0 to 1.0 mol/dm³, for 24 hours.
4. Remove the cylinders, blot them dry and reweigh them.
5. Calculate the percentage change in mass and plot it against the concentration.
Where the line crosses the x-axis the solution has the same concentration as the potato cells, so there is no net movement of water.

Active transport
Active transport moves substances from a more dilute solution to a more concentrated solution, which is against the concentration gradient. It requires energy from respiration and uses carrier proteins in the cell membrane. Root hair cells use active transport to absorb mineral ions such as nitrates from the soil, because the concentration of ions in the soil is usually lower than inside the cell. In the small intestine, glucose is absorbed into the blood by active transport when there is less glucose in the gut than in the blood.`,
  keyFacts: [
    {
      fact: 'Diffusion is net movement from higher to lower concentration',
      keywords: [['diffusion'], ['higher concentration', 'high concentration', 'high to low']],
    },
    {
      fact: 'Rate of diffusion depends on concentration gradient and surface area',
      keywords: [['concentration gradient'], ['surface area']],
    },
    {
      fact: 'Osmosis is movement of water across a partially permeable membrane',
      keywords: [['osmosis'], ['partially permeable', 'semi-permeable']],
    },
    { fact: 'A plant cell in pure water becomes turgid', keywords: [['turgid']] },
    {
      fact: 'In concentrated solution plant cells become flaccid / plasmolysed',
      keywords: [['flaccid', 'plasmolysis']],
    },
    { fact: 'Red blood cells in pure water swell and burst (no cell wall)', keywords: [['red blood cell'], ['burst']] },
    { fact: 'Potato practical: calculate percentage change in mass', keywords: [['percentage change'], ['mass']] },
    {
      fact: 'Where the line crosses the x-axis there is no net movement of water',
      keywords: [['x-axis', 'no net movement']],
    },
    {
      fact: 'Active transport moves substances against the concentration gradient using energy from respiration',
      keywords: [['active transport'], ['against'], ['energy', 'respiration']],
    },
    {
      fact: 'Root hair cells absorb mineral ions by active transport',
      keywords: [['root hair'], ['mineral ion', 'nitrate']],
    },
  ],
};

export const biologyBloodGlucose: Passage = {
  id: 'biology-blood-glucose',
  subject: 'Biology',
  topic: 'Control of blood glucose',
  qualification: 'GCSE',
  text: `Homeostasis: controlling blood glucose

Homeostasis: keeping the internal conditions of the body constant, whatever the changes inside or outside it. Cells need stable conditions because enzymes work best at a particular temperature and pH.
Blood glucose concentration is monitored and controlled by the pancreas.
Insulin: a hormone made by the pancreas when blood glucose is too high. It makes cells take up glucose from the blood, and it makes liver and muscle cells turn glucose into glycogen for storage.
Glucagon: a hormone made by the pancreas when blood glucose is too low. It makes the liver convert glycogen back into glucose, which is released into the blood.
Glycogen: the storage carbohydrate made from glucose in the liver and muscles.
Negative feedback: when a level moves away from normal, the response brings it back towards normal. Insulin and glucagon work against each other, so glucose stays within a narrow range.

After a meal full of carbohydrates, glucose is absorbed in the small intestine and the blood glucose level rises. The pancreas detects the rise and releases insulin into the bloodstream. Because hormones travel in the blood, the response is slower than a nervous response but lasts longer.

Diabetes
Type 1 diabetes: the pancreas produces little or no insulin, so blood glucose can rise to dangerous levels. It usually starts in childhood and is thought to be caused by the immune system attacking the cells that make insulin. It is treated with insulin injections, usually before meals, plus a controlled diet and exercise.
Type 2 diabetes: the body cells no longer respond properly to the insulin that is produced. The biggest risk factor is obesity, along with a lack of exercise and age. It is treated with a carbohydrate-controlled diet and more exercise, and sometimes with drugs that help cells respond to insulin.
About 90% of people with diabetes in the UK have type 2. Around 4.3 million people in the UK had a diagnosis of diabetes in 2021, so it costs the NHS a large amount each year.

Exam tip: always say the pancreas "releases insulin into the blood"; never write that glucose is turned into insulin or that insulin is an enzyme. Glucagon and glycogen are easy to mix up, so learn the spellings.`,
  keyFacts: [
    { fact: 'Homeostasis keeps internal conditions constant', keywords: [['homeostasis'], ['constant']] },
    { fact: 'The pancreas monitors and controls blood glucose', keywords: [['pancreas'], ['blood glucose']] },
    {
      fact: 'Insulin is released when blood glucose is too high and makes cells take up glucose',
      keywords: [['insulin'], ['too high', 'rises', 'high']],
    },
    { fact: 'Insulin makes liver and muscle cells turn glucose into glycogen', keywords: [['insulin'], ['glycogen']] },
    {
      fact: 'Glucagon is released when blood glucose is too low and converts glycogen into glucose',
      keywords: [['glucagon'], ['too low', 'low']],
    },
    { fact: 'Insulin and glucagon control glucose by negative feedback', keywords: [['negative feedback']] },
    {
      fact: 'Hormonal response is slower but longer-lasting than a nervous one',
      keywords: [['slower'], ['longer', 'lasts']],
    },
    {
      fact: 'Type 1 diabetes: the pancreas produces little or no insulin',
      keywords: [['type 1'], ['little or no insulin', 'no insulin']],
    },
    {
      fact: 'Type 1 is treated with insulin injections',
      keywords: [['injection']],
    },
    {
      fact: 'Type 2 diabetes: cells no longer respond to insulin; obesity is the main risk factor',
      keywords: [['type 2'], ['respond', 'obesity']],
    },
  ],
};

export const chemistryRates: Passage = {
  id: 'chemistry-rates-of-reaction',
  subject: 'Chemistry',
  topic: 'Rates of reaction',
  qualification: 'GCSE',
  text: `RATES OF REACTION - collision theory

The rate of a reaction is how fast the reactants are used up or the products are formed. It can be worked out as mean rate = quantity of product formed ÷ time taken, with units such as g/s or cm³/s.

Collision theory says that particles can only react when they collide with each other with enough energy. The minimum amount of energy that colliding particles need in order to react is called the activation energy. Anything that makes successful collisions more frequent increases the rate of reaction.

Factors affecting rate
1. Temperature - at a higher temperature the particles move faster, so they collide more often and a greater proportion of collisions have energy above the activation energy.
2. Concentration of a solution (or pressure of a gas) - there are more particles in the same volume, so collisions are more frequent.
3. Surface area of a solid - cutting a solid into smaller pieces or grinding it into a powder increases the surface area to volume ratio, so more particles are exposed and there are more frequent collisions.
4. Catalyst - a catalyst speeds up a reaction without being used up. It provides a different pathway with a lower activation energy. Enzymes are biological catalysts.

Measuring the rate
You can measure the volume of gas given off with a gas syringe, or measure the loss in mass on a balance as gas escapes. For the reaction between sodium thiosulfate and hydrochloric acid, a cloudy yellow precipitate of sulfur forms, so you time how long it takes for a black cross under the flask to disappear.

Reading graphs
On a graph of product against time, the steeper the line, the faster the reaction. The line levels off when one of the reactants has been completely used up. The rate at any moment is the gradient of the tangent to the curve at that time. A reaction at a higher temperature gives a steeper curve, but the same final amount of product if the same amounts of reactants are used.

Reversible reactions and equilibrium are on the next page. Remember that doubling the concentration roughly doubles the number of collisions per second, but a 10 °C rise in temperature can roughly double the rate.`,
  keyFacts: [
    { fact: 'Mean rate = quantity of product / time taken', keywords: [['mean rate', 'rate ='], ['time taken']] },
    {
      fact: 'Particles react only when they collide with enough energy',
      keywords: [['collide', 'collision'], ['enough energy']],
    },
    { fact: 'Activation energy is the minimum energy needed to react', keywords: [['activation energy'], ['minimum']] },
    {
      fact: 'Higher temperature: particles move faster and more collisions exceed activation energy',
      keywords: [['temperature'], ['faster', 'more often']],
    },
    {
      fact: 'Higher concentration or pressure gives more frequent collisions',
      keywords: [
        ['concentration', 'pressure'],
        ['more particles', 'more frequent'],
      ],
    },
    {
      fact: 'Powder increases surface area to volume ratio',
      keywords: [['surface area'], ['powder', 'smaller pieces']],
    },
    {
      fact: 'A catalyst speeds up a reaction without being used up by lowering activation energy',
      keywords: [['catalyst'], ['used up', 'lower activation energy', 'different pathway']],
    },
    { fact: 'Measure rate with a gas syringe or loss in mass', keywords: [['gas syringe', 'loss in mass']] },
    {
      fact: 'Sodium thiosulfate and acid: time for the cross to disappear',
      keywords: [
        ['thiosulfate', 'cross'],
        ['disappear', 'precipitate'],
      ],
    },
    { fact: 'Rate at a moment is the gradient of the tangent', keywords: [['tangent']] },
  ],
};

export const chemistryElectrolysis: Passage = {
  id: 'chemistry-electrolysis',
  subject: 'Chemistry',
  topic: 'Electrolysis',
  qualification: 'GCSE',
  text: `Electrolysis (Edexcel GCSE Chemistry, Topic 3)

Electrolysis is the decomposition of an ionic compound, when molten or dissolved in water, using electricity. The liquid or solution that is broken down is called the electrolyte. Ionic compounds have to be molten or dissolved because the ions must be free to move; in a solid the ions are held in a fixed lattice and cannot carry the charge.

Key words
Cathode: the negative electrode. Positive ions (cations) are attracted to it and gain electrons, which is reduction.
Anode: the positive electrode. Negative ions (anions) are attracted to it and lose electrons, which is oxidation.
Remember OIL RIG - oxidation is loss, reduction is gain (of electrons).
Inert electrodes: electrodes made of graphite or platinum that do not react with the electrolyte or the products.

Molten lead bromide
When molten lead(II) bromide is electrolysed, lead is produced at the cathode and bromine gas is produced at the anode. The half equation at the cathode is Pb²⁺ + 2e⁻ → Pb.

Aqueous solutions
In a solution there are also H⁺ and OH⁻ ions from the water, so the products depend on how reactive the elements are.
- At the cathode, hydrogen is produced if the metal is more reactive than hydrogen (for example sodium or potassium); otherwise the metal is deposited, as with copper.
- At the anode, oxygen is produced unless the solution contains halide ions, in which case the halogen is produced. For example, chlorine is formed from sodium chloride solution.
So the electrolysis of brine (concentrated sodium chloride solution) gives hydrogen at the cathode, chlorine at the anode, and leaves sodium hydroxide solution behind.

Extracting aluminium
Aluminium is more reactive than carbon, so it cannot be extracted by reduction with carbon and is extracted by electrolysis instead. The ore, bauxite, is purified to give aluminium oxide. This is dissolved in molten cryolite, which lowers the melting point from over 2000 °C to about 950 °C and saves energy. Aluminium forms at the cathode and sinks to the bottom. Oxygen forms at the graphite anodes and reacts with the carbon to make carbon dioxide, so the anodes wear away and have to be replaced regularly. The process is expensive because it uses a very large amount of electricity.`,
  keyFacts: [
    {
      fact: 'Electrolysis breaks down an ionic compound using electricity',
      keywords: [['electrolysis'], ['ionic compound'], ['electricity']],
    },
    { fact: 'Ions must be free to move: molten or dissolved', keywords: [['molten', 'dissolved'], ['free to move']] },
    {
      fact: 'Cathode is the negative electrode where positive ions gain electrons (reduction)',
      keywords: [['cathode'], ['negative'], ['gain', 'reduction']],
    },
    {
      fact: 'Anode is the positive electrode where negative ions lose electrons (oxidation)',
      keywords: [['anode'], ['positive'], ['lose', 'oxidation']],
    },
    { fact: 'OIL RIG: oxidation is loss, reduction is gain', keywords: [['oxidation is loss', 'oil rig']] },
    {
      fact: 'Molten lead bromide gives lead at the cathode and bromine at the anode',
      keywords: [['lead'], ['bromine']],
    },
    {
      fact: 'In solution hydrogen forms at the cathode if the metal is more reactive than hydrogen',
      keywords: [['hydrogen'], ['more reactive']],
    },
    {
      fact: 'Halide ions give the halogen at the anode, otherwise oxygen',
      keywords: [['halide', 'halogen'], ['anode']],
    },
    {
      fact: 'Aluminium is extracted by electrolysis because it is more reactive than carbon',
      keywords: [['aluminium'], ['more reactive than carbon', 'carbon']],
    },
    {
      fact: 'Aluminium oxide is dissolved in cryolite to lower the melting point',
      keywords: [['cryolite'], ['melting point', '950']],
    },
  ],
};

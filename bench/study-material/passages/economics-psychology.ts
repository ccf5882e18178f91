import type { Passage } from '../types.js';

export const economicsElasticity: Passage = {
  id: 'economics-price-elasticity',
  subject: 'Economics',
  topic: 'Price elasticity of demand',
  qualification: 'A-level',
  text: `Price Elasticity of Demand (PED) - A-level Economics, Theme 1

PED measures how responsive the quantity demanded of a good is to a change in its price.
Formula: PED = % change in quantity demanded ÷ % change in price.
The answer is almost always negative, because price and quantity demanded move in opposite directions (the law of demand), so economists usually look at the size of the number and ignore the sign.

Types of PED
- Price elastic (PED greater than 1): quantity demanded changes by a bigger percentage than price. Example: a 10% rise in the price of a particular brand of crisps causes a 25% fall in demand, so PED = -2.5.
- Price inelastic (PED between 0 and 1): quantity demanded changes by a smaller percentage than price. Petrol, cigarettes and salt are usual examples.
- Unitary elasticity (PED = 1): the percentage changes are equal, so total revenue stays the same when price changes.
- Perfectly inelastic (PED = 0): demand does not change at all, shown by a vertical demand curve.
- Perfectly elastic (PED = infinity): shown by a horizontal demand curve.

Determinants of PED (remember SPLAT)
Substitutes: the more close substitutes a good has, the more elastic its demand.
Proportion of income: goods that take up a large share of income, such as cars, tend to be more elastic.
Luxury or necessity: necessities are inelastic, luxuries are more elastic.
Addictiveness and habit: addictive goods like cigarettes are inelastic.
Time: demand becomes more elastic in the long run, because consumers have time to find alternatives.

PED and total revenue
Total revenue = price × quantity sold. If demand is price inelastic, a firm can raise its revenue by increasing the price, because the fall in sales is proportionately smaller. If demand is price elastic, a price cut increases total revenue.

Uses for firms and government
Firms use PED to set prices, for example airlines charge business travellers more because their demand is less elastic than that of holidaymakers; this is price discrimination. Governments put indirect taxes on goods with inelastic demand, such as tobacco and fuel, because they raise a lot of tax revenue and demand falls only a little. This means the burden of the tax falls mainly on consumers rather than producers.

Evaluation: PED estimates are based on past data and ceteris paribus assumptions, and they can change over time as tastes change or new substitutes appear, so they are only a rough guide.`,
  keyFacts: [
    {
      fact: 'PED measures responsiveness of quantity demanded to a change in price',
      keywords: [['ped', 'elasticity'], ['responsive']],
    },
    { fact: 'PED = % change in quantity demanded ÷ % change in price', keywords: [['% change in quantity demanded']] },
    {
      fact: 'PED is usually negative (law of demand)',
      keywords: [['negative'], ['law of demand', 'opposite directions']],
    },
    { fact: 'Elastic: PED greater than 1', keywords: [['elastic'], ['greater than 1', 'bigger percentage']] },
    {
      fact: 'Inelastic: PED between 0 and 1, e.g. petrol and cigarettes',
      keywords: [['inelastic'], ['between 0 and 1', 'smaller percentage', 'petrol']],
    },
    { fact: 'Perfectly inelastic is a vertical demand curve', keywords: [['vertical', 'perfectly inelastic']] },
    {
      fact: 'Determinants: substitutes, proportion of income, necessity, addictiveness, time',
      keywords: [['substitutes'], ['necessit', 'proportion of income', 'luxur']],
    },
    {
      fact: 'Total revenue = price × quantity',
      keywords: [['total revenue'], ['price × quantity', 'raise its revenue', 'increases total revenue']],
    },
    {
      fact: 'If demand is inelastic, raising price raises revenue',
      keywords: [['inelastic'], ['raise', 'increasing the price']],
    },
    {
      fact: 'Governments tax goods with inelastic demand; burden falls on consumers',
      keywords: [['tax'], ['inelastic']],
    },
  ],
};

export const economicsExternalities: Passage = {
  id: 'economics-market-failure',
  subject: 'Economics',
  topic: 'Market failure and externalities',
  qualification: 'GCSE',
  text: `Market failure - externalities and public goods

Market failure happens when the free market leads to a misallocation of resources, so the outcome is not the best for society as a whole.

Externalities are the effects of a transaction on a third party who is not directly involved in it.
Negative externality: a cost to third parties. Example: a factory pollutes a river, and people downstream pay the costs of cleaning up and ill health. When there is a negative externality, social cost is greater than private cost, so the good is overproduced and overconsumed and the price is too low.
Positive externality: a benefit to third parties. Example: when people get a flu vaccination, others are less likely to catch flu. Education also creates positive externalities, because a more skilled workforce raises productivity across the economy. Goods with positive externalities are underconsumed in a free market.
Social cost = private cost + external cost.

Merit and demerit goods
Merit goods, such as healthcare and education, are worth more to society than consumers realise, so they are underconsumed. Demerit goods, like alcohol and cigarettes, are more harmful than people think, so they are overconsumed. This is partly because of imperfect information.

Public goods
Public goods, such as street lighting, national defence and lighthouses, have two features:
1. Non-rival: one person using it does not reduce the amount left for others.
2. Non-excludable: people cannot be stopped from using it even if they do not pay.
This leads to the free rider problem, since people can benefit without paying, so private firms will not supply public goods and the government has to provide them out of taxation.

Government intervention
- Taxes: a tax on a good with negative externalities, like the UK sugar tax on soft drinks introduced in April 2018, raises the price and reduces consumption.
- Subsidies: money paid to producers to lower the cost of goods with positive externalities, such as public transport or solar panels.
- Regulation and laws, such as the ban on smoking in public places in England from July 2007.
- Tradable pollution permits: firms can buy and sell the right to pollute, which gives them an incentive to cut emissions.

However, intervention can lead to government failure, for example if a tax is set at the wrong level, causes a black market, or costs more to run than it raises.`,
  keyFacts: [
    { fact: 'Market failure is a misallocation of resources', keywords: [['market failure'], ['misallocation']] },
    { fact: 'Externalities affect a third party', keywords: [['externalit'], ['third part']] },
    {
      fact: 'Negative externality: social cost greater than private cost, overproduced',
      keywords: [
        ['negative externalit', 'social cost'],
        ['overproduced', 'greater than private', 'pollut'],
      ],
    },
    {
      fact: 'Positive externality: benefit to third parties, underconsumed',
      keywords: [['positive externalit'], ['benefit', 'underconsumed', 'vaccination']],
    },
    { fact: 'Social cost = private cost + external cost', keywords: [['social cost = private cost', 'external cost']] },
    { fact: 'Merit goods are underconsumed; demerit goods overconsumed', keywords: [['merit good', 'demerit good']] },
    { fact: 'Public goods are non-rival and non-excludable', keywords: [['non-rival', 'non-excludable']] },
    { fact: 'Free rider problem means firms will not supply public goods', keywords: [['free rider']] },
    { fact: 'Taxes such as the sugar tax (2018) reduce consumption', keywords: [['sugar tax', 'tax on a good']] },
    { fact: 'Subsidies and tradable pollution permits', keywords: [['subsid', 'pollution permit']] },
  ],
};

export const psychologyMemory: Passage = {
  id: 'psychology-multi-store-model',
  subject: 'Psychology',
  topic: 'The multi-store model of memory',
  qualification: 'A-level',
  text: `Memory: the Multi-Store Model (AQA A-level Psychology, Paper 1)

The multi-store model (MSM) was proposed by Atkinson and Shiffrin in 1968. It describes memory as three separate stores, with information flowing between them in a fixed, linear order.

Sensory register: receives information from all the senses, for example iconic (visual) and echoic (auditory) stores. Duration is less than half a second and capacity is very large. Only information that is paid attention to passes on to short-term memory.
Short-term memory (STM): coding is mainly acoustic. Duration is about 18-30 seconds unless the information is rehearsed. Capacity is limited to about 7 ± 2 items (Miller, 1956).
Long-term memory (LTM): coding is mainly semantic, meaning it is based on meaning. Duration is potentially up to a lifetime and capacity is thought to be unlimited. Information is moved from STM to LTM by maintenance rehearsal, and it is retrieved back into STM when we need it.

Research support
- Peterson and Peterson (1959) gave participants consonant syllables such as "WRT" and asked them to count backwards in threes to prevent rehearsal. After 18 seconds recall fell to about 10%, which suggests STM has a short duration without rehearsal.
- Baddeley (1966) found that people mixed up acoustically similar words in immediate recall, but semantically similar words after 20 minutes, supporting the idea that STM and LTM use different coding.
- The case of HM: after brain surgery in 1953 to treat his epilepsy, HM could not form new long-term memories, but his STM was largely unaffected. This supports the idea of separate stores.

Evaluation
Strength: there is a lot of research evidence, including brain scans and case studies, showing that STM and LTM are different stores.
Weakness: the model is too simple. Case studies such as KF show that STM is not a single store, since KF had poor STM for verbal information but could still process visual information. This led to the working memory model (Baddeley and Hitch, 1974).
Weakness: the MSM says that rehearsal is the only way to transfer information to LTM, but many things are remembered without rehearsal, for example a vivid event like a car crash. Craik and Watkins (1973) showed that elaborative rehearsal, linking information to meaning, matters more than simple repetition.
Weakness: many studies used artificial materials such as consonant syllables, so they lack mundane realism and may not apply to everyday memory.

Tip for 16-mark essays: describe the three stores with their coding, capacity and duration, then give at least three evaluation points, each linked back to the model.`,
  keyFacts: [
    { fact: 'MSM proposed by Atkinson and Shiffrin (1968)', keywords: [['atkinson', 'shiffrin']] },
    {
      fact: 'Sensory register: very large capacity, under half a second',
      keywords: [['sensory register'], ['half a second', 'large', 'senses']],
    },
    {
      fact: 'Attention moves information from the sensory register to STM',
      keywords: [['attention'], ['short-term', 'stm', 'passes on']],
    },
    { fact: 'STM: acoustic coding, 18-30 seconds', keywords: [['acoustic'], ['18', 'short-term', 'stm']] },
    { fact: 'STM capacity 7 ± 2 items (Miller)', keywords: [['7 ± 2', 'miller']] },
    { fact: 'LTM: semantic coding, unlimited capacity', keywords: [['semantic'], ['long-term', 'ltm', 'unlimited']] },
    { fact: 'Rehearsal transfers information from STM to LTM', keywords: [['rehears'], ['ltm', 'long-term']] },
    {
      fact: 'Peterson and Peterson: recall fell to 10% after 18 seconds',
      keywords: [['peterson'], ['18 seconds', '10%']],
    },
    {
      fact: 'HM could not form new LTMs but STM intact, supporting separate stores',
      keywords: [
        ['hm', 'kf'],
        ['separate', 'single store', 'long-term memories'],
      ],
    },
    {
      fact: 'Weakness: the model is too simple; working memory model',
      keywords: [['too simple', 'working memory model']],
    },
  ],
};

export const psychologyObedience: Passage = {
  id: 'psychology-milgram-obedience',
  subject: 'Psychology',
  topic: 'Obedience: Milgram',
  qualification: 'A-level',
  text: `Social influence - Obedience (Milgram)

Obedience is a form of social influence in which a person follows a direct order from an authority figure. The person usually has the power to punish disobedience.

Milgram's study (1963)
Aim: to find out whether ordinary Americans would obey an unjust order to harm another person, after the Nazi officer Adolf Eichmann claimed at his trial that he was "just following orders".
Procedure: 40 male volunteers aged 20-50 from New Haven answered a newspaper advert and were paid $4.50. Each was told he was the "teacher" in a study of learning and punishment. The "learner" was a confederate who was strapped into a chair in another room. The teacher had to give an electric shock for every wrong answer, going up in 15-volt steps from 15 V to 450 V. The shocks were not real. If the teacher hesitated, the experimenter, wearing a grey lab coat, used four verbal prods such as "The experiment requires that you continue".
Findings: all 40 participants went to at least 300 V, and 26 of them (65%) went to the maximum of 450 V. Many showed signs of extreme tension, such as sweating, trembling and nervous laughter, and three had seizures. Before the study, students had predicted that only 3% would go to 450 V.

Variations (Milgram 1974)
- Proximity: when the teacher and learner were in the same room, obedience fell to 40%; with the teacher forcing the learner's hand onto a shock plate, it fell to 30%.
- Location: in a run-down office block instead of Yale University, obedience fell to 47.5%.
- Uniform: when the experimenter was replaced by an "ordinary member of the public", obedience fell to 20%.

Explanations
Agentic state: a person sees themselves as an agent carrying out another person's wishes, so they do not feel responsible for their actions. The opposite is the autonomous state.
Legitimacy of authority: we obey people who have a higher position in a social hierarchy, because we learn from childhood to accept their authority.

Evaluation
Milgram's study had good internal validity, as 70% of participants said they believed the shocks were genuine. However, Orne and Holland argued that participants guessed the shocks were fake. There are serious ethical issues: participants were deceived and put under great stress, and the prods made it hard to exercise the right to withdraw, although all of them were debriefed afterwards. The sample was only American men, so the findings may not generalise to women or other cultures.`,
  keyFacts: [
    {
      fact: 'Obedience is following a direct order from an authority figure',
      keywords: [['obedience'], ['authority']],
    },
    { fact: 'Study conducted in 1963 with 40 male volunteers', keywords: [['40 male', '40 participants', '40 men']] },
    { fact: 'Teacher gave shocks from 15 V to 450 V to a confederate learner', keywords: [['shock'], ['450', '15 v']] },
    { fact: 'The shocks were not real', keywords: [['not real', 'fake', 'genuine']] },
    { fact: '65% went to the maximum 450 V', keywords: [['65%']] },
    { fact: 'All went to at least 300 V', keywords: [['300 v']] },
    {
      fact: 'Proximity and location variations reduced obedience',
      keywords: [
        ['proximity', 'location', 'same room', 'office block'],
        ['fell', 'reduced', '40%', '47.5%'],
      ],
    },
    { fact: 'Agentic state: person sees themselves as an agent, not responsible', keywords: [['agentic state']] },
    {
      fact: 'Legitimacy of authority: obey those higher in social hierarchy',
      keywords: [['legitimacy', 'social hierarchy']],
    },
    {
      fact: 'Ethical issues: deception, stress, right to withdraw',
      keywords: [['ethical', 'deceived', 'right to withdraw']],
    },
  ],
};

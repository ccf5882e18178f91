import type { Passage } from '../types.js';

export const historyWw1Causes: Passage = {
  id: 'history-causes-ww1',
  subject: 'History',
  topic: 'Causes of the First World War',
  qualification: 'GCSE',
  text: `Causes of the First World War (1914)

Historians often use the acronym MAIN for the long-term causes: Militarism, Alliances, Imperialism and Nationalism. The short-term trigger was the assassination of Archduke Franz Ferdinand in Sarajevo on 28 June 1914.

Militarism
The great powers built up huge armies and made detailed war plans. Germany's Schlieffen Plan aimed to defeat France quickly by attacking through Belgium before turning east to fight Russia. The naval race between Britain and Germany began after Germany's Navy Laws of 1898 and 1900; Britain launched HMS Dreadnought in 1906, a battleship so powerful that it made every older ship out of date, and by 1914 Britain had 29 dreadnoughts compared with Germany's 17.

Alliances
Europe was split into two armed camps. The Triple Alliance (1882) linked Germany, Austria-Hungary and Italy. The Triple Entente joined Britain, France and Russia after the Anglo-Russian agreement of 1907. The alliances meant that a quarrel between two countries could quickly drag in all the others.

Imperialism
Britain and France had large empires, and Kaiser Wilhelm II wanted Germany to have "a place in the sun". The Moroccan Crises of 1905 and 1911 increased tension, because Germany tried to challenge French influence in Morocco but Britain backed France both times, which pushed Britain and France closer together.

Nationalism
In the Balkans, Serbian nationalists wanted to unite all Slavs, including those living in Bosnia, which Austria-Hungary had annexed in 1908. Russia saw itself as the protector of the Slavs and supported Serbia.

The July Crisis
Gavrilo Princip, a member of the Black Hand terrorist group, shot Franz Ferdinand. Austria-Hungary, with a "blank cheque" of support from Germany, sent Serbia an ultimatum and declared war on 28 July. Russia mobilised to defend Serbia, Germany declared war on Russia on 1 August and on France on 3 August, and German troops entered Belgium. Britain declared war on Germany on 4 August 1914 because it had promised to defend Belgian neutrality in the Treaty of London (1839).

Exam focus: a "how far" question needs a judgement. Many historians argue that the alliance system turned a local Balkan crisis into a European war, while others, such as Fritz Fischer, blamed German ambitions.`,
  keyFacts: [
    {
      fact: 'MAIN: militarism, alliances, imperialism, nationalism',
      keywords: [['militarism'], ['alliances'], ['nationalism']],
    },
    {
      fact: 'Franz Ferdinand assassinated in Sarajevo on 28 June 1914',
      keywords: [['franz ferdinand'], ['sarajevo', '28 june']],
    },
    {
      fact: 'Schlieffen Plan: defeat France quickly through Belgium',
      keywords: [['schlieffen'], ['belgium', 'france']],
    },
    {
      fact: 'Naval race: Britain launched HMS Dreadnought in 1906',
      keywords: [['dreadnought'], ['1906', 'naval race']],
    },
    {
      fact: 'Triple Alliance: Germany, Austria-Hungary and Italy',
      keywords: [['triple alliance'], ['italy', 'austria-hungary']],
    },
    { fact: 'Triple Entente: Britain, France and Russia', keywords: [['triple entente'], ['russia']] },
    {
      fact: 'Moroccan Crises of 1905 and 1911 increased tension',
      keywords: [
        ['moroccan', 'morocco'],
        ['1905', '1911'],
      ],
    },
    {
      fact: 'Serbian nationalism in the Balkans; Russia protector of the Slavs',
      keywords: [['serbia'], ['slavs', 'nationalis']],
    },
    { fact: 'Gavrilo Princip of the Black Hand shot Franz Ferdinand', keywords: [['princip', 'black hand']] },
    {
      fact: 'Britain declared war on 4 August 1914 to defend Belgian neutrality (Treaty of London 1839)',
      keywords: [['4 august'], ['belgi', 'treaty of london']],
    },
  ],
};

export const historyWeimar: Passage = {
  id: 'history-weimar-1923',
  subject: 'History',
  topic: 'Weimar Germany: the crisis of 1923',
  qualification: 'GCSE',
  text: `Weimar Republic - the crisis year of 1923

Background: the Weimar Republic was set up in 1919 after the Kaiser abdicated. It was unpopular from the start, because many Germans blamed its politicians for signing the Treaty of Versailles. The treaty's war guilt clause (Article 231) made Germany accept the blame for the war, and reparations were set at £6.6 billion in 1921.

Occupation of the Ruhr
In January 1923 Germany failed to pay an instalment of reparations. French and Belgian troops occupied the Ruhr, Germany's main industrial area, to take coal and goods instead. The government ordered passive resistance: workers went on strike and refused to cooperate with the French. The government kept paying the strikers, but with the factories idle it had less tax income and fewer goods to sell.

Hyperinflation
To pay the strikers and its debts, the government printed more and more money. Prices rose so fast that money became worthless. A loaf of bread cost 250 marks in January 1923 but about 200,000 million marks by November 1923. People were paid twice a day and took wheelbarrows of notes to the shops.
Who lost out: people with savings, and pensioners and others on fixed incomes, saw their money wiped out, which turned much of the middle class against the republic.
Who gained: people with debts or mortgages could pay them off cheaply, and some businessmen, such as Hugo Stinnes, bought up struggling companies.

The Munich Putsch, November 1923
Adolf Hitler and the Nazi Party tried to seize power in Bavaria on 8-9 November 1923, hoping to march on Berlin like Mussolini's march on Rome. The putsch failed when police opened fire and 16 Nazis were killed. Hitler was arrested and put on trial, which gave him national publicity. He was sentenced to five years but served only nine months in Landsberg Prison, where he wrote Mein Kampf.

Recovery under Stresemann
Gustav Stresemann became Chancellor in August 1923. He called off passive resistance and replaced the worthless currency with the Rentenmark in November 1923, which ended hyperinflation. The Dawes Plan of 1924 reduced the yearly reparations payments and provided American loans, and the French left the Ruhr in 1925. This began the so-called Golden Age of 1924 to 1929.`,
  keyFacts: [
    {
      fact: 'Versailles war guilt clause (Article 231) and reparations of £6.6 billion',
      keywords: [
        ['article 231', 'war guilt', 'reparations'],
        ['6.6 billion', 'blame'],
      ],
    },
    {
      fact: 'French and Belgian troops occupied the Ruhr in January 1923',
      keywords: [['ruhr'], ['occupied', 'french']],
    },
    { fact: 'Passive resistance: workers went on strike', keywords: [['passive resistance']] },
    { fact: 'The government printed money, causing hyperinflation', keywords: [['printed'], ['money']] },
    {
      fact: 'A loaf of bread cost 200,000 million marks by November 1923',
      keywords: [['bread', 'loaf'], ['200,000 million']],
    },
    {
      fact: 'People with savings and fixed incomes lost out',
      keywords: [
        ['savings', 'fixed incomes', 'pensioners'],
        ['lost', 'wiped out'],
      ],
    },
    { fact: 'People with debts or mortgages gained', keywords: [['debts', 'mortgages']] },
    {
      fact: 'Munich Putsch 8-9 November 1923 failed',
      keywords: [
        ['putsch', 'seize power'],
        ['1923', 'failed'],
      ],
    },
    { fact: 'Hitler served nine months and wrote Mein Kampf', keywords: [['mein kampf', 'nine months', 'landsberg']] },
    {
      fact: 'Stresemann introduced the Rentenmark, ending hyperinflation; Dawes Plan 1924',
      keywords: [['rentenmark', 'dawes plan']],
    },
  ],
};

export const geographyCoasts: Passage = {
  id: 'geography-coastal-processes',
  subject: 'Geography',
  topic: 'Coastal processes and landforms',
  qualification: 'GCSE',
  text: `Coastal landscapes in the UK - processes and landforms

Waves are created by wind blowing over the surface of the sea. The distance the wind blows over is called the fetch; the longer the fetch, the bigger and more powerful the waves.
Destructive waves: tall and steep, with a strong backwash and a weak swash. They break frequently (11-15 per minute) and remove material from the beach.
Constructive waves: long and low, with a strong swash and a weak backwash. They break less often (6-9 per minute) and build beaches up.

Erosion processes
- Hydraulic action: the force of the water hits the cliff and compresses air in cracks, which widens them.
- Abrasion: rocks and sand carried by the waves are thrown against the cliff and scrape it away, like sandpaper.
- Attrition: rocks carried by the sea knock against each other and become smaller and more rounded.
- Solution: weak acids in seawater dissolve rocks such as chalk and limestone.

Longshore drift
Longshore drift moves sediment along the coast. The prevailing wind makes waves approach the beach at an angle, so the swash carries material up the beach diagonally. The backwash then pulls it straight back down at 90° because of gravity. The material moves along the beach in a zigzag. Groynes are built to trap the sediment and stop the beach being washed away.

Landforms of erosion
Headlands and bays form where bands of hard and soft rock meet the coast at right angles. The soft rock, such as clay, erodes faster to form a bay, leaving the hard rock sticking out as a headland. Old Harry Rocks in Dorset show the sequence on a headland: a crack is widened by hydraulic action into a cave, the cave is eroded through to form an arch, the roof of the arch collapses leaving a stack, and the stack is eroded into a stump.

Landforms of deposition
A spit is a long, narrow ridge of sand or shingle that sticks out into the sea where the coastline changes direction. Longshore drift keeps carrying material past the bend, and the end of the spit often curves round because of changes in wind direction. Salt marshes form in the sheltered water behind it. Spurn Head on the Holderness coast is a 5 km spit.

Case study: Holderness is one of the fastest eroding coastlines in Europe, losing around 1.8 m of land a year, because its cliffs are made of soft boulder clay. At Mappleton, a rock revetment and two rock groynes were built in 1991 at a cost of £2 million, but they starved the coast further south of sediment.`,
  keyFacts: [
    { fact: 'Fetch: the longer the fetch, the more powerful the waves', keywords: [['fetch'], ['wave', 'wind']] },
    {
      fact: 'Destructive waves have a strong backwash and remove material',
      keywords: [['destructive'], ['backwash', 'remove']],
    },
    {
      fact: 'Constructive waves have a strong swash and build beaches',
      keywords: [['constructive'], ['swash', 'build']],
    },
    { fact: 'Hydraulic action compresses air in cracks', keywords: [['hydraulic action'], ['crack', 'air']] },
    {
      fact: 'Abrasion: rocks thrown against the cliff scrape it away',
      keywords: [['abrasion'], ['scrape', 'sandpaper', 'thrown']],
    },
    {
      fact: 'Attrition: rocks knock together and become smaller and rounder',
      keywords: [['attrition'], ['smaller', 'rounded']],
    },
    {
      fact: 'Longshore drift: swash at an angle, backwash straight back, zigzag',
      keywords: [['longshore drift'], ['angle', 'zigzag']],
    },
    {
      fact: 'Headlands and bays form from bands of hard and soft rock',
      keywords: [
        ['headland', 'bay'],
        ['soft rock', 'hard rock'],
      ],
    },
    { fact: 'Cave, arch, stack, stump sequence', keywords: [['arch'], ['stack'], ['stump']] },
    {
      fact: 'Holderness loses about 1.8 m a year; soft boulder clay',
      keywords: [
        ['holderness', 'mappleton'],
        ['1.8', 'boulder clay'],
      ],
    },
  ],
};

export const geographyUrbanLagos: Passage = {
  id: 'geography-lagos-urban-growth',
  subject: 'Geography',
  topic: 'Urban growth in Lagos',
  qualification: 'GCSE',
  text: `Case study: Lagos, Nigeria (a city in an NEE)

Location and importance: Lagos is on the coast of the Gulf of Guinea in south-west Nigeria. It was the capital until 1991, when Abuja took over, but it is still Nigeria's main port, financial centre and largest city. Nigeria is a newly emerging economy (NEE) and Lagos produces a large share of its GDP.

Causes of growth
The population has grown from about 300,000 in 1950 to an estimated 15-20 million today, one of the fastest growth rates in the world.
- Rural-urban migration: people move from the countryside to escape poverty, drought and conflict (push factors) and are attracted by jobs, schools and better healthcare in the city (pull factors).
- Natural increase: most migrants are young adults, so the birth rate is high, and improved healthcare means the death rate has fallen.

Opportunities
Lagos has more than half of Nigeria's manufacturing industry, and Nollywood, the Nigerian film industry, employs around a million people. There are better schools and hospitals than in rural areas, and access to clean water and electricity, although supplies are not reliable.

Challenges
Squatter settlements: about two-thirds of the population live in slums such as Makoko, a settlement built on stilts over the lagoon. Housing is overcrowded, and most homes lack piped water and proper sanitation, so diseases like cholera spread easily.
Informal economy: many people work in jobs that are not taxed or regulated, such as street selling or scavenging on waste dumps, with low pay and no sick pay.
Traffic congestion is severe: some commuters spend up to four hours a day travelling, and the jams cause air pollution.
Waste disposal: the city produces about 10,000 tonnes of waste a day, and much of it goes into the Olusosun landfill or is dumped in the lagoon.

Urban planning example
The Lagos Bus Rapid Transit (BRT) scheme opened in 2008. Buses have their own lanes, so journeys are quicker and cheaper, and the system carries about 200,000 passengers a day. The Eko Atlantic project is building a new business district on land reclaimed from the sea, protected by an 8 km sea wall, although critics say it will mainly benefit the rich.

Evaluation: the city's growth brings economic opportunities, but the government struggles to provide housing and services fast enough for so many new residents.`,
  keyFacts: [
    {
      fact: 'Lagos is a coastal city in south-west Nigeria, an NEE',
      keywords: [['nigeria'], ['nee', 'newly emerging', 'port', 'coast']],
    },
    { fact: 'Population grew from 300,000 in 1950 to 15-20 million', keywords: [['300,000', '15-20 million', '1950']] },
    {
      fact: 'Rural-urban migration with push and pull factors',
      keywords: [['rural-urban migration', 'push factors', 'pull factors']],
    },
    { fact: 'Natural increase: young migrants, high birth rate', keywords: [['natural increase', 'birth rate']] },
    { fact: 'Nollywood film industry creates jobs', keywords: [['nollywood']] },
    {
      fact: 'Makoko squatter settlement on stilts; two-thirds live in slums',
      keywords: [['makoko', 'squatter', 'slum']],
    },
    { fact: 'Lack of clean water and sanitation spreads disease', keywords: [['sanitation', 'cholera']] },
    { fact: 'Informal economy: untaxed, unregulated jobs', keywords: [['informal']] },
    { fact: 'Traffic congestion and waste disposal problems', keywords: [['traffic', 'congestion', 'waste']] },
    {
      fact: 'Bus Rapid Transit scheme opened 2008; Eko Atlantic',
      keywords: [['bus rapid transit', 'brt', 'eko atlantic']],
    },
  ],
};

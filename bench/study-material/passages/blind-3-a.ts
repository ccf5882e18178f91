import type { Passage } from '../types.js';

/*
 * Blind passages, round 3 (set a): written without looking at the summariser or the other bench files,
 * to be run once and reported, never used to choose anything.
 */

export const blind3ProteinSynthesis: Passage = {
  id: 'blind3-biology-protein-synthesis',
  subject: 'Biology',
  topic: 'DNA, genes and protein synthesis',
  qualification: 'A-level',
  text: `DNA, genes and protein synthesis - AQA A-level Biology, Topic 4

DNA in different cells
In eukaryotic cells the nuclear DNA is long and linear, wound around proteins called histones to form chromosomes. In prokaryotic cells, and in mitochondria and chloroplasts, the DNA is short and circular and not associated with histones.

Genes and the genetic code
A gene is a sequence of DNA bases that codes for the amino acid sequence of a polypeptide or for a functional RNA, such as tRNA. A gene's fixed position on a DNA molecule is its locus. The genetic code is read in triplets: three bases code for one amino acid, and on mRNA each triplet is called a codon. The code is degenerate, because most amino acids are coded for by more than one triplet; it is non-overlapping, because each base is read only once; and it is universal, because it is the same in almost all organisms.
Within a eukaryotic gene the coding sequences, called exons, are separated by non-coding sequences called introns, and between genes there are non-coding multiple repeats.
Genome: the complete set of genes in a cell. Proteome: the full range of proteins a cell can make.

Transcription
Transcription is the making of mRNA from DNA, and it happens in the nucleus.
1. DNA helicase breaks the hydrogen bonds between bases, so the strands separate.
2. One strand acts as the template strand.
3. Free RNA nucleotides line up along the template by complementary base pairing; uracil pairs with adenine, in place of thymine.
4. RNA polymerase joins the nucleotides together to form a strand of pre-mRNA.
5. When RNA polymerase reaches a stop triplet it detaches and the pre-mRNA is released.
In eukaryotes the pre-mRNA is then spliced: the introns are removed and the exons are joined, and the mRNA leaves the nucleus. Prokaryotic genes have no introns, so no splicing is needed.

Translation
Translation takes place at ribosomes in the cytoplasm. The mRNA attaches to a ribosome, which reads it one codon at a time. Each tRNA molecule has an anticodon at one end and carries a specific amino acid at the other; ATP provides the energy to attach the amino acid. A tRNA with an anticodon complementary to the first codon binds, then a second tRNA binds to the next codon. The ribosome holds two tRNAs at once, and a peptide bond forms between their amino acids in a condensation reaction. The first tRNA leaves and the ribosome moves along to the next codon. This continues until a stop codon is reached and the polypeptide is released.`,
  keyFacts: [
    {
      fact: 'Eukaryotic DNA is linear and wound around histones; prokaryotic DNA is short, circular and not associated with histones',
      keywords: [['histone'], ['circular', 'linear']],
    },
    {
      fact: 'A gene is a base sequence of DNA coding for the amino acid sequence of a polypeptide or a functional RNA',
      keywords: [['gene'], ['polypeptide', 'functional rna']],
    },
    { fact: 'A locus is the fixed position of a gene on a DNA molecule', keywords: [['locus', 'loci']] },
    {
      fact: 'The genetic code is a triplet code that is degenerate, non-overlapping and universal',
      keywords: [
        ['triplet', 'codon'],
        ['degenerate', 'non-overlapping', 'universal'],
      ],
    },
    {
      fact: 'Introns are non-coding sequences within a gene; exons are coding sequences',
      keywords: [['intron'], ['exon', 'non-coding']],
    },
    {
      fact: 'In transcription RNA polymerase joins RNA nucleotides lined up on the template strand',
      keywords: [['rna polymerase'], ['nucleotide', 'template']],
    },
    {
      fact: 'Complementary base pairing, with uracil pairing with adenine in place of thymine',
      keywords: [['uracil', 'complementary base pairing']],
    },
    {
      fact: 'In eukaryotes pre-mRNA is spliced to remove introns; prokaryotes need no splicing',
      keywords: [
        ['spliced', 'splicing'],
        ['pre-mrna', 'intron'],
      ],
    },
    {
      fact: 'tRNA has an anticodon complementary to the mRNA codon and carries a specific amino acid',
      keywords: [['trna'], ['anticodon']],
    },
    {
      fact: 'Peptide bonds form between amino acids at the ribosome by condensation until a stop codon',
      keywords: [['peptide bond'], ['ribosome', 'condensation']],
    },
  ],
};

export const blind3Plague: Passage = {
  id: 'blind3-history-black-death-great-plague',
  subject: 'History',
  topic: 'Medicine in Britain: the Black Death and the Great Plague',
  qualification: 'GCSE',
  text: `Medicine in Britain c1250-present: Black Death (1348) vs Great Plague (1665)
Edexcel GCSE History Paper 1 - Cornell notes

Q: What was the Black Death?
- Arrived in England June 1348, at Melcombe (Weymouth) in Dorset
- 2 forms: bubonic (flea bites → swellings called buboes) and pneumonic (spread through the air by coughing, attacked the lungs)
- Killed roughly 1/3 of the population of England

Q: Why did people think the Black Death happened?
- God: a punishment for sin → Church very powerful, so most people believed this
- Astrology: an unusual alignment of the planets
- Miasma = bad air from rotting bodies, rubbish and swamps
- Imbalance of the four humours (Hippocrates & Galen) → doctors thought bad air upset the humours
- Real cause = bacteria carried by fleas on black rats, but nobody knew about germs until Pasteur's germ theory (1861)

Q: How did people try to treat and prevent it?
- Praying, going to church, confessing sins
- Flagellants whipped themselves in public to show God they were sorry
- Carrying posies of sweet-smelling herbs, lighting fires to clean the air
- Bleeding and purging to rebalance the humours, lancing the buboes
- Avoiding strangers e.g. Gloucester shut its gates to people from Bristol (didn't work)

Q: What had changed by the Great Plague of 1665?
- Killed around 100,000 people in London
- Beliefs: still blamed God and miasma, some blamed a comet; more people now thought it spread from person to person
- Treatments: plague doctors wore beak masks stuffed with herbs, people smoked tobacco to keep off bad air, lucky charms and quack remedies
- Government did far more → King Charles II and the Lord Mayor of London issued plague orders:
  • houses of the sick shut up for 40 days with a red cross and "Lord have mercy upon us" painted on the door
  • watchmen guarded the shut-up houses; searchers checked bodies and recorded the cause of death
  • bodies buried at night in mass plague pits
  • thousands of cats and dogs killed b/c people thought they spread it
  • plays and large gatherings banned, barrels of tar burned in the streets

Q: How similar were the responses? (comparison)
- Continuity: both times people blamed God and miasma, no one understood germs, so there was no effective cure
- Change: in 1665 national and local government organised quarantine, whereas in 1348 the Church led the response and there was little organised action

Summary: little progress in 300+ years b/c the real cause was still unknown - the biggest change was more government action, not better medicine.`,
  keyFacts: [
    {
      fact: 'The plague took two forms: bubonic (flea bites, buboes) and pneumonic (airborne, lungs)',
      keywords: [['bubonic'], ['pneumonic']],
    },
    { fact: 'The Black Death killed about a third of England’s population', keywords: [['1/3', 'third']] },
    { fact: 'People believed the plague was a punishment from God for sin', keywords: [['god'], ['punishment']] },
    { fact: 'Miasma (bad air) was blamed', keywords: [['miasma', 'bad air']] },
    {
      fact: 'An imbalance of the four humours was blamed, so doctors used bleeding and purging',
      keywords: [['humour'], ['bleeding', 'purging', 'imbalance']],
    },
    { fact: 'Flagellants whipped themselves and people prayed for forgiveness', keywords: [['flagellant', 'praying']] },
    { fact: 'The Great Plague of 1665 killed around 100,000 people in London', keywords: [['100,000']] },
    {
      fact: 'Plague orders: houses of the sick shut up for 40 days with a red cross on the door',
      keywords: [['40 days', 'red cross', 'shut up']],
    },
    { fact: 'Cats and dogs were killed because people thought they spread the plague', keywords: [['cats', 'dogs']] },
    {
      fact: 'Comparison: more government action in 1665, but germs still not understood',
      keywords: [['government'], ['germ', 'continuity']],
    },
  ],
};

export const blind3RomeoJuliet: Passage = {
  id: 'blind3-english-romeo-juliet-conflict-fate',
  subject: 'English Literature',
  topic: 'Romeo and Juliet: conflict and fate',
  qualification: 'GCSE',
  text: `Romeo and Juliet - Conflict & Fate
AQA GCSE English Lit Paper 1 Section A (Shakespeare)

Conflict = the feud between the Montagues and Capulets, violence in the streets, love vs hate, parents vs children.
Fate = the idea that the lovers' deaths are decided by the stars from the start.

Key quote: "A pair of star-cross'd lovers take their life" (Prologue)
→ the Prologue is a sonnet (14 lines) that tells us the ending → dramatic irony, we watch knowing they will die
→ "star-cross'd" = the stars (fate) are against them
→ "take their life" = double meaning: are born / kill themselves

Key quote: "What, drawn, and talk of peace? I hate the word, / As I hate hell, all Montagues, and thee." (Tybalt, 1.1)
→ Tybalt embodies the feud; repeats "hate", contrasts it with "peace"

Key quote: "O brawling love, O loving hate" (Romeo, 1.1)
→ oxymorons show love and conflict are tangled together from the first scene

Key quote: "My only love sprung from my only hate!" (Juliet, 1.5)
→ antithesis - their love is born out of the feud

Key quote: "These violent delights have violent ends" (Friar Laurence, 2.6)
→ foreshadowing - their rushed, passionate love is dangerous

Key quote: "A plague o' both your houses!" (Mercutio, 3.1)
→ Mercutio curses both families, repeated 3 times - the turning point of the play

Key quote: "O, I am fortune's fool!" (Romeo, 3.1)
→ after killing Tybalt, Romeo blames fate → is he avoiding responsibility?

Key quote: "Then I defy you, stars!" (Romeo, 5.1)
→ Romeo tries to take control, but his rush to Verona is what fulfils the Prologue

Also: Capulet to Juliet - "hang, beg, starve, die in the streets" (3.5) → conflict between parents & children

Context
• An Elizabethan audience believed in fate and astrology - many thought the stars controlled people's lives
• Patriarchal society: daughters were expected to obey their fathers and accept arranged marriages → Juliet's defiance would shock
• Honour mattered - a man had to defend his family name, even by duelling (Mercutio and Tybalt)
• Written c.1595 for the Lord Chamberlain's Men; later staged at the Globe (opened 1599) - groundlings stood in the yard and sword fights were exciting spectacle
• Set in Verona, Italy - seen as hot-blooded and violent

Exam tips
- Structure: street fights open Act 1 and Act 3; the action covers only about 4 days → haste leads to disaster
- Fate or free will? Argue both: the Prologue says fate, but the characters' choices (Tybalt's anger, Romeo's haste, Capulet forcing the marriage) cause the tragedy`,
  keyFacts: [
    {
      fact: 'The Prologue is a sonnet that reveals the ending, creating dramatic irony',
      keywords: [['prologue'], ['sonnet', 'dramatic irony']],
    },
    { fact: '"Star-cross\'d lovers" shows that fate is against them', keywords: [['star-cross']] },
    {
      fact: 'Tybalt: "I hate the word, as I hate hell, all Montagues" (1.1) embodies the feud',
      keywords: [['tybalt'], ['hate hell', 'hate the word', 'i hate']],
    },
    {
      fact: 'Romeo\'s oxymorons "O brawling love, O loving hate" link love and conflict',
      keywords: [['oxymoron', 'brawling love', 'loving hate']],
    },
    { fact: 'Juliet: "My only love sprung from my only hate" (1.5)', keywords: [['only love', 'only hate']] },
    {
      fact: 'Friar Laurence: "These violent delights have violent ends" foreshadows the tragedy',
      keywords: [['violent delights', 'violent ends']],
    },
    {
      fact: 'Mercutio: "A plague o\' both your houses" (3.1) is the turning point',
      keywords: [['mercutio'], ['plague']],
    },
    { fact: 'Romeo: "O, I am fortune\'s fool" (3.1) blames fate', keywords: [['fortune']] },
    {
      fact: 'An Elizabethan audience believed in fate and astrology',
      keywords: [['elizabethan'], ['astrology', 'fate', 'stars']],
    },
    {
      fact: 'Patriarchal society: daughters were expected to obey their fathers',
      keywords: [['patriarchal', 'obey']],
    },
  ],
};

export const blind3Inflation: Passage = {
  id: 'blind3-economics-inflation-monetary-policy',
  subject: 'Economics',
  topic: 'Inflation and monetary policy',
  qualification: 'A-level',
  text: `Inflation & monetary policy - A-level Economics (Macro)

Key terms
Inflation - a sustained rise in the general price level over time
Deflation - a sustained fall in the general price level
Disinflation - the rate of inflation falls but prices are still rising
CPI - Consumer Prices Index, the main UK measure. The ONS records the prices of a weighted basket of about 700 goods and services each month; the weights come from household spending surveys
Real income - income adjusted for inflation (what your money can actually buy)

The target
- Government sets the inflation target: 2% CPI, symmetric (undershooting is as bad as overshooting)
- If CPI is more than 1 percentage point away from 2% → the Governor writes an open letter to the Chancellor explaining why and what the Bank will do
- MPC - Monetary Policy Committee of the Bank of England, 9 members, meets 8 times a year to set Bank Rate
- BoE operationally independent since 1997 → more credible, not influenced by elections

Causes
Demand-pull - aggregate demand grows faster than the economy's capacity, "too much money chasing too few goods". AD shifts right near full capacity → price level rises. e.g. low interest rates, consumer boom, tax cuts
Cost-push - rising costs of production shift SRAS left → higher price level AND lower real output. e.g. higher oil and energy prices, wages rising faster than productivity, a weaker pound making imports dearer
e.g. 2022: energy and food prices jumped after Russia invaded Ukraine → CPI peaked at 11.1% in October 2022 - mainly cost-push

Transmission mechanism (MPC raises Bank Rate)
↑ Bank Rate → commercial banks raise rates on loans and mortgages → borrowing dearer, saving more attractive → ↓ consumption and ↓ investment → AD shifts left → demand-pull inflation falls
Also: ↑ interest rates → hot money flows in → pound appreciates → imports cheaper and exports dearer → lower inflation (but hurts exporters)
Time lag - about 18-24 months before the full effect on inflation
Figures: Bank Rate cut to 0.1% in March 2020 (Covid), raised to 5.25% by August 2023

QE - quantitative easing - the BoE creates new money electronically to buy government bonds (gilts) → lowers long-term interest rates. Used when Bank Rate is close to zero, e.g. from 2009 after the financial crisis

Evaluation
- Less effective against cost-push b/c higher rates cut AD but do nothing about the cause (e.g. oil prices) → risk of recession and higher unemployment
- Costs of inflation: menu costs, shoe leather costs, falling real incomes for people on fixed incomes, UK exports less competitive`,
  keyFacts: [
    {
      fact: 'Inflation is a sustained rise in the general price level',
      keywords: [['inflation'], ['general price level']],
    },
    {
      fact: 'CPI is measured by the ONS using a weighted basket of about 700 goods and services',
      keywords: [['cpi', 'consumer prices index'], ['basket']],
    },
    { fact: 'The government sets an inflation target of 2% CPI', keywords: [['2%'], ['target']] },
    {
      fact: 'The Bank of England MPC (9 members) sets Bank Rate',
      keywords: [
        ['mpc', 'monetary policy committee'],
        ['bank rate', 'interest rate'],
      ],
    },
    {
      fact: 'Demand-pull inflation: aggregate demand grows faster than capacity (AD shifts right)',
      keywords: [
        ['demand-pull', 'demand pull'],
        ['aggregate demand', 'too much money'],
      ],
    },
    {
      fact: 'Cost-push inflation: rising costs of production shift SRAS left',
      keywords: [
        ['cost-push', 'cost push'],
        ['sras', 'costs of production'],
      ],
    },
    { fact: 'CPI peaked at 11.1% in October 2022', keywords: [['11.1']] },
    {
      fact: 'Higher Bank Rate makes borrowing dearer, reducing consumption and investment so AD falls',
      keywords: [
        ['borrowing', 'mortgage', 'loan'],
        ['consumption', 'investment'],
      ],
    },
    {
      fact: 'Higher interest rates attract hot money, the pound appreciates and imports become cheaper',
      keywords: [['hot money', 'appreciate', 'exchange rate'], ['import']],
    },
    {
      fact: 'QE: the Bank creates money to buy government bonds when Bank Rate is near zero',
      keywords: [
        ['qe', 'quantitative easing'],
        ['bonds', 'gilts'],
      ],
    },
  ],
};

import type { Passage } from '../types.js';

export const englishMacbeth: Passage = {
  id: 'english-macbeth-ambition',
  subject: 'English Literature',
  topic: 'Macbeth: ambition',
  qualification: 'GCSE',
  text: `Macbeth: Theme of Ambition (AQA GCSE English Literature)

Shakespeare presents ambition as a destructive force that corrupts Macbeth and leads to his downfall. The play was written around 1606 for King James I, who believed in the divine right of kings, so killing a king was seen as a crime against God as well as the state.

The witches' prophecies in Act 1 Scene 3 awaken Macbeth's ambition. They greet him as Thane of Cawdor and "king hereafter", and when the first prophecy comes true he starts to think about murder. His thoughts make his "seated heart knock at my ribs", showing that he is horrified by his own ideas.

Key quotations
- "Stars, hide your fires; / Let not light see my black and deep desires" (Act 1 Scene 4): Macbeth wants to hide his ambition; the imagery of light and darkness links his desires with evil.
- "Look like th' innocent flower, / But be the serpent under 't" (Act 1 Scene 5): Lady Macbeth tells him to hide his intentions. The serpent alludes to the Garden of Eden, so their ambition is linked to the Fall of Man.
- "I have no spur / To prick the sides of my intent, but only / Vaulting ambition, which o'erleaps itself" (Act 1 Scene 7): Macbeth admits that ambition is his only motive. The metaphor of a rider jumping too high on a horse and falling foreshadows his fall.
- "O, full of scorpions is my mind, dear wife!" (Act 3 Scene 2): once he is king, ambition brings him paranoia rather than happiness, and he arranges the murder of Banquo.

Lady Macbeth
Lady Macbeth's ambition is at first stronger than her husband's. She calls on spirits to "unsex me here", rejecting the qualities expected of a woman in Jacobean society, and she questions his masculinity to persuade him to kill Duncan. However, guilt destroys her: in the sleepwalking scene (Act 5 Scene 1) she cries "Out, damned spot!", trying to wash imaginary blood from her hands, and she later dies, probably by suicide.

Contrast with Banquo
Banquo also hears that his descendants will be kings ("Thou shalt get kings, though thou be none"), but he does not act on the prophecy. He acts as a foil to Macbeth, showing that ambition can be resisted.

Conclusion for essays: by the end Malcolm calls Macbeth a "dead butcher" and Lady Macbeth a "fiend-like queen". Shakespeare warns the audience that ambition which goes against the natural order leads to chaos and destruction, and order is restored only when Malcolm becomes king.`,
  keyFacts: [
    {
      fact: 'Ambition is presented as destructive, leading to downfall',
      keywords: [['ambition'], ['destructive', 'downfall', 'corrupt']],
    },
    { fact: 'Written around 1606 for James I; divine right of kings', keywords: [['james i', 'divine right', '1606']] },
    {
      fact: "The witches' prophecies awaken Macbeth's ambition",
      keywords: [
        ['witches', 'prophec'],
        ['ambition', 'king hereafter', 'cawdor'],
      ],
    },
    {
      fact: '"Stars, hide your fires" — hiding black and deep desires',
      keywords: [['stars, hide your fires', 'black and deep desires']],
    },
    {
      fact: '"Look like th\' innocent flower, but be the serpent under\'t"',
      keywords: [['innocent flower', 'serpent']],
    },
    { fact: '"Vaulting ambition, which o\'erleaps itself"', keywords: [['vaulting ambition']] },
    { fact: '"Full of scorpions is my mind": paranoia once king', keywords: [['scorpions']] },
    { fact: 'Lady Macbeth: "unsex me here" and questions his masculinity', keywords: [['unsex', 'masculinity']] },
    {
      fact: 'Sleepwalking scene, "Out, damned spot!": guilt destroys her',
      keywords: [['damned spot', 'sleepwalking']],
    },
    {
      fact: 'Banquo is a foil who does not act on the prophecy',
      keywords: [['banquo'], ['foil', 'does not act', 'resisted']],
    },
  ],
};

export const englishInspectorCalls: Passage = {
  id: 'english-inspector-calls',
  subject: 'English Literature',
  topic: 'An Inspector Calls: responsibility',
  qualification: 'GCSE',
  text: `An Inspector Calls - J.B. Priestley - Theme: social responsibility

Context: Priestley wrote the play in 1945, at the end of the Second World War, but set it in 1912, before the First World War and the sinking of the Titanic. He was a socialist who helped to found the Common Wealth Party, and he wanted audiences in 1945 to vote for a fairer society; the Labour Party won the election that year and went on to create the welfare state.

Mr Birling: represents capitalism and the selfish attitudes of the older generation. He calls himself "a hard-headed, practical man of business" and says that "a man has to mind his own business and look after himself and his own". He sacked Eva Smith for leading a strike for higher wages. Dramatic irony: he claims the Titanic is "unsinkable, absolutely unsinkable" and that there will be no war, so the audience knows he is wrong about everything, including responsibility.

The Inspector: Inspector Goole acts as Priestley's mouthpiece. His name is a pun on "ghoul", suggesting he may be supernatural. He questions the family one at a time, showing how each of them helped to drive Eva Smith to suicide. His final speech states the play's message: "We are members of one body. We are responsible for each other." He warns that if people do not learn this lesson "they will be taught it in fire and blood and anguish", which refers to the two world wars.

Sheila and Eric: the younger generation accept their responsibility and change. Sheila got Eva sacked from Milwards out of jealousy, but she feels real guilt and says "these girls aren't cheap labour - they're people". Eric admits he stole money from his father's office to support Eva.

Mrs Birling refuses to accept any blame. As chair of the Brumley Women's Charity Organisation she turned Eva away when she was pregnant, and she insists that the father of the child is responsible, not knowing that it is her own son, Eric.

Structure: the play is a well-made play set in one room on one evening, and it ends with a cliffhanger. A phone call announces that a girl has just died and a real inspector is on his way, so the family will have to face the truth again. The circular structure suggests that people who refuse to learn will repeat their mistakes.`,
  keyFacts: [
    { fact: 'Written in 1945 but set in 1912', keywords: [['1945'], ['1912']] },
    { fact: 'Priestley was a socialist who wanted a fairer society', keywords: [['socialis']] },
    {
      fact: 'Mr Birling represents capitalism and selfishness',
      keywords: [['birling'], ['capitalis', 'selfish', 'hard-headed']],
    },
    {
      fact: 'Dramatic irony: "unsinkable, absolutely unsinkable" Titanic',
      keywords: [
        ['titanic', 'unsinkable'],
        ['irony', 'unsinkable'],
      ],
    },
    {
      fact: "Inspector Goole is Priestley's mouthpiece; pun on ghoul",
      keywords: [
        ['inspector', 'goole'],
        ['mouthpiece', 'ghoul'],
      ],
    },
    {
      fact: '"We are members of one body. We are responsible for each other."',
      keywords: [['members of one body', 'responsible for each other']],
    },
    { fact: '"Fire and blood and anguish" refers to the world wars', keywords: [['fire and blood and anguish']] },
    { fact: 'Sheila: "these girls aren\'t cheap labour - they\'re people"', keywords: [['cheap labour']] },
    {
      fact: 'Mrs Birling refuses to accept blame; turned Eva away from the charity',
      keywords: [['mrs birling'], ['blame', 'charity', 'turned eva away']],
    },
    {
      fact: 'Ending phone call: a real inspector is coming; cyclical structure',
      keywords: [['phone call', 'circular', 'cliffhanger']],
    },
  ],
};

export const englishOzymandias: Passage = {
  id: 'english-poetry-ozymandias',
  subject: 'English Literature',
  topic: 'Power and Conflict poetry: Ozymandias',
  qualification: 'GCSE',
  text: `Ozymandias - Percy Bysshe Shelley (Power and Conflict anthology)

Ozymandias was published in 1818. Shelley was a Romantic poet and a radical who opposed tyranny and the monarchy, so the poem can be read as a warning to powerful rulers such as King George III. Ozymandias is the Greek name for the Egyptian pharaoh Ramesses II.

What happens: the speaker meets "a traveller from an antique land" who describes a huge broken statue in the desert. Only two "vast and trunkless legs of stone" still stand, and the shattered face lies half buried in the sand. On the pedestal are the words "My name is Ozymandias, King of Kings; / Look on my Works, ye Mighty, and despair!" But nothing else remains around it.

Themes
Power of nature and time over human power: the ruler's empire has completely disappeared, showing that human power is temporary while nature lasts. Arrogance and pride: the pharaoh believed his works would make other kings despair, but now the boast is ironic. Art and the artist: the sculptor's work has survived longer than the king, so art outlasts power.

Language
- "sneer of cold command": the sibilance creates a harsh, hissing sound that reflects the pharaoh's cruelty and contempt for his people.
- "Nothing beside remains": a short, blunt sentence after the boast; the caesura makes the reader pause on the emptiness.
- "boundless and bare": alliteration emphasises how vast and empty the desert is.
- "The lone and level sands stretch far away": the final line suggests the endless power of time and nature.

Form and structure
The poem is a sonnet, a form usually used for love poetry, but Shelley uses it to explore power. It mixes the Petrarchan and Shakespearean rhyme schemes and breaks the pattern in places, which may mirror the broken statue or Shelley's rejection of rules and authority. The story is told at second hand through the traveller, which distances the reader from the king and makes him seem less important. The volta comes in line 9, when the focus turns from the statue to the inscription on the pedestal.

Comparisons: Ozymandias pairs well with My Last Duchess by Robert Browning, as both explore the arrogance of powerful men, and with London by William Blake, which also criticises people in power.`,
  keyFacts: [
    { fact: 'Published in 1818 by Shelley, a Romantic poet', keywords: [['1818', 'romantic']] },
    { fact: 'Shelley opposed tyranny and the monarchy', keywords: [['tyranny', 'monarchy', 'radical']] },
    { fact: 'Ozymandias is Ramesses II', keywords: [['ramesses']] },
    {
      fact: 'Told through "a traveller from an antique land"',
      keywords: [['traveller'], ['antique land', 'second hand']],
    },
    {
      fact: '"Look on my Works, ye Mighty, and despair!" is now ironic',
      keywords: [['look on my works', 'ye mighty']],
    },
    {
      fact: 'Theme: nature and time outlast human power',
      keywords: [
        ['nature', 'time'],
        ['temporary', 'outlast', 'human power'],
      ],
    },
    { fact: '"sneer of cold command": sibilance shows cruelty', keywords: [['sneer of cold command', 'sibilance']] },
    { fact: '"Nothing beside remains": caesura on emptiness', keywords: [['nothing beside remains']] },
    {
      fact: 'The poem is a sonnet with a broken rhyme scheme',
      keywords: [['sonnet'], ['rhyme', 'petrarchan', 'broken', 'power']],
    },
    { fact: 'Volta in line 9', keywords: [['volta']] },
  ],
};

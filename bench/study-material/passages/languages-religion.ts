import type { Passage } from '../types.js';

export const frenchPerfectTense: Passage = {
  id: 'french-perfect-tense',
  subject: 'French',
  topic: 'The perfect tense (passé composé)',
  qualification: 'GCSE',
  text: `French grammar: the perfect tense (le passé composé)

The perfect tense is used to talk about completed actions in the past, for example "I played" or "I have played". It is made of two parts: the present tense of an auxiliary verb (avoir or être) + the past participle.

Forming the past participle
- -er verbs: remove -er and add -é (jouer → joué, manger → mangé).
- -ir verbs: remove -ir and add -i (finir → fini, choisir → choisi).
- -re verbs: remove -re and add -u (vendre → vendu, attendre → attendu).

Verbs with avoir
Most verbs use avoir: j'ai joué au foot (I played football), nous avons mangé une pizza (we ate a pizza), ils ont fini leurs devoirs (they finished their homework).

Irregular past participles you must learn: avoir → eu, être → été, faire → fait, prendre → pris, boire → bu, voir → vu, lire → lu, écrire → écrit, mettre → mis, devoir → dû. Example: j'ai fait du ski (I went skiing), elle a pris le train (she took the train).

Verbs with être
About 16 verbs, mostly verbs of movement, use être instead. A good way to remember them is the mnemonic MRS VANDERTRAMP: monter, rester, sortir, venir, aller, naître, descendre, entrer, rentrer, tomber, revenir, arriver, mourir, partir, and also passer and retourner. All reflexive verbs also take être, for example je me suis levé (I got up).
With être, the past participle must agree with the subject, like an adjective: add -e for a feminine subject, -s for a masculine plural and -es for a feminine plural. Example: elle est allée au cinéma (she went to the cinema), nous sommes arrivés à huit heures (we arrived at eight o'clock), mes sœurs sont parties (my sisters left).

Negatives
In the perfect tense, ne ... pas goes around the auxiliary verb, not the past participle: je n'ai pas regardé la télé (I didn't watch TV), il n'est pas venu (he didn't come). Jamais works the same way: je ne suis jamais allé en Espagne (I have never been to Spain).

Perfect or imperfect?
Use the perfect tense for a single, completed action (j'ai vu un film hier), and the imperfect for descriptions, repeated actions or what used to happen (il faisait beau; je jouais au tennis tous les samedis). In a story, the imperfect often sets the scene and the perfect moves the action on.

Exam tip: in the writing paper, using the perfect and imperfect together in one sentence ("quand j'étais petit, je suis allé à Paris") shows the examiner a range of tenses and helps you reach the top band.`,
  keyFacts: [
    {
      fact: 'Perfect tense is for completed past actions',
      keywords: [
        ['perfect tense', 'passé composé'],
        ['completed', 'past'],
      ],
    },
    {
      fact: 'Formed with auxiliary (avoir/être) + past participle',
      keywords: [['auxiliary', 'avoir'], ['past participle']],
    },
    { fact: '-er verbs: -é (jouer → joué)', keywords: [['joué', '-é']] },
    { fact: '-ir verbs: -i; -re verbs: -u', keywords: [['→ fini', '→ vendu', 'add -u', 'add -i']] },
    { fact: 'Most verbs use avoir', keywords: [['most verbs'], ['avoir']] },
    {
      fact: 'Irregular participles: faire → fait, prendre → pris, etc.',
      keywords: [
        ['fait', 'pris'],
        ['faire', 'prendre'],
      ],
    },
    { fact: 'MRS VANDERTRAMP verbs (movement) take être', keywords: [['vandertramp', 'movement'], ['être']] },
    { fact: 'Reflexive verbs take être', keywords: [['reflexive']] },
    { fact: 'With être the past participle agrees with the subject', keywords: [['agree'], ['subject']] },
    {
      fact: 'Ne ... pas goes around the auxiliary',
      keywords: [
        ['ne ... pas', "n'ai pas", 'negative'],
        ['auxiliary', "n'ai pas"],
      ],
    },
  ],
};

export const frenchFutureConditional: Passage = {
  id: 'french-future-conditional',
  subject: 'French',
  topic: 'The future and conditional tenses',
  qualification: 'GCSE',
  text: `French - talking about the future (Higher tier)

There are two ways to talk about the future in French.

1. The near future (le futur proche)
This means "going to do something". Form it with the present tense of aller + an infinitive: je vais jouer (I am going to play), tu vas regarder, il va partir, nous allons voyager, vous allez manger, ils vont sortir. It is the easiest way to refer to future plans, so use it in the speaking exam if you are not confident with the future tense.

2. The simple future (le futur simple)
This means "will do something". For regular -er and -ir verbs, take the infinitive and add the endings -ai, -as, -a, -ons, -ez, -ont. For -re verbs, remove the final -e first: vendre → je vendrai.
Examples: je jouerai au tennis (I will play tennis), nous finirons à cinq heures (we will finish at five o'clock), ils choisiront une université (they will choose a university).
The endings are the same as the present tense of avoir, which makes them easier to remember.

Irregular future stems
Some common verbs have an irregular stem, but they still take the normal endings: être → ser- (je serai), avoir → aur- (j'aurai), aller → ir- (j'irai), faire → fer- (je ferai), pouvoir → pourr- (je pourrai), vouloir → voudr- (je voudrai), venir → viendr- (je viendrai), voir → verr- (je verrai) and devoir → devr- (je devrai). The stem always ends in -r.

The conditional (le conditionnel)
The conditional means "would do something". It uses the same stem as the future tense but the imperfect endings: -ais, -ais, -ait, -ions, -iez, -aient. For example, je jouerais (I would play), elle irait (she would go) and nous serions contents (we would be happy). Two very useful phrases are je voudrais (I would like) and j'aimerais (I would like / I would love).

Si clauses
In a sentence with si (if), the tenses follow a pattern:
- si + present, then future: s'il fait beau demain, nous irons à la plage (if it is nice tomorrow, we will go to the beach).
- si + imperfect, then conditional: si j'avais beaucoup d'argent, j'achèterais une grande maison (if I had lots of money, I would buy a big house).
Never put the future or the conditional straight after si.

Time phrases to show the future: demain (tomorrow), la semaine prochaine (next week), l'année prochaine (next year), à l'avenir (in the future) and plus tard (later). Adding a reason with parce que or car makes your answer more developed and earns extra marks.`,
  keyFacts: [
    { fact: 'Near future: aller + infinitive ("going to")', keywords: [['aller'], ['infinitive']] },
    {
      fact: 'Futur simple means "will"; infinitive + endings',
      keywords: [
        ['futur simple', 'simple future'],
        ['infinitive', 'will'],
      ],
    },
    { fact: 'Future endings -ai, -as, -a, -ons, -ez, -ont', keywords: [['-ai, -as', '-ons, -ez, -ont']] },
    { fact: '-re verbs drop the final -e (vendre → vendrai)', keywords: [['vendrai', 'final -e']] },
    { fact: 'Endings are the same as the present tense of avoir', keywords: [['present tense of avoir']] },
    {
      fact: 'Irregular future stems: être → ser-, aller → ir-, faire → fer-',
      keywords: [['irregular'], ['ser-', 'ir-', 'fer-', 'stem']],
    },
    {
      fact: 'Conditional = future stem + imperfect endings, meaning "would"',
      keywords: [['conditional'], ['imperfect endings', 'would']],
    },
    { fact: 'Je voudrais = I would like', keywords: [['voudrais', "j'aimerais"]] },
    { fact: 'Si + present, then future', keywords: [['si + present', 'present, then future']] },
    { fact: 'Si + imperfect, then conditional', keywords: [['si + imperfect', 'imperfect, then conditional']] },
  ],
};

export const religiousFivePillars: Passage = {
  id: 'religious-studies-five-pillars',
  subject: 'Religious Studies',
  topic: 'Islam: the Five Pillars',
  qualification: 'GCSE',
  text: `Islam - Practices: The Five Pillars (AQA GCSE Religious Studies A)

The Five Pillars are the five duties that every Sunni Muslim must carry out. They are like the pillars that hold up a building, because they support a Muslim's life and faith. Shi'a Muslims also follow the Ten Obligatory Acts, which include many of the same practices.

1. Shahadah - the declaration of faith: "There is no god but Allah, and Muhammad is the messenger of Allah." Shi'a Muslims add "and Ali is the friend of God". It is whispered into a newborn baby's ear and, ideally, are the last words a Muslim says before death. Saying it sincerely in front of witnesses is how a person becomes a Muslim.

2. Salah - prayer five times a day, at set times between dawn and night. Before praying, Muslims perform wudu (ritual washing) to be spiritually clean. They face the Ka'bah in Makkah, a direction called the qiblah, and follow a set sequence of movements called rak'ahs. On Friday at midday, men are expected to attend Jummah prayer at the mosque, where the imam gives a sermon (khutbah).

3. Zakah - giving 2.5% of savings above a minimum amount (the nisab) to the poor each year. It purifies the rest of a person's wealth and reminds Muslims that everything belongs to Allah. Shi'a Muslims also pay khums, a tax of 20% of surplus income. Sadaqah is voluntary charity, which can be given at any time.

4. Sawm - fasting from dawn to sunset during the month of Ramadan. Muslims do not eat, drink or have sexual relations during daylight hours. Children, pregnant women, elderly people and those who are ill are excused. Fasting teaches self-discipline, brings Muslims closer to Allah and helps them feel empathy with the poor. Ramadan remembers the Night of Power, when the Qur'an was first revealed to Muhammad.

5. Hajj - a pilgrimage to Makkah that every Muslim who is healthy and can afford it must make at least once in their lifetime. It takes place in the month of Dhul Hijjah. Pilgrims wear simple white clothes called ihram to show that everyone is equal before Allah, walk seven times around the Ka'bah (tawaf), stand in prayer on the plain of Arafat, and throw pebbles at pillars in Mina to reject the devil.

Evaluation: some Muslims argue that Salah is the most important pillar because it is performed every day, while others say the Shahadah matters most, since all the other pillars depend on faith.`,
  keyFacts: [
    {
      fact: 'Five Pillars are the duties every Sunni Muslim must carry out',
      keywords: [['five pillars'], ['duties', 'sunni']],
    },
    { fact: 'Shahadah is the declaration of faith', keywords: [['shahadah'], ['declaration', 'no god but allah']] },
    { fact: 'Salah is prayer five times a day', keywords: [['salah', 'prayer'], ['five times']] },
    { fact: 'Wudu is ritual washing before prayer', keywords: [['wudu']] },
    { fact: "Muslims face the Ka'bah in Makkah (qiblah)", keywords: [['qiblah', "ka'bah"]] },
    { fact: 'Zakah is giving 2.5% of savings to the poor', keywords: [['zakah'], ['2.5%']] },
    {
      fact: 'Sawm is fasting from dawn to sunset in Ramadan',
      keywords: [
        ['sawm', 'fasting'],
        ['ramadan', 'dawn'],
      ],
    },
    { fact: 'Some people are excused from fasting', keywords: [['excused']] },
    {
      fact: 'Hajj is a pilgrimage to Makkah at least once in a lifetime',
      keywords: [
        ['hajj', 'pilgrimage'],
        ['once', 'makkah'],
      ],
    },
    { fact: 'Ihram white clothes show equality before Allah', keywords: [['ihram']] },
  ],
};

export const religiousChristianBeliefs: Passage = {
  id: 'religious-studies-christian-beliefs',
  subject: 'Religious Studies',
  topic: 'Christianity: the nature of God and creation',
  qualification: 'GCSE',
  text: `Christian beliefs - nature of God, the Trinity and creation

Christians are monotheists: they believe there is only one God. God is described as:
Omnipotent: all-powerful, able to do anything, as shown in creation and miracles.
Omniscient: all-knowing, aware of everything that has happened and will happen.
Omnibenevolent: all-loving and all-good. "God is love" (1 John 4:8).
Just: God is fair and will judge people rightly.

The problem of evil and suffering
If God is all-powerful and all-loving, why does He allow evil and suffering? Some people argue that suffering shows God does not exist. Christians may respond that God gave humans free will, and that much suffering is caused by humans misusing it; that suffering can help people grow in character; or that God's plan is beyond human understanding, as the Book of Job suggests. Natural evil, such as earthquakes, is harder to explain.

The Trinity
Christians believe that the one God exists as three persons: the Father, the Son (Jesus) and the Holy Spirit. Each person is fully God, but there are not three gods. The Father is the creator and sustainer of the world; the Son became human in Jesus, a belief called the incarnation; the Holy Spirit is God's presence at work in the world today, giving guidance and strength. The Nicene Creed, agreed in 325 CE, sets out this belief. At Jesus' baptism, all three persons are shown together: the Son is baptised, the Spirit descends like a dove and the Father speaks from heaven.

Creation
Genesis 1 says that God created the universe in six days and rested on the seventh, and that humans were made "in the image of God". Genesis 2 describes God forming Adam from the dust of the ground and breathing life into him. John 1 teaches that the Word (Jesus) was present at creation: "In the beginning was the Word". 
Different interpretations:
- Fundamentalist (literal) Christians, including many creationists, believe the Genesis account is exactly true, so the world is only a few thousand years old.
- Liberal Christians read Genesis as a story that teaches a spiritual truth: that God is the creator. They accept the Big Bang theory and evolution as the way God made the world.

Importance: because humans are made in God's image, Christians believe they have a duty of stewardship, which means looking after the world and its creatures on God's behalf.`,
  keyFacts: [
    { fact: 'Christians are monotheists', keywords: [['monothe', 'only one god']] },
    { fact: 'Omnipotent: all-powerful', keywords: [['omnipotent'], ['all-powerful']] },
    { fact: 'Omnibenevolent: all-loving', keywords: [['omnibenevolent'], ['all-loving', 'god is love']] },
    {
      fact: 'Problem of evil and suffering challenges an all-loving God',
      keywords: [
        ['evil', 'suffering'],
        ['allow', 'exist'],
      ],
    },
    { fact: 'Free will as a response to suffering', keywords: [['free will']] },
    {
      fact: 'Trinity: one God in three persons, Father, Son and Holy Spirit',
      keywords: [
        ['trinity', 'three persons'],
        ['holy spirit', 'father'],
      ],
    },
    { fact: 'Incarnation: God became human in Jesus', keywords: [['incarnation']] },
    {
      fact: 'Genesis 1: creation in six days; humans made in the image of God',
      keywords: [['genesis'], ['six days', 'image of god']],
    },
    {
      fact: 'Fundamentalists read Genesis literally; liberals accept Big Bang and evolution',
      keywords: [['literal', 'fundamentalist', 'liberal', 'big bang']],
    },
    { fact: 'Stewardship: duty to look after the world', keywords: [['stewardship']] },
  ],
};

import type { Passage } from '../types.js';

/* Held-out passages (see held-out-sciences.ts): never used to choose a constant. */

export const heldOutJekyll: Passage = {
  id: 'heldout-english-jekyll-hyde',
  subject: 'English Literature',
  topic: 'Jekyll and Hyde: duality',
  qualification: 'GCSE',
  text: `The Strange Case of Dr Jekyll and Mr Hyde - key quotations on duality

Stevenson published the novella in 1886. Victorian society valued reputation and self-control, so respectable gentlemen often hid their less acceptable desires. Darwin's theory of evolution had also made readers afraid that humans could regress into something more primitive.

"man is not truly one, but truly two" (Chapter 10)
Jekyll's full statement of the case: he believes every person has a good and an evil side. This is the central idea of the novella, the duality of human nature.

"ape-like fury" (Chapter 4)
Hyde beats Sir Danvers Carew to death. The simile presents Hyde as less evolved than other men, linking him to Victorian fears about degeneration.

"the man trampled calmly over the child's body" (Chapter 1)
Enfield describes Hyde knocking down a young girl. The adverb "calmly" shows that Hyde feels no guilt or empathy.

"a blistering light" and "the fog still slept on the wing above the drowned city" (Chapter 4)
The fog in London hides crime and secrets, reflecting how Jekyll hides Hyde. Pathetic fallacy creates a sinister, Gothic atmosphere.

"I learned to recognise the thorough and primitive duality of man"
Jekyll explains that he created the potion to separate his two natures. At first he enjoys the freedom of being Hyde, but the transformations start to happen without the potion.

Utterson
Mr Utterson is a lawyer and the main narrator for most of the novel. He is rational and loyal, and he represents the respectable Victorian gentleman who avoids gossip. His investigation structures the plot like a detective story.

The door
Hyde uses a neglected door at the back of Jekyll's house, "blistered and distained". The two sides of the building are a symbol of Jekyll's double life: a grand, respectable front and a shabby back entrance for secret activities.

Lanyon
Dr Lanyon represents science based on reason. When he sees Hyde transform into Jekyll in Chapter 9, the shock destroys his health and he dies soon after, which shows that the supernatural threatens rational Victorian beliefs.

Ending
In the last chapter Jekyll can no longer control the change and writes his confession before Hyde takes over for good. Stevenson suggests that repressing desires makes them stronger: Hyde "had grown in stature" while Jekyll was hiding him.`,
  keyFacts: [
    { fact: 'Published in 1886; Victorian concern with reputation', keywords: [['1886', 'reputation']] },
    { fact: '"man is not truly one, but truly two": duality', keywords: [['not truly one', 'truly two']] },
    { fact: '"ape-like fury": Hyde as less evolved / degeneration', keywords: [['ape-like']] },
    { fact: '"trampled calmly": no guilt', keywords: [['trampled']] },
    { fact: 'Fog hides secrets; pathetic fallacy', keywords: [['fog'], ['hides', 'pathetic fallacy']] },
    { fact: 'Jekyll made the potion to separate his two natures', keywords: [['potion']] },
    {
      fact: 'Utterson is a rational lawyer and the main narrator',
      keywords: [['utterson'], ['lawyer', 'narrator', 'rational']],
    },
    {
      fact: "The door symbolises Jekyll's double life",
      keywords: [
        ['door', 'building'],
        ['double life', 'symbol'],
      ],
    },
    {
      fact: 'Lanyon dies after seeing the transformation: supernatural vs reason',
      keywords: [['lanyon'], ['dies', 'transform', 'shock']],
    },
    { fact: 'Repression makes desires stronger ("had grown in stature")', keywords: [['repress', 'grown in stature']] },
  ],
};

export const heldOutCivilRights: Passage = {
  id: 'heldout-history-civil-rights',
  subject: 'History',
  topic: 'The US civil rights movement, 1954-1968',
  qualification: 'GCSE',
  text: `Civil rights in the USA 1954-68: timeline

Background: in the southern states, Jim Crow laws enforced segregation of black and white Americans in schools, transport and public places, and many black people were stopped from voting by literacy tests and intimidation.

1954 - Brown v. Board of Education: the Supreme Court ruled that segregated schools were unconstitutional, overturning the principle of "separate but equal". The NAACP lawyer Thurgood Marshall argued the case.

1955 - Emmett Till, a 14-year-old from Chicago, was murdered in Mississippi; his mother's decision to hold an open-casket funeral shocked the nation.

1955-56 - Montgomery Bus Boycott: Rosa Parks was arrested for refusing to give up her seat to a white passenger. Black residents boycotted the buses for 381 days, led by Martin Luther King, until the Supreme Court ruled that bus segregation was illegal.

1957 - Little Rock: nine black students tried to enter Central High School in Arkansas. Governor Faubus used the National Guard to stop them, so President Eisenhower sent federal troops to protect the "Little Rock Nine".

1960 - Sit-ins began in Greensboro, North Carolina, when four students refused to leave a whites-only lunch counter. The protests spread across the South and led to the founding of SNCC.

1961 - Freedom Rides: black and white activists rode buses through the South to test a ruling that segregation in interstate travel was illegal; in Alabama a bus was firebombed.

1963 - Birmingham campaign: police chief "Bull" Connor used fire hoses and dogs on peaceful protesters, including children, and TV pictures won national sympathy. In August, 250,000 people joined the March on Washington, where King gave his "I have a dream" speech.

1964 - The Civil Rights Act banned discrimination in public places and employment on the grounds of race, colour, religion or sex.

1965 - After the violent attack on marchers at Selma, Alabama, on "Bloody Sunday", Congress passed the Voting Rights Act, which banned literacy tests; black voter registration in Mississippi rose from 7% to 60% by 1968.

1965-68 - Black Power: Malcolm X (assassinated in 1965) and Stokely Carmichael rejected non-violence and called for black pride and self-defence; the Black Panthers were founded in 1966.

1968 - Martin Luther King was assassinated in Memphis, Tennessee, on 4 April.`,
  keyFacts: [
    { fact: 'Jim Crow laws enforced segregation', keywords: [['jim crow'], ['segregation']] },
    {
      fact: 'Brown v. Board of Education 1954: segregated schools unconstitutional',
      keywords: [['brown v'], ['unconstitutional', '1954']],
    },
    {
      fact: 'Montgomery Bus Boycott after Rosa Parks refused to give up her seat; 381 days',
      keywords: [
        ['rosa parks', 'montgomery'],
        ['boycott', '381'],
      ],
    },
    {
      fact: 'Little Rock Nine 1957: Eisenhower sent federal troops',
      keywords: [['little rock'], ['federal troops', 'eisenhower']],
    },
    { fact: 'Greensboro sit-ins 1960', keywords: [['greensboro', 'sit-in']] },
    { fact: 'Freedom Rides 1961 tested desegregation of interstate travel', keywords: [['freedom rides']] },
    {
      fact: 'Birmingham 1963: Bull Connor used fire hoses and dogs',
      keywords: [
        ['birmingham', 'bull'],
        ['hoses', 'dogs'],
      ],
    },
    {
      fact: 'March on Washington 1963: "I have a dream"',
      keywords: [['march on washington', 'i have a dream']],
    },
    {
      fact: 'Civil Rights Act 1964 banned discrimination',
      keywords: [['civil rights act'], ['discrimination', '1964']],
    },
    {
      fact: 'Voting Rights Act 1965 banned literacy tests',
      keywords: [['voting rights act'], ['literacy tests', '1965']],
    },
  ],
};

export const heldOutSpanish: Passage = {
  id: 'heldout-spanish-preterite-imperfect',
  subject: 'Spanish',
  topic: 'The preterite and the imperfect',
  qualification: 'GCSE',
  text: `Spanish grammar: talking about the past (preterite vs imperfect)

Spanish has two main past tenses. The preterite (el pretérito indefinido) is used for completed actions at a specific time in the past: ayer fui al cine (yesterday I went to the cinema). The imperfect (el imperfecto) is used for repeated or habitual actions, descriptions and what was happening: cuando era pequeño, jugaba al fútbol (when I was little, I used to play football).

Time phrases that go with the preterite: ayer (yesterday), anoche (last night), el año pasado (last year), la semana pasada (last week).
Time phrases that go with the imperfect: siempre (always), a menudo (often), todos los días (every day), de niño (as a child).

Forming the preterite of regular verbs
-ar verbs (hablar): hablé, hablaste, habló, hablamos, hablasteis, hablaron.
-er and -ir verbs (comer, vivir): comí, comiste, comió, comimos, comisteis, comieron.
Note the accents on the I and he/she forms: hablo means "I speak" but habló means "he spoke".

Key irregular preterites
- ser and ir share the same forms: fui, fuiste, fue, fuimos, fuisteis, fueron. Fui a Madrid = I went to Madrid; fue divertido = it was fun.
- hacer: hice, hiciste, hizo (note the z), hicimos, hicisteis, hicieron.
- tener: tuve; estar: estuve; poder: pude; poner: puse.

Forming the imperfect
-ar verbs add -aba: hablaba, hablabas, hablaba, hablábamos, hablabais, hablaban.
-er and -ir verbs add -ía: comía, comías, comía, comíamos, comíais, comían.
Only three verbs are irregular in the imperfect: ser (era), ir (iba) and ver (veía).

Using both tenses in one sentence
The imperfect sets the scene and the preterite interrupts it: estaba en casa cuando sonó el teléfono (I was at home when the phone rang). The weather and feelings in the past usually take the imperfect: hacía sol (it was sunny), estaba cansado (I was tired).

Useful phrases for the writing exam
- Lo pasé bomba = I had a great time.
- Fue una experiencia inolvidable = It was an unforgettable experience.
- Había mucha gente = There were lots of people (había is the imperfect of hay).

Top tip: use at least one preterite and one imperfect in every answer about the past; examiners reward a range of tenses.`,
  keyFacts: [
    { fact: 'Preterite for completed actions at a specific time', keywords: [['preterite'], ['completed']] },
    {
      fact: 'Imperfect for repeated/habitual actions and descriptions',
      keywords: [['imperfect'], ['habitual', 'repeated', 'descriptions']],
    },
    { fact: 'Ayer/anoche/el año pasado go with the preterite', keywords: [['anoche', 'año pasado', 'semana pasada']] },
    {
      fact: 'Siempre/a menudo/todos los días go with the imperfect',
      keywords: [['siempre', 'a menudo', 'todos los días']],
    },
    { fact: 'Regular -ar preterite: hablé, habló', keywords: [['hablé', 'habló']] },
    { fact: 'Ser and ir share preterite forms: fui, fue', keywords: [['ser and ir']] },
    { fact: 'Hacer preterite: hice, hizo', keywords: [['hice', 'hizo']] },
    {
      fact: 'Imperfect endings -aba and -ía',
      keywords: [
        ['-aba', 'hablaba'],
        ['-ía', 'comía'],
      ],
    },
    {
      fact: 'Only ser, ir and ver are irregular in the imperfect (era, iba, veía)',
      keywords: [['veía', 'three verbs']],
    },
    {
      fact: 'Imperfect sets the scene, the preterite interrupts',
      keywords: [['sets the scene', 'interrupts']],
    },
  ],
};

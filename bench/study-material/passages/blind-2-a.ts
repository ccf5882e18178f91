import type { Passage } from '../types.js';

/*
 * Blind round 2 (set A): written without reading the summariser or any other bench file, to be run once
 * and reported, never used to choose anything.
 */

export const blind2SociologyEducation: Passage = {
  id: 'blind2-sociology-functionalist-marxist-education',
  subject: 'Sociology',
  topic: 'Functionalist and Marxist views of education',
  qualification: 'A-level',
  text: `Education: Functionalist and Marxist perspectives (AQA Paper 1)

Functionalism sees society as a system of interdependent parts held together by value consensus.

Durkheim
Durkheim argued that education creates social solidarity by transmitting society's shared norms and values, e.g. pupils in the USA pledge allegiance to the flag. Durkheim described school as "a society in miniature": it prepares us for life in wider society because it is where we learn to cooperate with people who are neither family nor friends. Education also teaches the specialist skills needed for a complex division of labour in industrial society.

Parsons (1959)
Parsons saw school as the focal socialising agency and the bridge between the family and wider society. In the family a child is judged by particularistic standards, but school and society judge everyone by the same universalistic standards. Status in school, as in society, is achieved rather than ascribed. Parsons therefore saw education as a meritocracy: everyone has an equal opportunity and rewards reflect ability and effort.

Davis and Moore (1945)
- Role allocation: education sifts and sorts pupils so the most able get the most functionally important jobs.
- Higher rewards (pay, status) are needed to motivate the most talented to train.

Evaluation of functionalism
- Dennis Wrong: functionalists have an over-socialised view of people as passive puppets of socialisation.
- Marxists argue education transmits ruling-class ideology, not shared values.
- Inequalities of class, gender and ethnicity mean the system is not truly meritocratic.

Marxism
Marxists see education as serving capitalism and the bourgeoisie, not society as a whole.

Althusser (1971) argued that the state keeps the bourgeoisie in power through two apparatuses: the repressive state apparatus (police, army, courts) and the ideological state apparatus (ISA), which includes education and the media. As an ISA, education reproduces class inequality across generations and legitimates it by persuading workers to accept it.

Bowles and Gintis (1976) studied 237 New York high school students and found that schools rewarded obedience and punctuality rather than creativity. Their correspondence principle states that schooling mirrors the workplace, e.g. pupils have little control over what they learn, just as workers have little control over what they produce. This works through the hidden curriculum: the lessons learnt simply by being in school. They argue that meritocracy is a myth: success depends mainly on class background, yet failure is blamed on the individual.

Evaluation of Marxism
Willis (1977), Learning to Labour, studied 12 working-class "lads" who formed a counter-school culture. Ironically this prepared them for manual work, but it shows pupils can resist the hidden curriculum rather than passively accept it. Postmodernists add that the correspondence principle is outdated in today's post-Fordist economy.`,
  keyFacts: [
    {
      fact: 'Durkheim: education creates social solidarity by transmitting shared norms and values',
      keywords: [['durkheim'], ['solidarity']],
    },
    { fact: 'Durkheim: school is a society in miniature', keywords: [['miniature']] },
    {
      fact: 'Parsons: school is the bridge between family (particularistic) and society (universalistic)',
      keywords: [['parsons'], ['bridge', 'universalistic', 'particularistic']],
    },
    {
      fact: 'Parsons: education is meritocratic; status is achieved rather than ascribed',
      keywords: [['meritocracy', 'meritocratic'], ['achieved']],
    },
    {
      fact: 'Davis and Moore: role allocation, sifting and sorting the most able into the most important jobs',
      keywords: [['role allocation', 'sift']],
    },
    {
      fact: 'Evaluation (Wrong): functionalists have an over-socialised view of people',
      keywords: [['over-socialised', 'passive puppets']],
    },
    {
      fact: 'Althusser: education is an ideological state apparatus that reproduces and legitimates class inequality',
      keywords: [['althusser'], ['ideological state apparatus', 'isa']],
    },
    {
      fact: 'Bowles and Gintis: correspondence principle, schooling mirrors the workplace via the hidden curriculum',
      keywords: [['correspondence principle'], ['workplace', 'hidden curriculum']],
    },
    {
      fact: 'Bowles and Gintis: meritocracy is a myth; success depends on class background',
      keywords: [['myth'], ['meritocracy', 'meritocratic']],
    },
    {
      fact: 'Willis: the lads formed a counter-school culture, showing pupils can resist',
      keywords: [['willis'], ['counter-school', 'lads']],
    },
  ],
};

export const blind2PeCardiovascular: Passage = {
  id: 'blind2-pe-cardiovascular-system',
  subject: 'Physical Education',
  topic: 'The cardiovascular system and effects of exercise',
  qualification: 'GCSE',
  text: `PE Paper 1 - Cardiovascular system + effects of exercise

Heart = muscular pump, 4 chambers (2 atria on top, 2 ventricles below). Septum separates L and R sides so oxygenated + deoxygenated blood don't mix.

Double circulatory system
• Pulmonary circuit: heart → lungs → heart (picks up O2)
• Systemic circuit: heart → body → heart (delivers O2 to working muscles)

Pathway of blood (learn in order!)
1. Vena cava → right atrium
2. Tricuspid valve → right ventricle
3. Semi-lunar valve → pulmonary artery → lungs
4. Pulmonary vein → left atrium
5. Bicuspid valve → left ventricle
6. Semi-lunar valve → aorta → rest of body
LV has the thickest wall b/c it pumps blood all round the body (RV only pumps to the lungs next door).

Blood vessels
- Arteries: carry blood away from heart, thick muscular + elastic walls, high pressure (A for Away!)
- Veins: carry blood back to heart, thinner walls, low pressure, have valves to prevent backflow
- Capillaries: walls one cell thick → gas exchange with muscles (O2 in, CO2 out)

Blood: red blood cells contain haemoglobin → carries O2 (as oxyhaemoglobin). Plasma carries CO2, glucose etc.

Key terms
HR (heart rate): no. of beats per min (bpm). Resting HR ≈ 72 bpm. Max HR = 220 - age.
SV (stroke volume): volume of blood pumped out of the LV per beat (≈ 70 ml at rest).
Cardiac output (Q): volume of blood pumped out of the LV per min.
Q = SV x HR   e.g. 70 ml x 72 bpm ≈ 5 L/min at rest. During hard exercise Q can ↑ to 20-30 L/min.

Short-term effects of exercise
• Anticipatory rise: HR ↑ before exercise even starts b/c adrenaline is released
• ↑ HR + ↑ SV → ↑ Q → more O2 delivered to muscles + more CO2 removed
• ↑ systolic blood pressure
• Vascular shunting = blood redirected to working muscles, away from e.g. the digestive system
   - vasodilation = arterioles to muscles widen → ↑ blood flow
   - vasoconstriction = arterioles to gut narrow → ↓ blood flow

Long-term effects (regular aerobic training over months)
• Cardiac hypertrophy: heart gets bigger + stronger (thicker LV wall)
• ↑ resting SV → ↓ resting HR = bradycardia (below 60 bpm; elite endurance athletes can be ~40 bpm)
• Q at rest stays about the same (~5 L/min) b/c SV ↑ and HR ↓
• ↑ capillarisation of muscles → better O2 delivery + waste removal
• ↑ number of red blood cells
• ↓ resting blood pressure, faster recovery rate after exercise`,
  keyFacts: [
    {
      fact: 'Double circulatory system: pulmonary (heart-lungs) and systemic (heart-body) circuits',
      keywords: [['pulmonary'], ['systemic']],
    },
    {
      fact: 'Left ventricle has the thickest wall because it pumps blood round the whole body',
      keywords: [['left ventricle', 'lv'], ['thick']],
    },
    {
      fact: 'Arteries carry blood away from the heart at high pressure',
      keywords: [['arteries', 'artery'], ['away']],
    },
    {
      fact: 'Veins carry blood to the heart at low pressure and have valves to prevent backflow',
      keywords: [
        ['veins', 'vein'],
        ['valves', 'backflow'],
      ],
    },
    {
      fact: 'Capillaries are one cell thick for gas exchange',
      keywords: [['capillaries'], ['one cell', 'gas exchange']],
    },
    {
      fact: 'Cardiac output Q = SV x HR (about 5 L/min at rest)',
      keywords: [
        ['cardiac output', 'q = sv'],
        ['sv', 'stroke volume'],
      ],
    },
    {
      fact: 'Anticipatory rise: HR increases before exercise because adrenaline is released',
      keywords: [['anticipatory', 'adrenaline']],
    },
    {
      fact: 'Vascular shunting redirects blood to working muscles (vasodilation/vasoconstriction)',
      keywords: [['vascular shunting', 'shunting', 'vasodilation', 'vasoconstriction']],
    },
    {
      fact: 'Long-term: cardiac hypertrophy, heart gets bigger and stronger',
      keywords: [['hypertrophy']],
    },
    {
      fact: 'Long-term: bradycardia, resting HR below 60 bpm',
      keywords: [['bradycardia']],
    },
  ],
};

export const blind2GermanModalVerbs: Passage = {
  id: 'blind2-german-modal-verbs-word-order',
  subject: 'German',
  topic: 'Modal verbs and word order',
  qualification: 'GCSE',
  text: `German grammar: Modal verbs (Modalverben) + word order

Modal verb: a verb used with a second verb in the infinitive (can, must, want to...).

There are six modal verbs. Present tense forms (ich / du / er-sie-es / wir / ihr / sie-Sie):
- können (can, to be able to): kann, kannst, kann, können, könnt, können
- müssen (must, to have to): muss, musst, muss, müssen, müsst, müssen
- dürfen (to be allowed to, may): darf, darfst, darf, dürfen, dürft, dürfen
- wollen (to want to): will, willst, will, wollen, wollt, wollen
- sollen (should, to be supposed to): soll, sollst, soll, sollen, sollt, sollen
- mögen (to like): mag, magst, mag, mögen, mögt, mögen
+ möchten (would like): möchte, möchtest, möchte, möchten, möchtet, möchten

Notice: the ich and er/sie/es forms are the same and have no ending. Most modals change their vowel in the singular (not sollen).

Watch out! "Ich will" means "I want", NOT "I will" - it's a false friend. For the future tense use werden: Ich werde spielen.

Rule 1: modal second, infinitive at the end
The modal verb is the second idea in the sentence and the infinitive goes to the end of the clause.
- Ich kann gut schwimmen. = I can swim well.
- Wir müssen unsere Hausaufgaben machen. = We have to do our homework.

Rule 2: inversion
If you start with a time phrase or another idea, the verb still comes second, so the subject and verb swap places (inversion).
- Am Wochenende will ich Fußball spielen. = At the weekend I want to play football.
Remember TMP (Time - Manner - Place): Ich möchte morgen mit dem Zug nach Berlin fahren. = I would like to travel to Berlin by train tomorrow.

Rule 3: subordinate clauses
After weil, dass and wenn the modal verb goes right to the end, after the infinitive.
- Ich bin müde, weil ich früh aufstehen muss. = I am tired because I have to get up early.

Negatives - exam trap!
nicht goes before the infinitive: Ich darf nicht ausgehen. = I'm not allowed to go out.
"müssen nicht" means "don't have to", so use "nicht dürfen" for "mustn't":
- Du musst nicht kommen. = You don't have to come.
- Du darfst hier nicht rauchen. = You mustn't smoke here.

Higher tier: imperfect tense
Drop the umlaut and add -te endings: ich konnte (I could / was able to), ich musste (I had to), ich durfte (I was allowed to), ich sollte (I was supposed to).
e.g. Ich musste um 7 Uhr aufstehen. = I had to get up at 7 o'clock.`,
  keyFacts: [
    {
      fact: 'können means can / to be able to (ich kann)',
      keywords: [
        ['können', 'kann'],
        ['can', 'able to'],
      ],
    },
    {
      fact: 'müssen means must / to have to (ich muss)',
      keywords: [
        ['müssen', 'muss'],
        ['must', 'have to'],
      ],
    },
    {
      fact: 'dürfen means to be allowed to / may (ich darf)',
      keywords: [['dürfen', 'darf'], ['allowed']],
    },
    {
      fact: 'wollen means to want to; "ich will" = I want, a false friend (not the future)',
      keywords: [['wollen', 'ich will'], ['want']],
    },
    { fact: 'möchte means would like', keywords: [['möchte'], ['would like']] },
    {
      fact: 'The modal verb is second and the infinitive goes to the end of the clause',
      keywords: [['infinitive'], ['end']],
    },
    {
      fact: 'Starting with a time phrase causes inversion: the verb stays second and the subject follows',
      keywords: [['inversion', 'swap']],
    },
    {
      fact: 'After weil/dass/wenn the modal verb goes to the end, after the infinitive',
      keywords: [
        ['weil', 'dass', 'subordinate'],
        ['end', 'after the infinitive'],
      ],
    },
    {
      fact: '"müssen nicht" means don\'t have to; "nicht dürfen" means mustn\'t',
      keywords: [
        ["don't have to", 'müssen nicht'],
        ["mustn't", 'nicht dürfen'],
      ],
    },
    {
      fact: 'Imperfect modals drop the umlaut and add -te: konnte, musste, durfte',
      keywords: [['imperfect', 'konnte', 'musste']],
    },
  ],
};

export const blind2ChemistryLeChatelier: Passage = {
  id: 'blind2-chemistry-le-chatelier-equilibria',
  subject: 'Chemistry',
  topic: "Le Chatelier's principle and equilibria",
  qualification: 'A-level',
  text: `Chemical equilibria and Le Chatelier's principle (AQA 3.1.6)

Reversible reaction: a reaction that can go in both directions, shown by the ⇌ sign.
Dynamic equilibrium: the forward and reverse reactions happen at the same rate, so the concentrations of reactants and products stay constant. It can only be reached in a closed system (nothing gets in or out).

Le Chatelier's principle
"If a system at equilibrium is subjected to a change, the position of equilibrium will shift to oppose the change."
Position of equilibrium = how far the reaction lies to the left (more reactants) or right (more products). A shift to the right means a higher yield of product.

Effects of changing conditions
1. Concentration: increasing the concentration of a reactant shifts the position to the right to use it up, so more product forms.
2. Pressure (gases only): increasing the pressure shifts the position to the side with fewer moles of gas, which reduces the pressure.
3. Temperature: increasing the temperature shifts the position in the endothermic direction to absorb the extra heat. So if the forward reaction is exothermic, a higher temperature lowers the yield.
4. Catalyst: no effect on the position of equilibrium. It speeds up the forward and reverse reactions equally, so equilibrium is just reached faster.

Example: the Haber process
N2(g) + 3H2(g) ⇌ 2NH3(g)   ΔH = -92 kJ mol-1
Conditions: 450 °C, 200 atm, iron catalyst.
- Temperature: the forward reaction is exothermic, so a low temperature would give a higher yield of ammonia, but the rate would be far too slow. 450 °C is a compromise between yield and rate.
- Pressure: 4 moles of gas on the left and 2 on the right, so high pressure increases the yield (and the rate). But very high pressures are expensive to generate and need thick-walled pipes, so 200 atm is a compromise between yield and cost/safety.
- The iron catalyst increases the rate but doesn't change the yield.
- Only about 15% of the gases are converted on each pass, but unreacted N2 and H2 are recycled, so overall conversion is about 98%.

The equilibrium constant, Kc
For aA + bB ⇌ cC + dD:  Kc = [C]^c[D]^d / ([A]^a[B]^b)
e.g. for Haber: Kc = [NH3]^2 / ([N2][H2]^3), units mol^-2 dm^6
Kc is only changed by temperature. Changing concentration or pressure moves the position of equilibrium but Kc stays the same, and a catalyst does not change Kc either.
Exam tip: if the forward reaction is exothermic, raising the temperature makes Kc smaller.`,
  keyFacts: [
    {
      fact: 'Dynamic equilibrium: forward and reverse reactions at the same rate, concentrations constant',
      keywords: [['dynamic'], ['same rate', 'equal']],
    },
    {
      fact: 'Le Chatelier: the position of equilibrium shifts to oppose the change',
      keywords: [['oppose']],
    },
    {
      fact: 'Increasing reactant concentration shifts the position to the right (more product)',
      keywords: [['concentration'], ['right', 'more product']],
    },
    {
      fact: 'Increasing pressure shifts the position to the side with fewer moles of gas',
      keywords: [['fewer moles']],
    },
    {
      fact: 'Increasing temperature shifts the position in the endothermic direction',
      keywords: [['temperature'], ['endothermic']],
    },
    {
      fact: 'A catalyst has no effect on the position of equilibrium, only reaches it faster',
      keywords: [['catalyst'], ['no effect', "doesn't change", 'does not change']],
    },
    {
      fact: 'Haber process: N2 + 3H2 ⇌ 2NH3, forward reaction exothermic (ΔH = -92 kJ mol-1)',
      keywords: [
        ['haber', 'ammonia', 'nh3'],
        ['exothermic', '92'],
      ],
    },
    {
      fact: 'Haber conditions: 450 °C, 200 atm, iron catalyst',
      keywords: [['450'], ['200'], ['iron']],
    },
    {
      fact: 'The conditions are a compromise between yield and rate (and cost)',
      keywords: [['compromise'], ['rate', 'cost']],
    },
    {
      fact: 'Kc is only changed by temperature',
      keywords: [['kc'], ['temperature']],
    },
  ],
};

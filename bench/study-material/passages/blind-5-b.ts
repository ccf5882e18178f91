import type { Passage } from '../types.js';

/*
 * Blind round 5, set B: written without reading the summariser or the other bench passages.
 */

export const blind5DtMaterials: Passage = {
  id: 'blind5-dt-materials',
  subject: 'Design & Technology',
  topic: 'Materials: timbers, metals and polymers',
  qualification: 'GCSE',
  text: `D&T – Materials glossary: timbers, metals & polymers (AQA GCSE)

Materials are chosen for their physical and working properties, e.g. strength, hardness, toughness and malleability, as well as cost, availability and sustainability.

TIMBERS
Hardwood — timber from deciduous (broad-leaved) trees that lose their leaves in autumn; slow growing so usually dense and expensive, e.g. oak, beech, ash, mahogany (balsa is a hardwood too even though it is very soft!).
Softwood — timber from coniferous (evergreen) trees with needles and cones; fast growing → cheaper and more sustainable, e.g. pine, larch, spruce; used for building and roof trusses.
Manufactured board — sheets made from wood layers, particles or fibres bonded with adhesive, e.g. MDF, plywood, chipboard; come in large stable sheets that don't warp and often use waste timber.
Seasoning — drying out timber (air-dried or kiln-dried) to reduce its moisture content, so it is less likely to warp, twist, split or rot; kiln seasoning is quicker but uses energy.

METALS
Ferrous metal — a metal that contains iron, e.g. mild steel, cast iron, high carbon steel; most are magnetic and will rust unless protected with paint, oil or galvanising.
Non-ferrous metal — a metal with no iron in it, e.g. aluminium, copper, tin, zinc; not magnetic and resists corrosion, so aluminium is used for drinks cans and bike frames.
Alloy — a mixture of a metal with one or more other elements to improve its properties, e.g. brass = copper + zinc, stainless steel = steel + chromium (+ nickel) so it does not rust.
Ore — rock that a metal is extracted from, e.g. iron ore → iron in a blast furnace, bauxite → aluminium by electrolysis; mining and processing use lots of energy and scar the landscape.

POLYMERS
Synthetic polymer — long chain molecules mostly made from crude oil, a finite (non-renewable) resource, by fractional distillation and cracking.
Thermoforming polymer — can be heated and reshaped again and again and has "plastic memory" (goes back to its original shape when reheated), e.g. acrylic, HIPS, PET, polypropylene; can be recycled.
Thermosetting polymer — once heated and set it cannot be reheated or reshaped b/c of strong cross-links between the chains, e.g. epoxy resin, melamine formaldehyde (kitchen worktops), urea formaldehyde (electrical plugs and sockets).
Biopolymer — polymer made from plant sources instead of crude oil, e.g. PLA from corn starch; can be biodegradable so it breaks down naturally → less plastic waste in landfill.

In the exam always name a specific material (e.g. "oak" or "HIPS", not just "wood" or "plastic") and link its property to what the product has to do.`,
  keyFacts: [
    {
      fact: 'Hardwoods come from deciduous (broad-leaved) trees, e.g. oak',
      keywords: [['hardwood'], ['deciduous', 'broad-leaved', 'oak']],
    },
    {
      fact: 'Softwoods come from coniferous trees, fast growing, e.g. pine',
      keywords: [['softwood'], ['coniferous', 'evergreen', 'pine']],
    },
    {
      fact: 'Manufactured boards (MDF, plywood, chipboard) are stable sheets bonded with adhesive',
      keywords: [['manufactured board', 'mdf', 'plywood', 'chipboard']],
    },
    {
      fact: 'Seasoning reduces the moisture content of timber so it does not warp',
      keywords: [['seasoning', 'seasoned'], ['moisture']],
    },
    {
      fact: 'Ferrous metals contain iron, e.g. mild steel, and rust',
      keywords: [['ferrous'], ['contains iron', 'mild steel', 'cast iron']],
    },
    {
      fact: 'Non-ferrous metals contain no iron, e.g. aluminium, copper',
      keywords: [['non-ferrous'], ['aluminium', 'copper']],
    },
    {
      fact: 'An alloy is a mixture of a metal with other elements, e.g. brass = copper + zinc',
      keywords: [['alloy'], ['brass', 'stainless steel', 'mixture']],
    },
    {
      fact: 'Most polymers are made from crude oil, a finite resource',
      keywords: [['crude oil'], ['finite', 'non-renewable', 'polymer']],
    },
    {
      fact: 'Thermoforming polymers can be reheated and reshaped (plastic memory), e.g. acrylic',
      keywords: [['thermoforming'], ['reshape', 'reheat', 'plastic memory', 'acrylic']],
    },
    {
      fact: 'Thermosetting polymers cannot be reshaped because of cross-links, e.g. epoxy resin',
      keywords: [['thermosetting'], ['cross-link', 'cannot be reheated', 'epoxy', 'melamine', 'urea']],
    },
  ],
};

export const blind5PoliticsParliament: Passage = {
  id: 'blind5-politics-uk-parliament',
  subject: 'Politics',
  topic: 'The UK Parliament: Commons and Lords',
  qualification: 'A-level',
  text: `UK Parliament – Commons & Lords: 20 quick facts (Edexcel Politics, Component 2)

Learn these for 10 and 30 mark questions – always back up a point with an example.

1. Parliament is bicameral (two chambers): the elected House of Commons and the unelected House of Lords.
2. The Commons has 650 MPs, each elected in a single-member constituency using first past the post (FPTP).
3. General elections at least every 5 years; the Dissolution and Calling of Parliament Act 2022 gave the PM back the power to call one.
4. The government is formed from the party that can command the confidence of the Commons; most ministers are MPs.
5. The Speaker chairs Commons debates, must be politically neutral and gives up their party membership.
6. The Lords has no fixed size; most members are life peers appointed under the Life Peerages Act 1958.
7. House of Lords Act 1999 removed most hereditary peers, but 92 were allowed to stay as a compromise.
8. 26 Lords Spiritual (Church of England bishops, incl. the Archbishops of Canterbury and York) sit in the Lords.
9. Crossbenchers are independent peers with no party whip; the House of Lords Appointments Commission (2000) vets nominations.
10. Parliament Act 1911: Lords lost its veto over money bills and could only delay other bills for two years.
11. Parliament Act 1949: cut the Lords' delaying power to one year.
12. The Parliament Acts have only been used 7 times, e.g. to pass the Hunting Act 2004 despite the Lords.
13. Salisbury Convention (1945): the Lords does not block at second reading a government bill that was in its election manifesto.
14. The Commons has financial privilege → the Lords cannot block or amend money bills (tax and spending).
15. Bill stages: first reading → second reading → committee stage → report stage → third reading → other House → ping-pong → royal assent.
16. Departmental select committees (set up 1979) scrutinise each department's spending, administration and policy and can call ministers as witnesses.
17. Wright reforms (2010): select committee chairs elected by secret ballot of all MPs + Backbench Business Committee created.
18. PMQs every Wednesday for 30 mins; the Leader of the Opposition gets 6 questions – often more theatre than real scrutiny.
19. 20 Opposition days per session: 17 for the official Opposition, 3 for the second largest opposition party.
20. Lords = expertise (ex-judges, doctors, scientists) and less partisan, BUT lacks democratic legitimacy b/c it is unelected.`,
  keyFacts: [
    { fact: 'Parliament is bicameral: Commons and Lords', keywords: [['bicameral', 'two chambers']] },
    {
      fact: 'The Commons has 650 MPs elected by first past the post',
      keywords: [['650'], ['first past the post', 'fptp', 'mp']],
    },
    { fact: 'Life Peerages Act 1958: most peers are appointed life peers', keywords: [['life peer'], ['1958']] },
    {
      fact: 'House of Lords Act 1999 removed most hereditary peers, leaving 92',
      keywords: [['hereditary'], ['92', '1999']],
    },
    {
      fact: 'Parliament Act 1911 removed the Lords veto and limited it to a two-year delay',
      keywords: [['1911'], ['veto', 'two years', '2 years']],
    },
    { fact: 'Parliament Act 1949 cut the delay to one year', keywords: [['1949'], ['one year', '1 year']] },
    {
      fact: 'Salisbury Convention 1945: Lords does not block manifesto bills',
      keywords: [['salisbury'], ['manifesto']],
    },
    {
      fact: 'Commons financial privilege: Lords cannot block or amend money bills',
      keywords: [['financial privilege', 'money bill']],
    },
    {
      fact: 'Departmental select committees (1979) scrutinise government departments; Wright reforms elected chairs',
      keywords: [['select committee'], ['department', 'scrutinise', 'scrutiny', '1979', 'wright']],
    },
    {
      fact: 'The Lords has expertise but lacks democratic legitimacy because it is unelected',
      keywords: [
        ['legitimacy', 'unelected'],
        ['expertise', 'democratic'],
      ],
    },
  ],
};

export const blind5MediaRepresentation: Passage = {
  id: 'blind5-media-representation',
  subject: 'Media Studies',
  topic: 'Representation and stereotypes',
  qualification: 'GCSE',
  text: `Media Studies – Representation & stereotypes (AQA GCSE)

What is representation?
Representation is how the media re-presents people, places, groups and ideas to an audience. It is never a simple "window on the world": every media product is constructed through selection (what is shown and what is left out), framing, anchorage and editing, so the producer's values are always built in. This process is called mediation.

Mediation: the way a media producer selects and shapes reality before it reaches the audience.

Stuart Hall
Stuart Hall argued that representation is the production of meaning through language and signs, and that meaning is never fixed. In 1997 he wrote that "stereotyping reduces people to a few, simple, essential characteristics, which are represented as fixed by nature". He also said stereotyping tends to happen where there are big inequalities of power, because the powerful group gets to define the "other". His reception theory (encoding/decoding, 1973) says audiences can take a preferred (dominant), negotiated or oppositional reading of the same text.

Richard Dyer
Richard Dyer (1977) argued that stereotypes are not always negative: they are a short cut that helps audiences make sense of the world quickly. The real question is who controls them, because stereotypes usually express the values of the dominant group and mark out who is "in" and who is "out". For example, older sitcoms often used camp gay characters as the joke rather than as real people.

Laura Mulvey
Laura Mulvey's essay "Visual Pleasure and Narrative Cinema" (1975) introduced the idea of the male gaze. The camera positions the audience as a heterosexual man, so women are shown as passive objects of desire ("to-be-looked-at-ness") while men are active and drive the narrative. A good example is the 1974 poster for The Man with the Golden Gun, where Bond is surrounded by women in bikinis.

Challenging stereotypes
A countertype deliberately challenges a stereotype, e.g. Sport England's This Girl Can campaign (2015) shows ordinary women sweating and exercising for themselves, not to be looked at. Under-representation (groups who are missing from the media, e.g. older women or disabled people) and misrepresentation (groups shown inaccurately) are both useful points when you evaluate a product.

Exam tip: link theory → specific CSP example → likely effect on the audience.

Key terms: representation, mediation, stereotype, countertype, male gaze, preferred reading, under-representation, misrepresentation`,
  keyFacts: [
    {
      fact: 'Representation is constructed, not a window on the world',
      keywords: [['representation'], ['construct', 're-present', 'window on the world']],
    },
    {
      fact: 'Mediation: producers select and shape reality',
      keywords: [['mediation'], ['select', 'shape']],
    },
    {
      fact: 'Hall: stereotyping reduces people to a few simple, essential characteristics',
      keywords: [['hall'], ['reduc', 'essential characteristics', 'fixed by nature']],
    },
    {
      fact: 'Hall: stereotyping happens where there are inequalities of power',
      keywords: [['stereotyp'], ['inequalit', 'powerful group']],
    },
    {
      fact: 'Reception theory: preferred, negotiated or oppositional readings',
      keywords: [
        ['preferred', 'dominant'],
        ['negotiated', 'oppositional'],
      ],
    },
    {
      fact: 'Dyer (1977): stereotypes are a short cut to make sense of the world, reflecting dominant values',
      keywords: [['dyer'], ['short cut', 'shortcut', 'make sense', 'dominant group']],
    },
    { fact: 'Mulvey (1975) introduced the male gaze', keywords: [['male gaze'], ['mulvey', '1975']] },
    {
      fact: 'Male gaze: women shown as passive objects of desire, men as active',
      keywords: [['passive', 'objects of desire', 'to-be-looked-at']],
    },
    {
      fact: 'A countertype challenges a stereotype, e.g. This Girl Can',
      keywords: [['countertype'], ['challenge', 'this girl can']],
    },
    {
      fact: 'Under-representation and misrepresentation of groups',
      keywords: [['under-representation', 'under-represented', 'misrepresentation', 'misrepresented']],
    },
  ],
};

export const blind5FoodMacronutrients: Passage = {
  id: 'blind5-food-macronutrients',
  subject: 'Food Preparation & Nutrition',
  topic: 'Macronutrients',
  qualification: 'GCSE',
  text: `Food Prep & Nutrition – MACRONUTRIENTS (AQA GCSE)

Macronutrients: nutrients the body needs in large amounts → protein, fat and carbohydrate. (Vitamins & minerals = micronutrients, needed in small amounts.)

| Nutrient | Function | Sources |
|---|---|---|
| Protein | growth, repair & maintenance of body cells; secondary source of energy | HBV: meat, fish, eggs, milk, soya, quinoa. LBV: beans, lentils, nuts, cereals |
| Fat | concentrated energy, insulation, protects vital organs, gives fat-soluble vitamins A, D, E, K + essential fatty acids | saturated: butter, lard, cheese. unsaturated: olive oil, oily fish, avocado, nuts |
| Carbohydrate | main source of energy for the body & brain | starch: bread, pasta, rice, potatoes. sugars: fruit, honey. fibre: wholegrain foods, fruit & veg |

Energy per gram
- protein = 4 kcal/g
- carbohydrate = 4 kcal/g (3.75 to be exact)
- fat = 9 kcal/g → more than double, so fatty foods are energy dense

Protein notes
Proteins are made of chains of amino acids.
HBV protein: contains all the essential amino acids the body can't make itself (mostly animal foods, plus soya & quinoa).
LBV protein: missing one or more essential amino acids (most plant foods).
Protein complementation = eating two LBV proteins together to get all the essential amino acids, e.g. beans on toast, dhal & rice.

Fat-soluble vitamins mnemonic: "A Dog Eats Kippers" = A, D, E, K.

Deficiency (too little)
- Protein → kwashiorkor (swollen belly, mainly in children in developing countries), slow growth, muscle loss, weak immune system, thin hair.
- Fat → lack of fat-soluble vitamins, feeling cold b/c less insulation, weight loss, dry skin.
- Carbohydrate → tiredness, low energy; body breaks down fat and then protein for energy → weight loss.
- Fibre → constipation, higher risk of bowel cancer (adults should eat 30g fibre a day).

Excess (too much)
- Any macronutrient eaten in excess → extra energy stored as body fat → obesity.
- Saturated fat raises LDL cholesterol → fatty deposits in arteries → coronary heart disease (CHD) and strokes.
- Sugar → tooth decay and type 2 diabetes; free sugars should be no more than 5% of daily energy (max 30g a day for 11+).
- Too much protein → puts strain on the kidneys and liver.

Remember for the exam: carbohydrates should give about 50% of our energy, mostly from starchy wholegrain foods, not sugar (Eatwell Guide).`,
  keyFacts: [
    {
      fact: 'Macronutrients (protein, fat, carbohydrate) are needed in large amounts',
      keywords: [['macronutrient'], ['large amount', 'protein']],
    },
    {
      fact: 'Protein is needed for growth, repair and maintenance',
      keywords: [['protein'], ['growth', 'repair']],
    },
    {
      fact: 'Fat gives concentrated energy, insulation, protects organs and provides vitamins A, D, E, K',
      keywords: [['fat'], ['insulation', 'vital organs', 'fat-soluble']],
    },
    {
      fact: 'Carbohydrate is the main source of energy',
      keywords: [['carbohydrate'], ['main source', 'main energy']],
    },
    {
      fact: 'Energy: protein and carbohydrate 4 kcal/g, fat 9 kcal/g',
      keywords: [
        ['9 kcal', '9kcal'],
        ['4 kcal', '4kcal', '3.75'],
      ],
    },
    {
      fact: 'HBV protein contains all the essential amino acids',
      keywords: [['hbv', 'high biological value'], ['amino acid']],
    },
    {
      fact: 'Protein complementation: combining LBV proteins, e.g. beans on toast',
      keywords: [['complement'], ['lbv', 'low biological value', 'beans on toast']],
    },
    { fact: 'Protein deficiency causes kwashiorkor', keywords: [['kwashiorkor']] },
    {
      fact: 'Too much saturated fat raises cholesterol and causes coronary heart disease',
      keywords: [['saturated'], ['cholesterol', 'heart disease', 'chd']],
    },
    {
      fact: 'Too much sugar causes tooth decay and type 2 diabetes',
      keywords: [['sugar'], ['tooth decay', 'type 2 diabetes', 'diabetes']],
    },
  ],
};

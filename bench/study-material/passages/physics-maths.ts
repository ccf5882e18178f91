import type { Passage } from '../types.js';

export const physicsNewton: Passage = {
  id: 'physics-newtons-laws',
  subject: 'Physics',
  topic: "Newton's laws of motion",
  qualification: 'GCSE',
  text: `Forces and motion - Newton's laws

Newton's first law: if the resultant force on an object is zero, a stationary object stays still and a moving object carries on at the same speed in the same direction. So a car driving at a steady 30 mph on a flat road has a driving force exactly balanced by friction and air resistance.

Newton's second law: the acceleration of an object is directly proportional to the resultant force acting on it and inversely proportional to its mass. The equation is F = m × a, where force is in newtons (N), mass in kilograms (kg) and acceleration in metres per second squared (m/s²). Example: a resultant force of 600 N on a 1200 kg car gives an acceleration of 0.5 m/s².

Inertia: the tendency of an object to stay at rest or keep moving at the same velocity. Inertial mass is a measure of how difficult it is to change the velocity of an object, and it is defined as force ÷ acceleration.

Newton's third law: whenever two objects interact, the forces they exert on each other are equal in size and opposite in direction. The two forces act on different objects and are the same type of force. When you push against a wall, the wall pushes back on you with the same force.

Weight and mass
Weight is the force acting on an object because of gravity, while mass is the amount of matter in it. Weight = mass × gravitational field strength (W = m g). On Earth g is about 9.8 N/kg, so a 60 kg student weighs about 590 N; on the Moon g is only 1.6 N/kg, so the same student weighs about 96 N but still has a mass of 60 kg.

Terminal velocity
When a skydiver jumps, weight is bigger than air resistance, so she accelerates. As her speed increases, air resistance increases until it equals her weight. The resultant force is then zero and she falls at a steady speed called terminal velocity. Opening the parachute increases the surface area, so air resistance increases, she decelerates, and she reaches a new, lower terminal velocity that is safe for landing.

Stopping distance = thinking distance + braking distance. Tiredness, alcohol and drugs increase thinking distance; wet or icy roads and worn tyres increase braking distance.`,
  keyFacts: [
    {
      fact: 'First law: zero resultant force means steady speed or staying still',
      keywords: [['first law'], ['zero', 'balanced']],
    },
    {
      fact: 'Second law: acceleration proportional to resultant force, F = m × a',
      keywords: [['f = m', 'f = ma', 'proportional'], ['acceleration']],
    },
    { fact: 'Worked example: 600 N on 1200 kg gives 0.5 m/s²', keywords: [['600'], ['0.5']] },
    {
      fact: 'Inertia: tendency to stay at rest or keep moving at the same velocity',
      keywords: [['inertia'], ['at rest', 'same velocity']],
    },
    {
      fact: 'Third law: forces are equal and opposite on different objects',
      keywords: [['third law'], ['equal'], ['opposite']],
    },
    {
      fact: 'Weight = mass × gravitational field strength',
      keywords: [['weight'], ['gravitational field strength', 'w = m']],
    },
    { fact: 'g on Earth is about 9.8 N/kg', keywords: [['9.8']] },
    {
      fact: 'Terminal velocity when air resistance equals weight',
      keywords: [['terminal velocity'], ['equals her weight', 'resultant force is then zero', 'equal']],
    },
    {
      fact: 'Parachute increases surface area and air resistance, giving lower terminal velocity',
      keywords: [['parachute'], ['surface area', 'air resistance']],
    },
    {
      fact: 'Stopping distance = thinking distance + braking distance',
      keywords: [['stopping distance'], ['thinking distance'], ['braking distance']],
    },
  ],
};

export const physicsRadioactivity: Passage = {
  id: 'physics-radioactivity',
  subject: 'Physics',
  topic: 'Radioactive decay',
  qualification: 'GCSE',
  text: `Atomic structure and radioactivity (OCR Gateway Physics)

Some atomic nuclei are unstable. They give out radiation as they change to become more stable; this random process is called radioactive decay. You cannot predict when a particular nucleus will decay, only the proportion that will decay in a given time.

Types of radiation
• Alpha particle (α): 2 protons and 2 neutrons, the same as a helium nucleus. Strongly ionising, but stopped by a sheet of paper or a few centimetres of air.
• Beta particle (β): a high-speed electron ejected from the nucleus when a neutron turns into a proton. Moderately ionising and stopped by a few millimetres of aluminium.
• Gamma ray (γ): electromagnetic radiation from the nucleus. Weakly ionising and very penetrating; it is only reduced by thick lead or several metres of concrete.

Half-life: the time it takes for the number of unstable nuclei in a sample to halve, or for the count rate to fall to half its starting level. Example: iodine-131 has a half-life of 8 days, so after 24 days (three half-lives) only one eighth of the original sample is left.

Activity is the rate at which a source decays, measured in becquerels (Bq); 1 Bq is one decay per second. Count rate is the number of decays recorded each second by a detector such as a Geiger-Muller tube.

Contamination and irradiation
Irradiation is exposure to radiation from a source outside the body; the object does not become radioactive. Contamination is when radioactive atoms get onto or into an object, which is more dangerous because the exposure continues. Alpha sources are most dangerous inside the body, because all the energy is absorbed by nearby cells.

Background radiation is always around us. Natural sources include radon gas from rocks, cosmic rays from space, and food; man-made sources include medical X-rays and fallout from nuclear weapons testing. Always subtract the background count from your readings.

History of the atom
In 1909 Geiger and Marsden fired alpha particles at thin gold foil. Most went straight through, but a few were deflected back. Rutherford concluded that the mass of the atom is concentrated in a tiny, positively charged nucleus, which replaced the plum pudding model proposed by J.J. Thomson. Later, Niels Bohr suggested that electrons orbit the nucleus at fixed distances, and James Chadwick discovered the neutron in 1932.`,
  keyFacts: [
    { fact: 'Radioactive decay is random', keywords: [['random'], ['decay']] },
    { fact: 'Alpha is 2 protons and 2 neutrons (helium nucleus)', keywords: [['alpha'], ['helium', '2 protons']] },
    { fact: 'Alpha is stopped by paper', keywords: [['alpha', 'α'], ['paper']] },
    { fact: 'Beta is a high-speed electron from the nucleus', keywords: [['beta', 'β'], ['electron']] },
    {
      fact: 'Gamma is electromagnetic radiation, very penetrating',
      keywords: [
        ['gamma', 'γ'],
        ['electromagnetic', 'penetrating'],
      ],
    },
    {
      fact: 'Half-life: time for the number of unstable nuclei to halve',
      keywords: [['half-life'], ['halve', 'half']],
    },
    { fact: 'Activity is measured in becquerels', keywords: [['becquerel', 'bq']] },
    {
      fact: 'Contamination is radioactive atoms getting onto or into an object; irradiation is exposure',
      keywords: [['contamination', 'irradiation']],
    },
    {
      fact: 'Background radiation: radon, cosmic rays, medical X-rays',
      keywords: [['background'], ['radon', 'cosmic']],
    },
    {
      fact: 'Rutherford / Geiger-Marsden gold foil showed a tiny positive nucleus, replacing plum pudding',
      keywords: [
        ['rutherford', 'gold foil', 'geiger and marsden'],
        ['nucleus', 'plum pudding'],
      ],
    },
  ],
};

export const mathsTrigonometry: Passage = {
  id: 'maths-pythagoras-trigonometry',
  subject: 'Maths',
  topic: 'Pythagoras and trigonometry',
  qualification: 'GCSE',
  text: `Pythagoras and Trigonometry (GCSE Maths Higher)

Pythagoras' theorem only works for right-angled triangles. It says that the square of the hypotenuse equals the sum of the squares of the other two sides: a² + b² = c², where c is the hypotenuse. The hypotenuse is always the longest side and is opposite the right angle.
Example: if the two shorter sides are 6 cm and 8 cm, then c² = 36 + 64 = 100, so c = 10 cm. To find a shorter side you subtract instead, e.g. 13² − 5² = 169 − 25 = 144, so the side is 12 cm.

Labelling the sides
- Hypotenuse (H): the longest side, opposite the right angle.
- Opposite (O): the side opposite the angle you are using, θ.
- Adjacent (A): the side next to θ that is not the hypotenuse.

SOH CAH TOA
sin θ = opposite ÷ hypotenuse
cos θ = adjacent ÷ hypotenuse
tan θ = opposite ÷ adjacent
To find a missing angle you use the inverse function on your calculator, e.g. if tan θ = 0.75 then θ = tan⁻¹(0.75) = 36.9° to 1 decimal place. Make sure the calculator is in degrees mode, not radians.

Exact values you must learn for the non-calculator paper: sin 30° = 0.5, cos 60° = 0.5, tan 45° = 1, sin 90° = 1 and cos 0° = 1. Also sin 45° = cos 45° = √2 ÷ 2, and tan 60° = √3.

Angles of elevation and depression
The angle of elevation is measured upwards from the horizontal, and the angle of depression is measured downwards from the horizontal. They are equal when looking between the same two points, because they are alternate angles.

Non-right-angled triangles (Higher only)
The sine rule is a ÷ sin A = b ÷ sin B = c ÷ sin C. Use it when you know a side and its opposite angle.
The cosine rule is a² = b² + c² − 2bc cos A. Use it when you know all three sides, or two sides and the angle between them.
The area of any triangle is ½ab sin C, where C is the angle between sides a and b.

Common mistakes: forgetting to square root at the end of Pythagoras, using the wrong side as the hypotenuse, and rounding too early in a multi-step question. Always write down the unrounded value and give the final answer to 3 significant figures unless the question says otherwise.`,
  keyFacts: [
    {
      fact: "Pythagoras' theorem a² + b² = c² for right-angled triangles",
      keywords: [['a² + b² = c²', 'sum of the squares']],
    },
    { fact: 'The hypotenuse is the longest side, opposite the right angle', keywords: [['hypotenuse'], ['longest']] },
    { fact: 'Example: sides 6 and 8 give hypotenuse 10', keywords: [['c = 10', '10 cm']] },
    { fact: 'sin θ = opposite ÷ hypotenuse', keywords: [['sin θ'], ['opposite ÷ hypotenuse']] },
    { fact: 'cos θ = adjacent ÷ hypotenuse', keywords: [['cos θ'], ['adjacent ÷ hypotenuse']] },
    { fact: 'tan θ = opposite ÷ adjacent', keywords: [['tan θ'], ['opposite ÷ adjacent']] },
    { fact: 'Use the inverse function to find a missing angle', keywords: [['inverse function', 'tan⁻¹']] },
    {
      fact: 'Angle of elevation upwards / depression downwards from the horizontal',
      keywords: [['elevation', 'depression'], ['horizontal']],
    },
    { fact: 'Sine rule a ÷ sin A = b ÷ sin B', keywords: [['sine rule']] },
    {
      fact: 'Cosine rule a² = b² + c² − 2bc cos A; area = ½ab sin C',
      keywords: [['cosine rule', '2bc cos a', '½ab sin c']],
    },
  ],
};

export const mathsProbability: Passage = {
  id: 'maths-probability',
  subject: 'Maths',
  topic: 'Probability',
  qualification: 'GCSE',
  text: `Probability revision

Probability measures how likely an event is, on a scale from 0 (impossible) to 1 (certain). Probabilities can be written as fractions, decimals or percentages, but never as "1 in 4" or as a ratio in an exam answer.

The probability of an event = number of successful outcomes ÷ total number of possible outcomes, as long as all outcomes are equally likely. For a fair six-sided dice, P(rolling a 5) = 1/6 and P(rolling an even number) = 3/6 = 1/2.

The probabilities of all the possible outcomes add up to 1, so P(not A) = 1 − P(A). If the probability that it rains tomorrow is 0.3, the probability that it does not rain is 0.7.

Mutually exclusive events cannot happen at the same time, for example rolling a 2 and rolling a 3 on one throw. For mutually exclusive events you ADD the probabilities: P(A or B) = P(A) + P(B).

Independent events do not affect each other, such as flipping a coin and rolling a dice. For independent events you MULTIPLY: P(A and B) = P(A) × P(B). So P(heads and a six) = 1/2 × 1/6 = 1/12.

Tree diagrams
Tree diagrams show two or more events in a row. Multiply along the branches to get the probability of a combination, and add the end results when more than one path gives the outcome you want. The branches from each point must add up to 1. If items are taken without replacement, the probabilities on the second set of branches change, because there is one fewer item in the bag. Example: a bag has 3 red and 2 blue counters; P(red then red) without replacement = 3/5 × 2/4 = 6/20 = 3/10.

Relative frequency
Relative frequency = number of times the event happens ÷ number of trials. It is used to estimate the probability when you cannot work it out theoretically, for example with a biased spinner. The more trials you do, the more reliable the estimate becomes. Expected frequency = probability × number of trials, so if P(landing on red) = 0.2 and you spin 150 times, you expect red about 30 times.

Venn diagrams and the notation ∩ (and / intersection) and ∪ (or / union) also come up on the Higher paper, along with conditional probability, where the question gives information that changes the total you divide by.`,
  keyFacts: [
    {
      fact: 'Probability scale from 0 (impossible) to 1 (certain)',
      keywords: [
        ['scale from 0', 'impossible'],
        ['1 (certain)', 'to 1', 'certain'],
      ],
    },
    { fact: 'P = successful outcomes ÷ total outcomes', keywords: [['successful outcomes'], ['total']] },
    { fact: 'P(not A) = 1 − P(A)', keywords: [['p(not a)', '1 − p(a)', 'add up to 1']] },
    {
      fact: 'Mutually exclusive events cannot happen together',
      keywords: [['mutually exclusive'], ['same time', 'cannot happen']],
    },
    {
      fact: 'For mutually exclusive events add: P(A or B) = P(A) + P(B)',
      keywords: [['p(a or b)', 'add the probabilities']],
    },
    {
      fact: 'Independent events: multiply, P(A and B) = P(A) × P(B)',
      keywords: [['independent'], ['multiply', 'p(a and b)']],
    },
    { fact: 'Tree diagrams: multiply along branches', keywords: [['tree diagram', 'branches'], ['multiply']] },
    { fact: 'Without replacement the second probabilities change', keywords: [['without replacement']] },
    {
      fact: 'Relative frequency = times event happens ÷ number of trials',
      keywords: [['relative frequency'], ['trials']],
    },
    { fact: 'Expected frequency = probability × number of trials', keywords: [['expected frequency', 'expect red']] },
  ],
};

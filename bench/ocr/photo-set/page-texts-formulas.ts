/**
 * Pages 25–30 of the photo set (see page-texts.ts for the model): formula notes, so the dev split
 * holds as many formula pages as the held-out one does (before these, two dev pages against two
 * held-out). Typed the way students type them: spaces around "=" and the operators, "×" and "÷"
 * from the symbol menu, powers as superscripts, units after a space. Some lines are meant to stay
 * as they are under formula-line correction: algebra's "2x", "x = 3", a "12 V" battery, "V = IR".
 */
import type { PageText } from './page-texts.js';

export const PAGES_FORMULAS: PageText[] = [
  {
    name: 'energy-power',
    subject: 'Physics',
    title: 'Energy, Work and Power',
    layout: 'symbols',
    paper: 'squared',
    font: 'DejaVu Sans',
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Kinetic energy Ek = ½ × m × v²',
          'Gravitational energy Ep = m × g × h',
          'Elastic energy Ee = ½ × k × e²',
          'Power P = E ÷ t, measured in W',
          'Efficiency = useful output ÷ total input × 100',
          'Work done W = F × d',
          'Density ρ = m ÷ V, in kg/m³',
          'Specific heat: ΔE = m × c × Δθ',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: [
          'A 2 kg ball falls 5 m, with g = 9.8 N/kg.',
          'Ep = 2 × 9.8 × 5 = 98 J',
          'v² = 2 × 98 ÷ 2 = 98, so v ≈ 9.9 m/s',
          'A 60 W lamp on for 2 minutes:',
          'E = 60 × 120 = 7200 J = 7.2 kJ',
        ],
      },
      { kind: 'heading', text: 'Remember' },
      {
        kind: 'paragraph',
        text: 'Energy is never used up: it is transferred to other stores, and some is always wasted as heat. Efficiency is always ≤ 100%.',
      },
    ],
  },
  {
    name: 'quadratics-surds',
    subject: 'Maths',
    title: 'Quadratics and Surds',
    layout: 'symbols',
    paper: 'lined',
    font: 'DejaVu Serif',
    blocks: [
      { kind: 'heading', text: 'Solving' },
      {
        kind: 'lines',
        lines: [
          'x² + 5x + 6 = 0 factorises to (x + 2)(x + 3) = 0',
          'so x = −2 or x = −3',
          'Formula: x = (−b ± √(b² − 4ac)) ÷ 2a',
          'Discriminant b² − 4ac ≥ 0 for real roots',
          '2x² − 8 = 0 gives x² = 4, so x = ± 2',
        ],
      },
      { kind: 'heading', text: 'Surds' },
      {
        kind: 'lines',
        lines: ['√18 = √9 × √2 = 3√2', '√3 × √3 = 3', '(1 + √2)² = 3 + 2√2', '6 ÷ √3 = 2√3'],
      },
      { kind: 'heading', text: 'Completing the square' },
      {
        kind: 'lines',
        lines: ['x² + 6x + 2 = (x + 3)² − 7', 'Turning point at (−3, −7)'],
      },
    ],
  },
  {
    name: 'moles-calculations',
    subject: 'Chemistry',
    title: 'Moles and Calculations',
    layout: 'symbols',
    paper: 'plain',
    font: 'DejaVu Serif',
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Moles n = mass ÷ Mr',
          'Concentration c = n ÷ V, in mol/dm³',
          'Gas volume = moles × 24 dm³ at room temperature',
          'Atom economy = Mr of product ÷ Mr of reactants × 100',
          'Percentage yield = actual ÷ theoretical × 100',
          'ΔH = −m × c × ΔT ÷ n, in kJ/mol',
          '2Mg + O2 → 2MgO',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: [
          'How many moles in 4.4 g of CO2 (Mr = 44)?',
          'n = 4.4 ÷ 44 = 0.10 mol',
          '25.0 cm³ of 0.10 mol/dm³ acid:',
          'n = 0.10 × 0.025 = 2.5 × 10⁻³ mol',
          'Temperature rise 6.5 °C ± 0.5 °C',
        ],
      },
    ],
  },
  {
    name: 'pressure-density',
    subject: 'Physics',
    title: 'Pressure and Particles',
    layout: 'symbols',
    paper: 'plain',
    font: 'DejaVu Sans Mono',
    size: 27,
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Pressure p = F ÷ A, in Pa or N/m²',
          'Pressure in a liquid p = h × ρ × g',
          'Boyle: p1 × V1 = p2 × V2 at constant T',
          'Temperature in K = °C + 273',
          'Absolute zero = −273 °C = 0 K',
          'Energy to melt E = m × L',
          'Atmospheric pressure ≈ 100 kPa',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: [
          'A 600 N crate stands on 0.25 m².',
          'p = 600 ÷ 0.25 = 2400 Pa',
          'Ice at 0 °C: L = 334 kJ/kg',
          'E = 0.2 × 334 = 66.8 kJ',
          'A 12 V supply heats the water.',
        ],
      },
      { kind: 'heading', text: 'Note' },
      {
        kind: 'paragraph',
        text: 'Gas pressure rises when particles hit the walls more often or harder, so heating a sealed can is dangerous.',
      },
    ],
  },
  {
    name: 'trig-sequences',
    subject: 'Maths',
    title: 'Trigonometry and Sequences',
    layout: 'symbols',
    paper: 'squared',
    font: 'DejaVu Sans',
    blocks: [
      { kind: 'heading', text: 'Right-angled triangles' },
      {
        kind: 'lines',
        lines: [
          'sin θ = opp ÷ hyp, cos θ = adj ÷ hyp',
          'tan θ = opp ÷ adj',
          'Pythagoras: a² + b² = c²',
          'Area = ½ × a × b × sin C',
          'sin 30° = 0.5 and tan 45° = 1',
        ],
      },
      { kind: 'heading', text: 'Sequences' },
      {
        kind: 'lines',
        lines: [
          'nth term of 5, 8, 11, 14 is 3n + 2',
          'Geometric: 3, 6, 12 has ratio r = 2',
          'Sum of angles in a polygon = (n − 2) × 180°',
          'y = 2x + 1 is a straight line, gradient 2',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: ['Hypotenuse of a 6 cm by 8 cm triangle:', 'c² = 6² + 8² = 100, so c = √100 = 10 cm'],
      },
    ],
  },
  {
    name: 'light-waves',
    subject: 'Physics',
    title: 'Waves and Light',
    layout: 'symbols',
    paper: 'lined',
    font: 'DejaVu Sans',
    blocks: [
      {
        kind: 'lines',
        lines: [
          'Wave speed v = f × λ',
          'Period T = 1 ÷ f',
          'Speed of light c = 3 × 10⁸ m/s',
          'Red light λ ≈ 700 nm = 0.7 µm',
          'Refraction: n = sin i ÷ sin r',
          'Angle of incidence = angle of reflection',
          'Frequency ↑ → wavelength ↓',
        ],
      },
      { kind: 'heading', text: 'Worked example' },
      {
        kind: 'lines',
        lines: [
          'A wave of 50 Hz has λ = 0.4 m.',
          'v = 50 × 0.4 = 20 m/s',
          'T = 1 ÷ 50 = 0.02 s',
          'Critical angle of glass ≈ 42°',
        ],
      },
    ],
  },
];

import type { Passage } from '../types.js';
import { biologyBloodGlucose, biologyTransport, chemistryElectrolysis, chemistryRates } from './biology-chemistry.js';
import { businessBreakEven, businessMotivation, computingCpu, computingSorting } from './computing-business.js';
import {
  economicsElasticity,
  economicsExternalities,
  psychologyMemory,
  psychologyObedience,
} from './economics-psychology.js';
import { englishInspectorCalls, englishMacbeth, englishOzymandias } from './english-literature.js';
import { geographyCoasts, geographyUrbanLagos, historyWeimar, historyWw1Causes } from './history-geography.js';
import {
  frenchFutureConditional,
  frenchPerfectTense,
  religiousChristianBeliefs,
  religiousFivePillars,
} from './languages-religion.js';
import { mathsProbability, mathsTrigonometry, physicsNewton, physicsRadioactivity } from './physics-maths.js';

/** The bench's own passages: 27 across 13 subjects, GCSE and A-level, each with 10 key facts. */
export const PASSAGES: Passage[] = [
  biologyTransport,
  biologyBloodGlucose,
  chemistryRates,
  chemistryElectrolysis,
  physicsNewton,
  physicsRadioactivity,
  mathsTrigonometry,
  mathsProbability,
  historyWw1Causes,
  historyWeimar,
  geographyCoasts,
  geographyUrbanLagos,
  englishMacbeth,
  englishInspectorCalls,
  englishOzymandias,
  economicsElasticity,
  economicsExternalities,
  psychologyMemory,
  psychologyObedience,
  computingCpu,
  computingSorting,
  businessBreakEven,
  businessMotivation,
  frenchPerfectTense,
  frenchFutureConditional,
  religiousFivePillars,
  religiousChristianBeliefs,
];

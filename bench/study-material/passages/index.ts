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
import { blindNetworks, blindTectonic } from './held-out-blind.js';
import {
  blind2ChemistryLeChatelier,
  blind2GermanModalVerbs,
  blind2PeCardiovascular,
  blind2SociologyEducation,
} from './blind-2-a.js';
import { blind2Armada, blind2ChristmasCarol, blind2Photosynthesis, blind2Rivers } from './blind-2-b.js';
import { blind3Inflation, blind3Plague, blind3ProteinSynthesis, blind3RomeoJuliet } from './blind-3-a.js';
import { blind3Attachment, blind3BooleanSql, blind3Buddhism, blind3Rainforest } from './blind-3-b.js';
import {
  blind4CellStructure,
  blind4ElizabethanThreats,
  blind4FrenchHolidays,
  blind4SpecificHeat,
} from './blind-4-a.js';
import {
  blind4ChemistryBonding,
  blind4ClimateChange,
  blind4MarketStructures,
  blind4NetworkProtocols,
} from './blind-4-b.js';
import {
  blind5LawMurder,
  blind5MathsQuadratics,
  blind5MusicBaroqueClassical,
  blind5PhilosophyOntological,
} from './blind-5-a.js';
import {
  blind5DtMaterials,
  blind5FoodMacronutrients,
  blind5MediaRepresentation,
  blind5PoliticsParliament,
} from './blind-5-b.js';
import {
  blind6ComputingCyberSecurity,
  blind6HistoryColdWar,
  blind6PhysicsWaves,
  blind6SociologyFamily,
} from './blind-6-a.js';
import {
  blind6BiologyNervousSystem,
  blind6EnglishPaper1Techniques,
  blind6GeographyLondon,
  blind6PsychologyResearchMethods,
} from './blind-6-b.js';
import { heldOutCivilRights, heldOutJekyll, heldOutSpanish } from './held-out-humanities.js';
import { heldOutCrudeOil, heldOutElectricity, heldOutImmunity } from './held-out-sciences.js';
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

/**
 * Held-out check: 6 passages written before the 2026-11 tuning and never used to choose a constant
 * (a revision sheet of bullets, a dense textbook page, an equations page, a quotations page, a
 * timeline, a language grammar page). `--held-out` runs these instead of PASSAGES.
 */
export const HELD_OUT_PASSAGES: Passage[] = [
  heldOutImmunity,
  heldOutCrudeOil,
  heldOutElectricity,
  heldOutJekyll,
  heldOutCivilRights,
  heldOutSpanish,
];

/**
 * Blind check (`--blind`): 2 passages written after the 2026-11 tuning round, and 8 more written on
 * 2026-11-25 (stop 22) by helpers who saw neither the code nor the other passages, in styles the other
 * sets lack (student shorthand with arrows, a German grammar page, A-level prose, a timeline of bullets).
 * Each was first run on the code as it stood, to report. 8 more (`blind3-*`) were written the same way
 * in the next session (Cornell notes, a truth table and SQL, Pali terms, a case-study page …), and 8
 * (`blind4-*`) later in that session with the tables students type (Markdown, tab-separated), a Q&A
 * sheet and a mind map, and 8 (`blind5-*`) after that in subjects the sets lacked (law, music,
 * philosophy, D&T, politics, media, food) and styles (Notion Markdown, emoji bullets, unicode maths, a
 * long numbered list, an em-dash glossary).
 */
export const BLIND_PASSAGES: Passage[] = [
  blindTectonic,
  blindNetworks,
  blind2SociologyEducation,
  blind2PeCardiovascular,
  blind2GermanModalVerbs,
  blind2ChemistryLeChatelier,
  blind2Rivers,
  blind2Armada,
  blind2Photosynthesis,
  blind2ChristmasCarol,
  blind3ProteinSynthesis,
  blind3Plague,
  blind3RomeoJuliet,
  blind3Inflation,
  blind3Attachment,
  blind3BooleanSql,
  blind3Buddhism,
  blind3Rainforest,
  blind4CellStructure,
  blind4ElizabethanThreats,
  blind4FrenchHolidays,
  blind4SpecificHeat,
  blind4ChemistryBonding,
  blind4MarketStructures,
  blind4ClimateChange,
  blind4NetworkProtocols,
  blind5LawMurder,
  blind5MusicBaroqueClassical,
  blind5MathsQuadratics,
  blind5PhilosophyOntological,
  blind5DtMaterials,
  blind5PoliticsParliament,
  blind5MediaRepresentation,
  blind5FoodMacronutrients,
  blind6PhysicsWaves,
  blind6SociologyFamily,
  blind6HistoryColdWar,
  blind6ComputingCyberSecurity,
  blind6BiologyNervousSystem,
  blind6GeographyLondon,
  blind6PsychologyResearchMethods,
  blind6EnglishPaper1Techniques,
];

/** A short biology summary the deck route tests make flashcards from, one fact per line. */
export const SUMMARY_TEXT = [
  'Photosynthesis is the process by which plants use light energy to make glucose from carbon dioxide and water.',
  'Chlorophyll is a green pigment that absorbs light in the chloroplasts.',
  'The rate of photosynthesis is limited by light intensity, carbon dioxide concentration and temperature.',
  'Oxygen is released as a by-product of photosynthesis.',
  'Glucose is used for respiration, or converted into starch for storage.',
  'Stomata are pores in the leaf that let carbon dioxide diffuse in.',
  'Guard cells open and close the stomata to control water loss.',
  'In 1779 Jan Ingenhousz showed that light is needed for plants to produce oxygen.',
];

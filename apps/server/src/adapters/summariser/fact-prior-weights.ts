import type { FactPriorSettings } from './fact-prior.js';

/**
 * Frozen coefficients of the learned fact prior (fact-prior.ts), generated — do not edit by hand. Fitted
 * by `cd bench && npx tsx study-material/train-fact-prior.ts --write --lambda 0.03 --exponent 0`:
 * L2-regularised logistic regression (lambda 0.03) over every candidate point of the 27 main
 * study-material passages, clean and OCR-shaped (1475 candidates, 754 holding a key fact by the
 * bench's fact matcher); never trained on the held-out or blind passages. See docs/summariser.md,
 * "2026-11-25 round: a learned fact prior".
 * Exponent 0: the prior is not applied. Under leave-one-subject-out cross-validation no exponent beat the
 * hand-set kind factors of select-coverage.ts; the table stays so the experiment can be re-run.
 */
export const FACT_PRIOR: FactPriorSettings = {
  model: {
    features: [
      'salience',
      'centrality',
      'density',
      'newFacts',
      'boost',
      'definition',
      'naming',
      'term',
      'contrast',
      'firstInBlock',
      'firstInSection',
      'numbered',
      'bullet',
      'position',
      'chars',
      'clause',
      'share',
      'formula',
      'quotation',
      'cause',
      'year',
      'figure',
      'name',
      'pronounStart',
      'example',
      'bareExample',
      'advice',
      'methodStep',
      'fragment',
      'keyMax',
      'keyMean',
      'definedKeys',
      'firstMentions',
      'focusShare',
    ],
    mean: [
      0.5682, 0.5515, 0.5137, 0.1788, 0.4575, 0.082, 0.0054, 0.2163, 0.0081, 0.5044, 0.1905, 0.0664, 0.5193, 0.5149, 0,
      0, 0, 0.042, 0.0631, 0.0759, 0.0827, 0.1268, 0.3431, 0.1125, 0.0102, 0, 0.0108, 0.0149, 0.002, 1.0413, 0.4157,
      0.3501, 0.6593, 0.1168,
    ],
    sd: [
      0.2955, 0.2293, 0.2189, 0.2993, 0.1464, 0.2744, 0.0734, 0.4117, 0.0898, 0.5, 0.3927, 0.2491, 0.4996, 0.3075, 1, 1,
      1, 0.2007, 0.2431, 0.2649, 0.2754, 0.3327, 0.4747, 0.316, 0.1003, 1, 0.1036, 0.1212, 0.0451, 0.38, 0.2304, 0.3612,
      0.2387, 0.1455,
    ],
    weights: [
      0.1172, 0.1525, 0.1703, 0.1638, 0.0349, -0.0601, 0.1695, 0.0522, -0.1276, 0.2594, 0.0034, 0.1239, -0.0846,
      -0.1862, 0, 0, 0, 0.2516, -0.0108, 0.0931, 0.0057, 0.0573, -0.0262, -0.1704, -0.0711, 0, -0.2614, -0.0715,
      -0.0648, 0.1835, -0.3084, 0.1689, 0.1195, 0.0051,
    ],
    intercept: 0.0559,
    baseRate: 0.5112,
  },
  exponent: 0,
  replaceKind: false,
};

/** Spec §4 summary wizard: six stages, five numbered steps, and the progress shown for each. */
export const WIZARD_STAGES = ['input', 'upload', 'processing', 'review', 'generating', 'complete'] as const;
export type WizardStage = (typeof WIZARD_STAGES)[number];

export const WIZARD_TOTAL_STEPS = 5;

export const WIZARD_PROGRESS: Record<WizardStage, number> = {
  input: 0,
  upload: 25,
  processing: 50,
  review: 75,
  generating: 90,
  complete: 100,
};

/** The last stage is the fifth step finished, not a sixth step. */
export function wizardStep(stage: WizardStage): number {
  return Math.min(WIZARD_STAGES.indexOf(stage) + 1, WIZARD_TOTAL_STEPS);
}

export const WIZARD_STAGE_TITLES: Record<WizardStage, string> = {
  input: 'Study Details',
  upload: 'Upload Your Notes',
  processing: 'Extracting Text',
  review: 'Review Text',
  generating: 'Generating Summary',
  complete: 'Summary Complete!',
};

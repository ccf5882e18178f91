import { ArrowLeftIcon, CircleCheckBigIcon, ScanTextIcon, ScanLineIcon, WandSparklesIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { GenerateFlashcardsDialog } from '@/features/summaries/components/generate-flashcards/generate-flashcards-dialog';
import { ImagePicker } from '@/features/summaries/components/image-picker/image-picker';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DraftRestoredNote } from '@/components/drafts/draft-restored-note';
import { draftKey, useDraftAutosave, useRestoredDraft } from '@/lib/drafts';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useSession } from '@/lib/session/session-context';
import { GENERATION_FAILED, useCreateSummaryMutation } from '@/features/summaries/api/create-summary';
import { ApiError } from '@/lib/api-client';
import { EXTRACTION_FAILED, useExtractTextMutation } from '@/features/summaries/api/extract-text';
import { StudyDetailsStep, isStudyDetailsComplete } from '@/features/summaries/components/wizard/study-details-step';
import { ReviewTextStep } from '@/features/summaries/components/wizard/review-text-step';
import { SummaryCompleteStep } from '@/features/summaries/components/wizard/summary-complete-step';
import { WizardHeader } from '@/features/summaries/components/wizard/wizard-header';
import { WizardWorking } from '@/features/summaries/components/wizard/wizard-working';
import { joinSummaryPoints, readFileAsBase64 } from '@/features/summaries/lib/summary-text';
import {
  WIZARD_DRAFT_NAME,
  WizardDraftSchema,
  fromWizardDraft,
  toWizardDraft,
} from '@/features/summaries/lib/wizard-draft';
import { WIZARD_STAGE_TITLES, type WizardStage } from '@/features/summaries/lib/wizard-stages';
import { useSummaryWizard } from '@/features/summaries/lib/use-summary-wizard';

const STAGE_DESCRIPTIONS: Partial<Record<WizardStage, string>> = {
  input: 'Tell us what these notes are about so the summary fits your course.',
  upload: 'A clear, well-lit photo works best: keep the page flat and fill the frame.',
  review: 'Check what we read from your photo. Your edits are what gets summarised.',
};

/**
 * Spec §4 summary wizard: input → upload (25) → processing (50) → review (75) → generating (90)
 * → complete (100). OCR failure returns to upload, generation failure to review.
 */
export function CreateSummaryPage() {
  const celebrate = useCelebrate();
  const extract = useExtractTextMutation();
  const create = useCreateSummaryMutation();
  const { user } = useSession();
  const key = user ? draftKey(user.id, WIZARD_DRAFT_NAME) : null;
  const restored = useRestoredDraft(key, WizardDraftSchema);
  const [wizard, dispatch] = useSummaryWizard(restored && fromWizardDraft(restored.data));
  const { stage, details, detailsErrors, image, ocr, text, textError, result, flashcardsOpen, showRestored } = wizard;
  const setStage = (next: WizardStage) => dispatch({ type: 'stageChanged', stage: next });
  const draft = useDraftAutosave(key, toWizardDraft({ stage, details, ocr, text }));

  // Each stage replaces the last, so focus moves to its heading for keyboard and screen-reader users.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stage]);

  const goToUpload = () => {
    if (!isStudyDetailsComplete(details)) {
      dispatch({ type: 'detailsIncomplete' });
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    dispatch({ type: 'detailsAccepted' });
  };

  const extractText = () => {
    if (!image) {
      toast({
        title: 'No Image Selected',
        description: 'Please choose a photo of your notes first.',
        variant: 'destructive',
      });
      return;
    }
    setStage('processing');
    extract.mutate(image, {
      onSuccess: (data) => dispatch({ type: 'textExtracted', ocr: data }),
      onError: (error) => {
        // The server's own reason for a refused photo ('Unsupported File Type: …', 'File Too Large: …',
        // 'Unreadable Image: …') tells the student what to do; "try again" would not help.
        const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
        toast({ title: 'Extraction Failed', description: reason ?? EXTRACTION_FAILED, variant: 'destructive' });
        setStage('upload');
      },
    });
  };

  const generate = async () => {
    if (!ocr) return;
    if (!text.trim()) {
      dispatch({ type: 'textMissing' });
      toast({ title: 'No Text Content', description: 'Please add some text to summarise.', variant: 'destructive' });
      return;
    }
    setStage('generating');
    let photoUrl = '';
    try {
      if (image) photoUrl = await readFileAsBase64(image);
    } catch {
      // The summary is worth more than its photo: without a readable image it is saved without one.
      photoUrl = '';
    }
    create.mutate(
      {
        subject: details.subject.trim(),
        qualification: details.qualification,
        topic: details.topic.trim(),
        examBoard: details.examBoard || null,
        originalOcrText: ocr.originalOcrText,
        columnFixedText: ocr.extractedText,
        userEditedText: text,
        photoUrl,
      },
      {
        onSuccess: (created) => {
          draft.clear();
          dispatch({ type: 'summaryCreated', result: created });
          if (created.leveledUp && created.newLevel !== null) {
            celebrate(celebrationPresets.levelUp(created.newLevel));
            toast({
              title: `LEVEL UP! You reached Level ${created.newLevel}!`,
              description: `+${created.xpAwarded} XP earned for this summary.`,
              variant: 'success',
            });
          } else {
            toast({ title: 'Summary created!', description: `+${created.xpAwarded} XP earned.`, variant: 'success' });
          }
        },
        onError: () => {
          toast({ title: 'Generation Failed', description: GENERATION_FAILED, variant: 'destructive' });
          setStage('review');
        },
      },
    );
  };

  const discardDraft = () => {
    draft.clear();
    dispatch({ type: 'draftDiscarded' });
  };

  const description = STAGE_DESCRIPTIONS[stage];
  const working = stage === 'processing' || stage === 'generating';

  return (
    <div className={cn('mx-auto grid w-full max-w-3xl gap-6', stage === 'review' && image && 'lg:max-w-6xl')}>
      <PageHeader title="Create Summary" description="Turn a photo of your notes into a revision-ready summary." />

      {showRestored && (stage === 'input' || stage === 'upload' || stage === 'review') && (
        <DraftRestoredNote onStartOver={discardDraft} />
      )}

      <WizardHeader stage={stage} />

      <Card className="overflow-hidden">
        {!working && (
          <div className="flex items-start gap-3 border-b border-border px-5 pt-5 pb-4 sm:px-6">
            {stage === 'complete' && (
              <span className="flex size-10 shrink-0 animate-pop items-center justify-center rounded-full bg-success-soft text-success">
                <CircleCheckBigIcon className="size-5" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0">
              <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
                {WIZARD_STAGE_TITLES[stage]}
              </h2>
              {stage === 'complete' ? (
                <p className="mt-1 text-sm text-muted-foreground">
                  {details.topic.trim()} · {details.subject.trim()}
                </p>
              ) : (
                description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>
              )}
            </div>
          </div>
        )}

        <CardContent className="p-5 sm:p-6">
          {stage === 'input' && (
            <StudyDetailsStep
              details={details}
              onChange={(next) => dispatch({ type: 'detailsChanged', details: next })}
              onContinue={goToUpload}
              showErrors={detailsErrors}
            />
          )}

          {stage === 'upload' && (
            <div className="grid gap-6">
              <ImagePicker
                value={image}
                onChange={(file) => dispatch({ type: 'imageChosen', image: file })}
                label="Photo of your notes"
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="outline" size="lg" onClick={() => setStage('input')}>
                  <ArrowLeftIcon aria-hidden="true" />
                  Back
                </Button>
                <Button size="lg" onClick={extractText}>
                  <ScanTextIcon aria-hidden="true" />
                  Extract Text
                </Button>
              </div>
            </div>
          )}

          {stage === 'processing' && (
            <>
              <h2 ref={headingRef} tabIndex={-1} className="sr-only">
                {WIZARD_STAGE_TITLES.processing}
              </h2>
              <WizardWorking
                icon={ScanLineIcon}
                title="Extracting text from your notes..."
                description="Reading the photo and putting columns in order. This usually takes a few seconds."
              />
            </>
          )}

          {stage === 'review' && ocr && (
            <ReviewTextStep
              ocr={ocr}
              image={image}
              text={text}
              onTextChange={(next) => dispatch({ type: 'textChanged', text: next })}
              onBack={() => setStage('upload')}
              onGenerate={() => void generate()}
              showError={textError}
            />
          )}

          {stage === 'generating' && (
            <>
              <h2 ref={headingRef} tabIndex={-1} className="sr-only">
                {WIZARD_STAGE_TITLES.generating}
              </h2>
              <WizardWorking
                icon={WandSparklesIcon}
                title="Generating your summary..."
                description="Picking out the key facts, terms and numbers from your notes."
              />
            </>
          )}

          {stage === 'complete' && result && (
            <SummaryCompleteStep
              summaryId={result.id}
              points={result.summary}
              xpAwarded={result.xpAwarded}
              onGenerateFlashcards={() => dispatch({ type: 'flashcardsOpenChanged', open: true })}
              onStartOver={() => dispatch({ type: 'startedOver' })}
            />
          )}
        </CardContent>
      </Card>

      {result && (
        <GenerateFlashcardsDialog
          open={flashcardsOpen}
          onOpenChange={(open) => dispatch({ type: 'flashcardsOpenChanged', open })}
          // The summary now has them; a second opening should not ask again.
          onDetailsSaved={(saved) => dispatch({ type: 'detailsSaved', details: saved })}
          source={{
            summaryId: result.id,
            summaryText: joinSummaryPoints(result.summary),
            summaryPoints: result.summary,
            subject: details.subject.trim(),
            topic: details.topic.trim(),
            qualification: details.qualification,
            examBoard: details.examBoard || null,
          }}
        />
      )}
    </div>
  );
}

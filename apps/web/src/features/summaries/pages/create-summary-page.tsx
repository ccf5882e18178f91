import { ArrowLeftIcon, CircleCheckBigIcon, ScanTextIcon, ScanLineIcon, WandSparklesIcon } from 'lucide-react';
import { MAX_SUMMARY_POINTS, SUMMARY_TEXT_MAX } from '@revisely/contracts';
import { useEffect, useRef, useState } from 'react';
import { celebrationPresets } from '@/components/celebration/celebration-presets';
import { useCelebrate } from '@/components/celebration/celebration-context';
import { GenerateFlashcardsDialog } from '@/features/summaries/components/generate-flashcards/generate-flashcards-dialog';
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
import { EXTRACTION_FAILED } from '@/features/summaries/api/extract-text';
import { SourceFilesPicker } from '@/features/summaries/components/wizard/source-files-picker';
import { summariseSection } from '@/features/summaries/api/summarise-section';
import { sectionProgress, splitIntoSections } from '@/features/summaries/lib/sections';
import { SummaryLengthSelect } from '@/features/summaries/components/summary-length-select';
import { useSummaryLength } from '@/features/summaries/lib/use-summary-length';
import { StudyDetailsStep, isStudyDetailsComplete } from '@/features/summaries/components/wizard/study-details-step';
import { ReviewTextStep } from '@/features/summaries/components/wizard/review-text-step';
import { SummaryCompleteStep } from '@/features/summaries/components/wizard/summary-complete-step';
import { WizardHeader } from '@/features/summaries/components/wizard/wizard-header';
import { WizardWorking } from '@/features/summaries/components/wizard/wizard-working';
import { joinSummaryPoints, readFileAsBase64 } from '@/features/summaries/lib/summary-text';
import {
  OFFLINE_MESSAGE,
  OFFLINE_TITLE,
  SourceReadError,
  readSources,
  readingLabel,
} from '@/features/summaries/lib/read-sources';
import { clearWizardFiles, loadWizardFiles, saveWizardFiles } from '@/features/summaries/lib/wizard-file-store';
import {
  LONG_TEXT_CHARS,
  TOO_LONG_TEXT,
  type SourceFile,
  arrangePages,
  joinPages,
  pagesBySource,
  summaryTexts,
} from '@/features/summaries/lib/wizard-pages';
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
  upload: 'Add photos of your notes (clear and well lit, the page filling the frame) or a document.',
  review: 'Check what we read. Your edits are what gets summarised, all pages in order.',
};

/**
 * Spec §4 summary wizard: input → upload (25) → processing (50) → review (75) → generating (90)
 * → complete (100). OCR failure returns to upload, generation failure to review.
 */
export function CreateSummaryPage() {
  const celebrate = useCelebrate();
  const create = useCreateSummaryMutation();
  const summaryLength = useSummaryLength();
  const { user } = useSession();
  const key = user ? draftKey(user.id, WIZARD_DRAFT_NAME) : null;
  const restored = useRestoredDraft(key, WizardDraftSchema);
  const [wizard, dispatch] = useSummaryWizard(restored && fromWizardDraft(restored.data));
  const { stage, details, detailsErrors, files, sources, pages, progress, textError, result, flashcardsOpen } = wizard;
  const { showRestored } = wizard;
  const setStage = (next: WizardStage) => dispatch({ type: 'stageChanged', stage: next });
  const draft = useDraftAutosave(key, toWizardDraft({ stage, details, sources, pages }));

  // The chosen files live in IndexedDB beside the draft: found again after a reload, then kept in step.
  const userId = user?.id ?? null;
  const [filesLoaded, setFilesLoaded] = useState(() => !restored?.data.sources.length);
  useEffect(() => {
    if (filesLoaded || !userId) return;
    let live = true;
    void loadWizardFiles(userId).then((found) => {
      if (!live) return;
      dispatch({ type: 'filesRestored', files: found });
      setFilesLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [filesLoaded, userId, dispatch]);
  useEffect(() => {
    if (filesLoaded && userId && stage !== 'complete') void saveWizardFiles(userId, files);
  }, [filesLoaded, userId, files, stage]);
  const forgetDraft = () => {
    draft.clear();
    if (userId) void clearWizardFiles(userId);
  };

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

  // Files just chosen are still being checked when Extract Text is pressed at once: wait for them.
  const checking = useRef<Promise<SourceFile[]> | null>(null);

  const extractText = async () => {
    const pending = checking.current;
    checking.current = null;
    const files = pending ? await pending : wizard.files;
    if (files.length === 0) {
      toast({
        title: 'No Image Selected',
        description: 'Choose photos or a document of your notes first, or paste text instead.',
        variant: 'destructive',
      });
      return;
    }
    dispatch({ type: 'readingProgress', progress: readingLabel(files, 0) });
    try {
      const read = await readSources(files, pagesBySource(pages), (index) =>
        dispatch({ type: 'readingProgress', progress: readingLabel(files, index) }),
      );
      dispatch({ type: 'pagesRead', pages: arrangePages(files, read, pages) });
    } catch (error) {
      // The server's own reason for a refused file ('Unsupported File Type: …', 'This PDF is
      // password-protected.') tells the student what to do; "try again" would not help.
      const failed = error instanceof SourceReadError ? error : null;
      const reason = failed?.serverReason;
      const named = (text: string) => (files.length > 1 && failed ? `${failed.source.file.name}: ${text}` : text);
      if (failed?.offline) toast({ title: OFFLINE_TITLE, description: OFFLINE_MESSAGE, variant: 'destructive' });
      else
        toast({ title: 'Extraction Failed', description: named(reason ?? EXTRACTION_FAILED), variant: 'destructive' });
      dispatch({ type: 'readingFailed' });
    }
  };

  const generate = async () => {
    const text = joinPages(pages, 'text');
    if (!text.trim()) {
      dispatch({ type: 'textMissing' });
      toast({ title: 'No Text Content', description: 'Please add some text to summarise.', variant: 'destructive' });
      return;
    }
    if (text.length > SUMMARY_TEXT_MAX) {
      toast({ title: 'Too Much Text', description: TOO_LONG_TEXT, variant: 'destructive' });
      return;
    }
    setStage('generating');
    const failed = (error: unknown) => {
      const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      if (!(error instanceof ApiError) && navigator.onLine === false)
        toast({ title: OFFLINE_TITLE, description: OFFLINE_MESSAGE, variant: 'destructive' });
      else toast({ title: 'Generation Failed', description: reason ?? GENERATION_FAILED, variant: 'destructive' });
      dispatch({ type: 'summarisingProgress', progress: null });
      setStage('review');
    };
    // Long material is summarised section by section, in page order (ADR 0021); the points are
    // then sent with the text, which the server checks they come from.
    let points: string[] | undefined;
    if (text.length > LONG_TEXT_CHARS) {
      const sections = splitIntoSections(pages);
      points = [];
      try {
        for (const [index, section] of sections.entries()) {
          dispatch({
            type: 'summarisingProgress',
            progress: sectionProgress(sections, index, pages.length),
          });
          const made = await summariseSection({
            subject: details.subject.trim(),
            qualification: details.qualification,
            topic: details.topic.trim(),
            text: section.text,
            length: summaryLength.length,
          });
          points.push(...made.points);
        }
      } catch (error) {
        failed(error);
        return;
      }
      points = points.slice(0, MAX_SUMMARY_POINTS);
    }
    // Each photo page's photo, in page order.
    const photos: string[] = [];
    for (const page of pages) {
      const photo = page.origin === 'photo' ? files.find((file) => file.id === page.sourceId) : undefined;
      if (!photo || photos.includes(photo.id)) continue;
      photos.push(photo.id);
    }
    const encoded: string[] = [];
    for (const id of photos) {
      const photo = files.find((file) => file.id === id);
      try {
        if (photo) encoded.push(await readFileAsBase64(photo.file));
      } catch {
        // The summary is worth more than a photo: a photo that cannot be read is left out.
      }
    }
    create.mutate(
      {
        subject: details.subject.trim(),
        qualification: details.qualification,
        topic: details.topic.trim(),
        examBoard: details.examBoard || null,
        ...summaryTexts(pages),
        photos: encoded,
        length: summaryLength.length,
        ...(points && points.length > 0 ? { points } : {}),
      },
      {
        onSuccess: (created) => {
          forgetDraft();
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
        onError: failed,
      },
    );
  };

  const discardDraft = () => {
    forgetDraft();
    dispatch({ type: 'draftDiscarded' });
  };

  const description = STAGE_DESCRIPTIONS[stage];
  const working = stage === 'processing' || stage === 'generating';

  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-3xl gap-6',
        stage === 'review' && files.some((file) => file.kind === 'photo') && 'lg:max-w-6xl',
      )}
    >
      <PageHeader
        title="Create Summary"
        description="Turn photos of your notes or a document into a revision-ready summary."
      />

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
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
              <SourceFilesPicker
                files={files}
                onChange={(next) => {
                  // A newer list (a move, a removal, checks finished) replaces any pending one.
                  checking.current = null;
                  dispatch({ type: 'filesChanged', files: next });
                }}
                onPaste={() => dispatch({ type: 'pasteChosen' })}
                onChecking={(done) => (checking.current = done)}
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="outline" size="lg" onClick={() => setStage('input')}>
                  <ArrowLeftIcon aria-hidden="true" />
                  Back
                </Button>
                <Button size="lg" onClick={() => void extractText()}>
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
                title={files.length > 1 && progress ? progress : 'Extracting text from your notes...'}
                description={
                  files.length > 1
                    ? 'Reading each page in turn and putting columns in order. A photo takes a few seconds.'
                    : 'Reading the photo and putting columns in order. This usually takes a few seconds.'
                }
              />
            </>
          )}

          {stage === 'review' && <SummaryLengthSelect state={summaryLength} className="mb-6" />}
          {stage === 'review' && (
            <ReviewTextStep
              pages={pages}
              files={files}
              onPageTextChange={(id, next) => dispatch({ type: 'pageTextChanged', id, text: next })}
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
                title={progress ?? 'Generating your summary...'}
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

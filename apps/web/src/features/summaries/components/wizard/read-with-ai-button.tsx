import { BotIcon, LoaderCircleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TRANSCRIPTION_FAILED, useTranscribeMutation } from '@/features/summaries/api/transcribe-text';
import { toast } from '@/lib/toast-store';

/**
 * Handwriting defeats Tesseract; a vision model often reads it. Shown only when the server has one.
 * The AI reading replaces the text; when the model could not answer, the text is left as it is.
 */
export function ReadWithAiButton({ image, onText }: { image: File; onText: (text: string) => void }) {
  const transcribe = useTranscribeMutation();
  const run = () =>
    transcribe.mutate(image, {
      onSuccess: ({ text, source }) => {
        if (source === 'llm') {
          onText(text);
          toast({
            title: 'Read with AI',
            description: 'The text now shows the AI reading. Check it against your photo.',
          });
        } else {
          toast({ title: 'Read with AI', description: TRANSCRIPTION_FAILED });
        }
      },
      onError: (error) =>
        toast({ title: 'Read with AI', description: error.message || TRANSCRIPTION_FAILED, variant: 'destructive' }),
    });

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-muted/40 px-3.5 py-2.5">
      <p className="text-sm text-muted-foreground">Handwritten notes? An AI model may read them better.</p>
      <Button type="button" variant="outline" size="sm" onClick={run} disabled={transcribe.isPending}>
        {transcribe.isPending ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <BotIcon aria-hidden="true" />
        )}
        {transcribe.isPending ? 'Reading…' : 'Read with AI'}
      </Button>
    </div>
  );
}

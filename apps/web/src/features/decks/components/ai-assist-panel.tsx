import { LightbulbIcon, SparklesIcon, TagsIcon, WandSparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ComingSoonButton } from './coming-soon-button';

/** 'a topic, a subject and an exam board' */
const listed = (items: readonly string[]) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);

/** Spec §2: 'Generate Cards' suggests cards for the topic; the other helpers are not available yet. */
export function AiAssistPanel({
  canGenerate,
  missing,
  editDetailsHref,
  pending,
  onGenerate,
}: {
  canGenerate: boolean;
  /** What still has to be filled in before generating, with its article: ['a topic', 'an exam board']. */
  missing: readonly string[];
  /** Adding to an existing deck: its details are edited elsewhere, so the hint links there. */
  editDetailsHref?: string | undefined;
  pending: boolean;
  onGenerate: () => void;
}) {
  const hintId = 'ai-assist-hint';
  return (
    <Card className="overflow-hidden">
      <div className="brand-gradient h-1.5" aria-hidden="true" />
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <SparklesIcon className="size-4.5 text-primary" aria-hidden="true" />
          AI Assist
        </CardTitle>
        <CardDescription>Suggest cards for this topic from your own summaries and decks.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2.5">
        <Button
          onClick={onGenerate}
          disabled={!canGenerate || pending}
          aria-describedby={missing.length ? hintId : undefined}
        >
          <WandSparklesIcon aria-hidden="true" />
          {pending ? 'Generating...' : 'Generate Cards'}
        </Button>
        {missing.length > 0 && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {editDetailsHref ? (
              <>
                This deck needs {listed(missing)} to generate cards.{' '}
                <Link to={editDetailsHref} className="font-medium text-primary underline-offset-4 hover:underline">
                  Edit deck details
                </Link>
              </>
            ) : (
              <>Add {listed(missing)} to generate cards.</>
            )}
          </p>
        )}
        <div className="mt-1 grid gap-2">
          <ComingSoonButton icon={TagsIcon} label="Smart Tags" size="md" />
          <ComingSoonButton icon={WandSparklesIcon} label="Smart Fill" size="md" />
          <ComingSoonButton icon={LightbulbIcon} label="Study Tips" size="md" />
        </div>
      </CardContent>
    </Card>
  );
}

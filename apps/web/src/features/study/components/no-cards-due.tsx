import { ArrowLeftIcon, PartyPopperIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PracticeLinks } from './practice-links';

/** With `deckId`, the deck's practice modes are offered: practice needs nothing due. */
export function NoCardsDue({ deckId }: { deckId?: string | undefined } = {}) {
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <PartyPopperIcon className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">No Cards Due!</h1>
        <p className="text-muted-foreground">Great job! You've reviewed all your cards for now.</p>
      </div>
      {deckId && <PracticeLinks deckId={deckId} className="justify-center" />}
      <Button asChild>
        <Link to={paths.flashcards}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Flashcards
        </Link>
      </Button>
    </Card>
  );
}

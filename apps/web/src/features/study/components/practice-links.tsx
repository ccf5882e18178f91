import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The deck's practice modes (issue 28): answers there are not reviews and leave the schedule alone. */
export function PracticeLinks({ deckId, className }: { deckId: string; className?: string }) {
  return (
    <nav aria-label="Practise this deck" className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-sm text-muted-foreground">Practise:</span>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.learnDeck(deckId)}>Learn</Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.testDeck(deckId)}>Test</Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.matchDeck(deckId)}>Match</Link>
      </Button>
    </nav>
  );
}

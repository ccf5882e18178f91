import { ArrowRightIcon, LayersIcon, SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { cn } from '@/lib/utils';

function ActionCard({
  to,
  title,
  description,
  icon,
  iconClassName,
}: {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  iconClassName: string;
}) {
  return (
    <Link
      to={to}
      className="group relative flex items-center gap-4 overflow-hidden rounded-2xl border border-border bg-card p-5 shadow-soft transition-[box-shadow,transform,border-color] duration-200 outline-none hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lifted focus-visible:ring-4 focus-visible:ring-primary/25 sm:p-6"
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-14 shrink-0 items-center justify-center rounded-2xl text-white shadow-soft transition-transform duration-200 group-hover:scale-105 [&_svg]:size-7',
          iconClassName,
        )}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold tracking-tight text-foreground">{title}</span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
      </span>
      <ArrowRightIcon
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-hover:translate-x-1 group-hover:text-primary"
      />
    </Link>
  );
}

/** The two big entry points of spec §2. */
export function QuickActions() {
  return (
    <section aria-label="Quick actions" className="grid gap-4 md:grid-cols-2">
      <ActionCard
        to={paths.createSummary}
        title="Create Summary"
        description="Upload notes, get AI-powered summaries"
        icon={<SparklesIcon />}
        iconClassName="bg-linear-135 from-brand-primary to-[#a0479f]"
      />
      <ActionCard
        to={paths.createDeck}
        title="Create Flashcards"
        description="Build decks for active recall"
        icon={<LayersIcon />}
        iconClassName="bg-linear-135 from-[#c93a7c] to-[#e0703c]"
      />
    </section>
  );
}

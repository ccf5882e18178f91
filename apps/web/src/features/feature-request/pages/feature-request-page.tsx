import {
  ArrowRightIcon,
  BellRingIcon,
  CalendarClockIcon,
  ChevronDownIcon,
  LightbulbIcon,
  MicIcon,
  PaletteIcon,
  ShareIcon,
  SparklesIcon,
  TrophyIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const ideas: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: SparklesIcon,
    title: 'Smarter AI tools',
    text: 'Practice questions, exam-style answers or summaries tuned to your exam board.',
  },
  { icon: UsersIcon, title: 'Study with friends', text: 'Shared decks, study groups or friendly streak challenges.' },
  { icon: BellRingIcon, title: 'Reminders that fit you', text: 'Revision schedules built around your exam dates.' },
  {
    icon: MicIcon,
    title: 'New ways to learn',
    text: 'Voice notes, image cards or audio playback for on-the-go revision.',
  },
  { icon: TrophyIcon, title: 'Motivation boosts', text: 'New achievements, goals or ways to celebrate progress.' },
  {
    icon: PaletteIcon,
    title: 'Look and feel',
    text: 'Layouts, accessibility or anything that makes studying more comfortable.',
  },
];

const faqs: readonly { question: string; answer: string }[] = [
  {
    question: 'What happens to my suggestion?',
    answer:
      'Every message lands with the people who build Revisely. We read each one, group similar ideas together and use them to decide what to work on next. Ideas asked for by lots of students move up the list.',
  },
  {
    question: 'How can I track my request?',
    answer:
      'If you tick "You can contact me about this feedback" on the feedback form, we will email you when we have a question or when your idea ships. We don’t run a public voting board yet, so sending the same idea again is welcome: it tells us more students want it.',
  },
  {
    question: 'How often do you release new features?',
    answer:
      'Small improvements and fixes go out every week or two, and larger features roughly once a month. Updates arrive automatically the next time you open Revisely, with nothing to install.',
  },
  {
    question: 'Will every idea be built?',
    answer:
      'Not every idea, but every idea is considered. We prioritise what helps the most students revise better, and sometimes an idea shapes a feature in a different form to the one suggested.',
  },
  {
    question: 'Can I report a bug here?',
    answer:
      'Yes. Choose "Bug Report" on the feedback form and attach a screenshot if you can; bugs that stop you studying are fixed first.',
  },
];

export function FeatureRequestPage() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:gap-8">
      <PageHeader title="Feature Requests" description="Help shape what we build next." />

      <section
        aria-labelledby="feature-request-intro"
        className="relative isolate overflow-hidden rounded-3xl bg-linear-135 from-[#5f2a80] via-brand-primary to-[#b8245f] p-6 text-white shadow-lifted sm:p-8"
      >
        <span
          aria-hidden="true"
          className="absolute -top-16 -right-10 -z-10 size-56 rounded-full bg-white/10 blur-2xl"
        />
        <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <span
              className="flex size-11 items-center justify-center rounded-2xl bg-white/20 ring-1 ring-white/30"
              aria-hidden="true"
            >
              <LightbulbIcon className="size-5" />
            </span>
            <h2 id="feature-request-intro" className="mt-4 text-2xl font-bold tracking-tight">
              Got an idea to make revising easier?
            </h2>
            <p className="mt-2 text-white/90">
              Revisely is built with students like you. Tell us what would help you learn faster, remember more or stay
              motivated.
            </p>
          </div>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-transparent bg-white text-brand-primary hover:bg-white/90"
          >
            <Link to={paths.feedback}>
              Suggest a feature
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="ideas-title" className="grid gap-4">
        <h2 id="ideas-title" className="text-xl font-semibold tracking-tight">
          Need inspiration?
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ideas.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full items-start gap-3.5 p-5">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground"
                  aria-hidden="true"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <aside
        aria-label="Tip"
        className="flex items-start gap-3.5 rounded-2xl border border-tertiary/40 bg-tertiary/10 p-5"
      >
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-tertiary/20 text-tertiary-text"
          aria-hidden="true"
        >
          <ShareIcon className="size-4.5" />
        </span>
        <p className="text-sm text-foreground">
          <strong className="font-semibold">Tip:</strong> tell us the problem as well as the solution. “I forget which
          topics I haven’t revised” helps us more than “add a button”, and often leads to a better feature.
        </p>
      </aside>

      <section aria-labelledby="faq-title" className="grid gap-4">
        <h2 id="faq-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
          Frequently asked questions
        </h2>
        <Card className="divide-y divide-border overflow-hidden p-0">
          {faqs.map(({ question, answer }) => (
            <details key={question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-foreground transition-colors hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDownIcon
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground">{answer}</p>
            </details>
          ))}
        </Card>
      </section>

      <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Ready to share your idea?</h2>
          <p className="mt-1 text-sm text-muted-foreground">It takes less than two minutes.</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.feedback}>
            Go to the feedback form
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </Card>
    </div>
  );
}

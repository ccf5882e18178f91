import { ArrowLeftIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Logo } from '@/components/brand/logo';
import { buttonClasses } from '@/components/ui/button';

export const PRIVACY_CONTACT_EMAIL = 'support@revisely.app';
export const PRIVACY_LAST_UPDATED = '26 November 2026';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

function Email() {
  return (
    <a
      href={`mailto:${PRIVACY_CONTACT_EMAIL}`}
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {PRIVACY_CONTACT_EMAIL}
    </a>
  );
}

function Term({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="font-semibold text-foreground">{name}</dt>
      <dd className="mt-1 text-muted-foreground">{children}</dd>
    </div>
  );
}

const sections: Section[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Revisely is a study app for students in the UK exam system: GCSE, A-Level, IB, BTEC, T-Level, university and
        similar. It turns photos of your notes into study summaries and spaced-repetition flashcards. Revisely is the
        controller of the personal data described here. If anything in this policy is unclear, email <Email />.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>We only keep what the app needs to work for you:</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <Term name="Your account">
            Email address, a securely hashed password (never the password itself), your username and display name, your
            time zone (so streaks follow your local day) and the date you joined.
          </Term>
          <Term name="Photos of your notes">
            The images you upload or take with your camera, and the text we read from them.
          </Term>
          <Term name="Summaries">
            Your study details (subject, qualification, topic, exam board) and the summaries you create or edit.
          </Term>
          <Term name="Flashcards">
            Your decks and cards, including cards generated for you and any you write yourself.
          </Term>
          <Term name="Review history">
            Each time you rate a card: which card, your rating, how long you took and when. This schedules your next
            reviews and works out your XP, level and streak.
          </Term>
          <Term name="Preferences and reminders">
            Your app preferences (such as study reminders, email notifications and the reminder time), and, if you turn
            on Study Reminders, the address your browser&apos;s push service gives us to deliver notifications to this
            device. Every reminder email has a link to stop them.
          </Term>
          <Term name="Analytics (only if you turn it on)">
            Analytics is off unless you switch it on in <em>Settings → Data Management</em>. When it is on, the app may
            send us anonymous usage counts: which screens you open and which features you use (for example generating
            flashcards or finishing a study session), when, and your kind of device, browser and app version. It never
            includes your name, email address, notes, photos, summaries or cards, is never used for advertising, and
            stops as soon as you switch it off. At present Revisely collects no analytics at all, even with the switch
            on: it only remembers your choice.
          </Term>
          <Term name="Feedback">
            Messages you send through the feedback form, any screenshot you attach, and whether you are happy for us to
            contact you about it.
          </Term>
        </dl>
        <p className="mt-4">
          Our servers also keep short-lived technical logs (such as IP addresses and error reports) to keep the service
          secure and working, for example to stop repeated sign-in attempts.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <ul className="list-disc space-y-2 pl-5">
          <li>To run your account and show you your own notes, summaries, decks and progress.</li>
          <li>To read the text in your photos and produce summaries and flashcards from it.</li>
          <li>To schedule reviews, and calculate XP, levels and streaks.</li>
          <li>To send the study reminders you switch on, by email or as a notification on your device.</li>
          <li>To reply to feedback and fix the problems you report.</li>
          <li>To keep the service secure and prevent misuse.</li>
        </ul>
        <p className="mt-4">
          Under UK GDPR we rely on <strong>contract</strong> (providing the app you signed up for),{' '}
          <strong>legitimate interests</strong> (security and improving the app) and <strong>consent</strong> (for
          example, agreeing to be contacted about your feedback, or anonymous analytics, which is off until you switch
          it on and which you can switch off in Settings at any time).
        </p>
        <p className="mt-4">
          When an AI service helps write a summary or flashcards, we send it only the study text and details needed for
          that task, never your email address or password.
        </p>
      </>
    ),
  },
  {
    id: 'no-selling',
    title: 'We never sell your data',
    body: (
      <p>
        We do not sell, rent or trade your personal data, we do not show adverts, and we do not use advertising or
        cross-site tracking tools. We share data only with service providers who host and run the app for us, under
        contracts that require them to protect it, or where the law requires it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Revisely does not set cookies. It keeps a few small items in your browser&apos;s local storage, which stay on
          your device:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>your session token, so you stay signed in (removed when you sign out);</li>
          <li>your light or dark theme choice;</li>
          <li>
            a copy of your app preferences (they are saved to your account), and a service worker that shows study
            reminders;
          </li>
          <li>the last level the dashboard showed you, so we can celebrate when you level up.</li>
        </ul>
        <p className="mt-3">Clearing your browser&apos;s site data removes all of them.</p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your data for as long as you have an account. When your account is deleted, we delete your data from the
        live service within 30 days, and it drops out of our backups within a further 30 days. We may keep a record of a
        feedback report longer if it relates to an open security issue.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK GDPR you have the right to:</p>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            <strong>access</strong> your data and <strong>take it with you</strong>: use{' '}
            <em>Settings → Data Management → Export My Data</em> to download everything as a JSON file;
          </li>
          <li>
            <strong>correct</strong> it: change your username and display name in Settings, and edit or delete your
            summaries and flashcards at any time;
          </li>
          <li>
            <strong>have it deleted</strong>: account deletion is handled by our support team; email <Email /> from the
            address on your account;
          </li>
          <li>
            <strong>object to or restrict</strong> how we use it, and <strong>withdraw consent</strong> you have given.
          </li>
        </ul>
        <p className="mt-4">
          We reply within one month. If you are unhappy with our answer, you can complain to the Information
          Commissioner&apos;s Office (ICO) at{' '}
          <a
            href="https://ico.org.uk/make-a-complaint/"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            ico.org.uk
          </a>{' '}
          or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes. Your notes, summaries and cards are visible only to you when
        signed in. Changing your password signs out your other devices. No system is perfectly secure, so if you notice
        anything suspicious, tell us straight away.
      </p>
    ),
  },
  {
    id: 'young-students',
    title: 'Younger students',
    body: (
      <p>
        Revisely is designed for students aged 13 and over. If you are under 13, please ask a parent or guardian before
        signing up. Parents or guardians who believe a child has given us data without their permission can email{' '}
        <Email /> and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top, and for important changes we will tell you in the
        app before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions, requests or concerns about your privacy: email <Email />. Signed-in users can also use the in-app
        feedback form.
      </p>
    ),
  },
];

/** A real policy page, readable signed in or out (it opens in a new tab from Settings). */
export function PrivacyPage() {
  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-30 border-b border-border bg-card/85 backdrop-blur-lg">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to={paths.root} className="rounded-xl" aria-label="Revisely home">
            <Logo markClassName="size-9" />
          </Link>
          <Link to={paths.root} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Revisely
          </Link>
        </div>
      </header>

      <main id="main-content" className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
        <div className="rounded-3xl bg-linear-135 from-[#5f2a80] via-brand-primary to-[#b8245f] p-6 text-white shadow-lifted sm:p-10">
          <span
            className="flex size-12 items-center justify-center rounded-2xl bg-white/20 ring-1 ring-white/30"
            aria-hidden="true"
          >
            <ShieldCheckIcon className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Privacy Policy</h1>
          <p className="mt-2 max-w-2xl text-base text-white/90 sm:text-lg">
            What Revisely stores, why, and how you stay in control, in plain English.
          </p>
          <p className="mt-4 text-sm text-white/85">Last updated: {PRIVACY_LAST_UPDATED}</p>
        </div>

        <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr] lg:gap-12">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">On this page</p>
            <ol className="mt-3 grid grid-cols-1 gap-0.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="block rounded-lg px-2.5 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="grid gap-10 text-base leading-relaxed text-foreground/90">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`${section.id}-title`}
                  className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl"
                >
                  {section.title}
                </h2>
                <div className="mt-3">{section.body}</div>
              </section>
            ))}
          </div>
        </div>
      </main>
    </div>
  );
}

import { BrainIcon, CameraIcon, SparklesIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { APP_NAME, LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';
import { AuthBackground } from './auth-background';

const TAGLINE = 'Turn your notes into smart summaries and flashcards that stick.';

const highlights = [
  { icon: CameraIcon, text: 'Snap a photo of your notes' },
  { icon: SparklesIcon, text: 'Get an AI study summary in seconds' },
  { icon: BrainIcon, text: 'Remember it with spaced-repetition flashcards' },
];

/**
 * Shared by the four sign-in screens as a layout route, so the background video keeps playing
 * when moving between them.
 */
export function AuthLayout() {
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <AuthBackground />
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-center items-center gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-10">
        <section className="text-center text-white lg:text-left">
          <div className="flex items-center justify-center gap-3 lg:justify-start">
            <LogoMark className="size-11 rounded-xl shadow-lifted sm:size-14" />
            <h1 className="text-4xl font-extrabold tracking-tight drop-shadow-sm sm:text-5xl lg:text-6xl">
              {APP_NAME}
            </h1>
          </div>
          <p className="mx-auto mt-4 max-w-md text-base text-white/90 sm:text-lg lg:mx-0 lg:mt-6 lg:text-xl">
            {TAGLINE}
          </p>
          <ul className="mt-10 hidden gap-4 lg:grid">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-white/95">
                <span className="flex size-10 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25 backdrop-blur-sm">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </section>
        <div className="mx-auto w-full max-w-md lg:mx-0 lg:justify-self-end">
          <Suspense
            fallback={
              <div className="flex h-96 items-center justify-center rounded-2xl bg-card/90 shadow-lifted">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-white/80">
        Built for GCSE, A-Level, IB, BTEC and university students.
      </footer>
    </div>
  );
}

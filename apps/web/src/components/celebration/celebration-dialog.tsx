import { MessageCircleHeartIcon, TrophyIcon, ZapIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { celebrationHeadline, type Celebration } from './celebration-context';

export const CELEBRATION_AUTO_CLOSE_MS = 5000;
export const CONFETTI_PIECES = 80;
const BRAND_COLOURS = ['#803CA8', '#E24C8E', '#F88F54', '#FFFFFF'];

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const icons = {
  levelUp: ZapIcon,
  feedbackSent: MessageCircleHeartIcon,
  achievement: TrophyIcon,
} as const;

export function CelebrationDialog({ celebration, onClose }: { celebration: Celebration; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, CELEBRATION_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      void confetti({
        particleCount: CONFETTI_PIECES,
        spread: 90,
        startVelocity: 42,
        origin: { y: 0.55 },
        colors: BRAND_COLOURS,
        disableForReducedMotion: true,
        zIndex: 60,
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const Icon = icons[celebration.type];
  // Not modal: a modal dialog hides the rest of the page from assistive technology, and the
  // 'LEVEL UP!' toast that accompanies it would then expire unseen and unannounced behind it. A
  // click outside still closes it (spec §2), and the backdrop below keeps the spotlight.
  return (
    <Dialog open modal={false} onOpenChange={(open) => !open && onClose()}>
      <div
        aria-hidden="true"
        data-testid="celebration-backdrop"
        className="fixed inset-0 z-50 animate-fade-in bg-black/50 backdrop-blur-[2px]"
      />
      <DialogContent
        className="max-w-sm cursor-pointer overflow-hidden p-0 text-center"
        closeClassName="text-white hover:bg-white/20 hover:text-white"
        // Spec §2: a click anywhere on the pop-up closes it.
        onClick={onClose}
      >
        <div className="bg-linear-135 from-brand-primary to-brand-secondary px-6 pt-8 pb-10 text-white">
          <span className="mx-auto flex size-16 animate-pop items-center justify-center rounded-full bg-white/20 ring-4 ring-white/30">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <DialogTitle className="mt-4 text-3xl font-extrabold text-white drop-shadow-sm">
            {celebrationHeadline(celebration)}
          </DialogTitle>
        </div>
        <DialogDescription asChild>
          <div className="-mt-4 rounded-t-2xl bg-popover px-6 pt-6 pb-7">
            <span className="block text-lg font-semibold text-foreground">{celebration.title}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{celebration.subtitle}</span>
          </div>
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

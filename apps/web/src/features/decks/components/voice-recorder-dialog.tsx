import { CARD_AUDIO_MAX_SECONDS } from '@revisely/contracts';
import { MicIcon, RotateCcwIcon, SquareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast-store';

/** Spec §9: the countdown shows from 25 s; recording stops itself at 30 s. */
export const COUNTDOWN_FROM_SECONDS = 25;
export const MICROPHONE_ERROR = 'Could not access microphone. Please check permissions.';

/** What this browser records: WebM/Opus (Chromium, Firefox) or MP4/AAC (Safari). */
function recorderMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t));
}

type Phase = { name: 'idle' } | { name: 'recording'; seconds: number } | { name: 'recorded'; clip: Blob; url: string };

/**
 * The spec's voice recorder: idle → recording (elapsed time, a countdown from 25 s, auto-stop at
 * 30 s) → recorded (listen, re-record or save).
 */
export function VoiceRecorderDialog({
  open,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onSave: (clip: Blob) => void;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);

  const release = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };

  const start = async () => {
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast({ title: 'Recording Error', description: MICROPHONE_ERROR, variant: 'destructive' });
      return;
    }
    stream.current = media;
    const mimeType = recorderMimeType();
    const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    rec.onstop = () => {
      release();
      const clip = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
      setPhase({ name: 'recorded', clip, url: URL.createObjectURL(clip) });
    };
    recorder.current = rec;
    rec.start();
    const startedAt = Date.now();
    setPhase({ name: 'recording', seconds: 0 });
    timer.current = window.setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      if (seconds >= CARD_AUDIO_MAX_SECONDS) stop();
      else setPhase({ name: 'recording', seconds });
    }, 250);
  };

  // Closing (or unmounting) stops the microphone and forgets the clip.
  useEffect(() => {
    if (open) return;
    // A recording cut short by closing is dropped, not shown when the dialog opens again.
    if (recorder.current) recorder.current.onstop = () => release();
    stop();
    release();
    setPhase((p) => {
      if (p.name === 'recorded') URL.revokeObjectURL(p.url);
      return { name: 'idle' };
    });
  }, [open]);
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [],
  );

  const rerecord = () => {
    if (phase.name === 'recorded') URL.revokeObjectURL(phase.url);
    setPhase({ name: 'idle' });
    void start();
  };

  const seconds = phase.name === 'recording' ? phase.seconds : 0;
  const left = CARD_AUDIO_MAX_SECONDS - seconds;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Record Voice</DialogTitle>
          <DialogDescription>Record up to {CARD_AUDIO_MAX_SECONDS} seconds to play with this card.</DialogDescription>
        </DialogHeader>
        <div className="grid min-h-28 place-items-center gap-3 text-center" aria-live="polite">
          {phase.name === 'idle' && (
            <Button size="lg" onClick={() => void start()}>
              <MicIcon aria-hidden="true" />
              Start Recording
            </Button>
          )}
          {phase.name === 'recording' && (
            <>
              <p className="flex items-center gap-2 text-lg font-semibold tabular-nums" data-testid="recording-time">
                <span className="size-3 animate-pulse rounded-full bg-destructive" aria-hidden="true" />
                Recording 0:{String(seconds).padStart(2, '0')}
              </p>
              {seconds >= COUNTDOWN_FROM_SECONDS && (
                <p className="text-sm font-semibold text-destructive" data-testid="recording-countdown">
                  Stopping in {left} {left === 1 ? 'second' : 'seconds'}
                </p>
              )}
              <Button variant="outline" onClick={stop}>
                <SquareIcon aria-hidden="true" />
                Stop
              </Button>
            </>
          )}
          {phase.name === 'recorded' && (
            <>
              <audio controls src={phase.url} className="w-full" aria-label="Your recording" />
              <Button variant="outline" size="sm" onClick={rerecord} disabled={busy}>
                <RotateCcwIcon aria-hidden="true" />
                Re-record
              </Button>
            </>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => phase.name === 'recorded' && onSave(phase.clip)}
            disabled={busy || phase.name !== 'recorded'}
          >
            {busy && <Spinner />}
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

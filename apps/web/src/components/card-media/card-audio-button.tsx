import { PauseIcon, Volume2Icon } from 'lucide-react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fetchFileBlob, fileUrl } from '@/lib/file-blob';
import { toast } from '@/lib/toast-store';

export interface CardAudioHandle {
  toggle: () => void;
}

/** Plays a card's voice clip (fetched with the bearer token on first play). */
export const CardAudioButton = forwardRef<CardAudioHandle, { fileId: string; label: string; text?: string }>(
  function CardAudioButton({ fileId, label, text = 'Play' }, ref) {
    const audio = useRef<HTMLAudioElement | null>(null);
    const url = useRef<string | null>(null);
    const [playing, setPlaying] = useState(false);

    useEffect(
      () => () => {
        audio.current?.pause();
        if (url.current) URL.revokeObjectURL(url.current);
        audio.current = null;
        url.current = null;
      },
      [fileId],
    );

    const toggle = async () => {
      if (playing && audio.current) {
        audio.current.pause();
        return;
      }
      try {
        if (!audio.current) {
          url.current = URL.createObjectURL(await fetchFileBlob(fileUrl(fileId)));
          const el = new Audio(url.current);
          el.onplay = () => setPlaying(true);
          el.onpause = () => setPlaying(false);
          el.onended = () => setPlaying(false);
          audio.current = el;
        }
        audio.current.currentTime = 0;
        await audio.current.play();
      } catch {
        toast({ title: 'Playback Error', description: 'The recording could not be played.', variant: 'destructive' });
      }
    };
    useImperativeHandle(ref, () => ({ toggle: () => void toggle() }));

    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={label}
        aria-pressed={playing}
        data-playing={playing}
        onClick={() => void toggle()}
      >
        {playing ? <PauseIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
        {text}
      </Button>
    );
  },
);

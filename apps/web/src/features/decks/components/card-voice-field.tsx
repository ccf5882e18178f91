import { MicIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { CardAudioButton } from '@/components/card-media/card-audio-button';
import { Button } from '@/components/ui/button';
import { useCardMediaUpload } from '../lib/use-card-media-upload';
import { VoiceRecorderDialog } from './voice-recorder-dialog';

/** The card's voice clip: 'Voice' opens the recorder; a saved clip can be played or removed. */
export function CardVoiceField({
  audioId,
  cardNumber,
  onChange,
}: {
  audioId: string | null;
  cardNumber: number;
  onChange: (audioId: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const { busy, upload } = useCardMediaUpload('audio');

  const save = (clip: Blob) =>
    upload(clip, clip.type.includes('mp4') ? 'voice.m4a' : 'voice.webm', (fileId) => {
      onChange(fileId);
      setOpen(false);
    });

  return (
    <>
      {audioId ? (
        <span className="inline-flex items-center gap-1">
          <CardAudioButton fileId={audioId} label={`Play the recording of card ${cardNumber}`} />
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove the recording of card ${cardNumber}`}
            onClick={() => onChange(null)}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </span>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          aria-label={`Voice for card ${cardNumber}`}
          onClick={() => setOpen(true)}
        >
          <MicIcon aria-hidden="true" />
          Voice
        </Button>
      )}
      <VoiceRecorderDialog open={open} busy={busy} onSave={(c) => void save(c)} onClose={() => setOpen(false)} />
    </>
  );
}

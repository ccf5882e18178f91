import type { StudyCard } from '@revisely/contracts';
import { SpeechIcon } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { CardAudioButton, type CardAudioHandle } from '@/components/card-media/card-audio-button';
import { Button } from '@/components/ui/button';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));

/** Cloze deletions read as their hint or 'blank' until the answer is shown. */
/** What a voice should say: cloze deletions as their answer (or "blank"), no markup read out as asterisks. */
function speakable(text: string, revealed: boolean): string {
  return text
    .replace(/\{\{c\d+::(.*?)(?:::(.*?))?\}\}/g, (_m, answer: string, hint?: string) =>
      revealed ? answer : (hint ?? 'blank'),
    )
    .replace(/_{3,}/g, 'blank')
    .replace(/\*{1,2}/g, '');
}

function readAloud(text: string) {
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-GB';
  const voice = synth.getVoices().find((v) => v.lang === 'en-GB' || v.lang === 'en_GB');
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}

/**
 * The card's voice clip with a play button, or 'Read aloud' (the browser's speech synthesis) for a
 * card without one; P plays either (not while typing).
 */
export function CardSound({ card, revealed }: { card: StudyCard; revealed: boolean }) {
  const audio = useRef<CardAudioHandle>(null);
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const speak = useCallback(() => {
    const parts = [speakable(card.front_text, revealed)];
    if (revealed && card.back_text.trim()) parts.push(speakable(card.back_text, true));
    // A full stop between question and answer makes the voice pause, unless the question ends a sentence already.
    readAloud(
      parts
        .map((p) => p.trim())
        .reduce((text, p) => (!text ? p : /[.!?]["')]*$/.test(text) ? `${text} ${p}` : `${text}. ${p}`), ''),
    );
  }, [card.front_text, card.back_text, revealed]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'p' && event.key !== 'P') return;
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      if (card.audio_id) audio.current?.toggle();
      else if (canSpeak) speak();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [card.audio_id, canSpeak, speak]);

  // Leaving the card stops speech in progress.
  useEffect(() => () => (canSpeak ? window.speechSynthesis.cancel() : undefined), [card.id, canSpeak]);

  if (card.audio_id) {
    return (
      <div className="flex justify-center">
        <CardAudioButton
          key={card.audio_id}
          ref={audio}
          fileId={card.audio_id}
          label="Play recording (P)"
          text="Play recording"
        />
      </div>
    );
  }
  if (!canSpeak) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" size="sm" onClick={speak} aria-keyshortcuts="P">
        <SpeechIcon aria-hidden="true" />
        Read aloud
      </Button>
    </div>
  );
}

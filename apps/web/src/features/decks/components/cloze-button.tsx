import { wrapCloze } from '@revisely/contracts';
import { BracesIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Wraps the selected text of the front in `{{cN::…}}` with the next free number (Anki's Ctrl+Shift+C),
 * or puts an empty deletion at the caret. Focus goes back to the front with the wrapped answer
 * selected, so a second tap on another selection just works.
 */
export function ClozeButton({
  textareaRef,
  value,
  onChange,
  disabled,
}: {
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (next: string) => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-8 gap-1.5 px-2.5"
      disabled={disabled}
      title="Hide the selected text of the front as a cloze deletion"
      // Keeps the textarea's selection on a mouse click; a tap still reads it from the element.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        const el = textareaRef.current;
        const start = el ? el.selectionStart : value.length;
        const end = el ? el.selectionEnd : value.length;
        const next = wrapCloze(value, start, end);
        onChange(next.text);
        requestAnimationFrame(() => {
          const target = textareaRef.current;
          if (!target) return;
          target.focus({ preventScroll: true });
          target.setSelectionRange(next.selectionStart, next.selectionEnd);
        });
      }}
    >
      <BracesIcon aria-hidden="true" />
      Cloze
    </Button>
  );
}

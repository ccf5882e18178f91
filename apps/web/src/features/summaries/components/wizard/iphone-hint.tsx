import { InfoIcon } from 'lucide-react';

/** Spec §2: on touch devices, how to make an iPhone save photos the app can read (JPEG, not HEIC). */
export function IphoneHint() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-accent/70 px-3.5 py-3 text-left text-xs text-accent-foreground sm:text-sm">
      <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        On an iPhone? Set <strong className="font-semibold">Settings › Camera › Formats</strong> to{' '}
        <strong className="font-semibold">&lsquo;Most Compatible&rsquo;</strong> so photos save as JPEG, or take the
        photo with the Camera button.
      </span>
    </p>
  );
}

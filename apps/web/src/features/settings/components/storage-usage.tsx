import { formatBytes } from '@revisely/contracts';
import { HardDriveIcon } from 'lucide-react';
import { useStorageQuery } from '../api/get-storage';

/** 'Storage used: 12.3 MB of 1 GB', with a bar; cards, images, clips and photos all count. */
export function StorageUsage() {
  const storage = useStorageQuery();
  if (storage.isError) return null;
  const used = storage.data?.usedBytes ?? 0;
  const limit = storage.data?.limitBytes ?? 1;
  const percent = Math.min(100, Math.round((used / limit) * 100));
  const label = storage.data ? `${formatBytes(used)} of ${formatBytes(limit)}` : 'Loading…';
  return (
    <div className="mt-5 border-t border-border pt-5" data-testid="storage-usage">
      <div className="flex items-center gap-3">
        <HardDriveIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p id="storage-used-label" className="text-sm font-medium">
            Storage used: <span className="font-normal">{label}</span>
          </p>
          <div
            role="progressbar"
            aria-labelledby="storage-used-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={storage.data ? percent : undefined}
            className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className={percent >= 90 ? 'h-full bg-destructive' : 'h-full bg-primary'}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-2 text-xs text-muted-foreground">
            Cards, card images and voice clips, and photos of your notes all count.
          </p>
        </div>
      </div>
    </div>
  );
}

import { LogOutIcon, MailIcon, TriangleAlertIcon, UserXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SettingsSection } from './settings-section';

/** Spec §6: deleting an account is not self-service; support does it on request. */
export const SUPPORT_EMAIL = 'support@revisely.app';

export function DangerZoneSection({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Delete my Revisely account')}&body=${encodeURIComponent(
    `Please delete the Revisely account registered to ${email} and all of its data.`,
  )}`;
  return (
    <SettingsSection
      id="danger-zone"
      title="Danger Zone"
      description="Sign out of this device or ask us to delete your account."
      icon={<TriangleAlertIcon />}
      iconClassName="bg-destructive-soft text-destructive"
      className="border-destructive/30"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive-soft">
              <UserXIcon aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle>Delete your account</DialogTitle>
              <DialogDescription>
                Account deletion isn&apos;t self-service. To delete your account, contact support and we&apos;ll remove
                it with all your summaries, flashcards, progress and feedback.
              </DialogDescription>
            </DialogHeader>
            <div className="rounded-xl bg-muted p-4 text-sm">
              <p className="text-muted-foreground">Email us from {email} at</p>
              <p className="mt-1 font-semibold text-foreground">{SUPPORT_EMAIL}</p>
              <p className="mt-2 text-muted-foreground">
                Tip: export your data first from Data Management if you want to keep a copy.
              </p>
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Close</Button>
              </DialogClose>
              <Button asChild>
                <a href={mailto}>
                  <MailIcon aria-hidden="true" />
                  Contact Support
                </a>
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
    </SettingsSection>
  );
}

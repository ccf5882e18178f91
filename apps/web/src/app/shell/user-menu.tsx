import {
  BugIcon,
  ChevronsUpDownIcon,
  CloudCheckIcon,
  CloudUploadIcon,
  DownloadIcon,
  LightbulbIcon,
  LogOutIcon,
  MoonIcon,
  SettingsIcon,
  SunIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { IOS_INSTALL_HINT, promptInstall, useInstallOption } from '@/lib/install-prompt';
import { SYNCED_MESSAGE, useSyncState, waitingMessage } from '@/lib/offline/offline-sync';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast-store';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { paths } from '../paths';
import { userDisplayName, userEmail, userInitial } from './user-display';

function Avatar({ initial, className }: { initial: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-135 from-brand-primary to-brand-secondary text-sm font-bold text-white',
        className,
      )}
    >
      {initial}
    </span>
  );
}

/** 'sidebar' shows name and email beside the avatar; 'compact' is the avatar-only top-bar button. */
export function UserMenu({ variant }: { variant: 'sidebar' | 'compact' }) {
  const { user, logout } = useSession();
  const { theme, toggleTheme } = useTheme();
  const name = userDisplayName(user);
  const email = userEmail(user);
  const initial = userInitial(user);
  const sync = useSyncState();
  const install = useInstallOption();

  return (
    // Non-modal: a modal menu hides the whole app (#root) from assistive technology while its
    // trigger stays focusable inside it, which axe reports as a serious issue.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className={cn(
          'cursor-pointer outline-none focus-visible:ring-4 focus-visible:ring-primary/25',
          variant === 'sidebar'
            ? 'flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-muted data-[state=open]:bg-muted'
            : 'rounded-full',
        )}
      >
        <Avatar initial={initial} />
        {variant === 'sidebar' && (
          <>
            <span className="grid min-w-0 flex-1 leading-tight">
              <span className="truncate text-sm font-semibold">{name}</span>
              <span className="truncate text-xs text-muted-foreground">{email}</span>
            </span>
            <ChevronsUpDownIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align={variant === 'sidebar' ? 'start' : 'end'}
        side={variant === 'sidebar' ? 'top' : 'bottom'}
        className="w-64"
      >
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar initial={initial} className="size-10" />
          <span className="grid min-w-0 leading-tight">
            <span className="truncate font-semibold">{name}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(sync.pending > 0 || sync.synced) && (
          <>
            {/* Reviews made offline (ADR 0023): how many still wait, or that they all arrived. */}
            <p className="flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground">
              {sync.pending > 0 ? (
                <CloudUploadIcon className="size-4" aria-hidden="true" />
              ) : (
                <CloudCheckIcon className="size-4" aria-hidden="true" />
              )}
              {sync.pending > 0 ? waitingMessage(sync.pending) : SYNCED_MESSAGE}
            </p>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.settings}>
            <SettingsIcon aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.featureRequest}>
            <LightbulbIcon aria-hidden="true" />
            Feature Requests
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.reportProblem}>
            <BugIcon aria-hidden="true" />
            Report a problem
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={(event) => {
            // Keep the menu open so the user sees the theme change under it.
            event.preventDefault();
            toggleTheme();
          }}
        >
          {theme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
          {theme === 'dark' ? 'Light mode' : 'Dark mode'}
        </DropdownMenuItem>
        {install && (
          <DropdownMenuItem
            onSelect={() => {
              if (install === 'prompt') void promptInstall();
              else toast({ title: 'Install app', description: IOS_INSTALL_HINT, duration: 10_000 });
            }}
          >
            <DownloadIcon aria-hidden="true" />
            Install app
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={logout}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { displayNameSchema, usernameSchema, type UpdateProfileRequest, type User } from '@revisely/contracts';
import { CalendarDaysIcon, PencilIcon, SaveIcon, UserRoundIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { useUpdateProfileMutation } from '../api/update-profile';
import { SettingsSection } from './settings-section';

export const EMAIL_NOTE = 'Email cannot be changed. Contact support if needed.';

const memberSinceFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : memberSinceFormat.format(date);
}

interface FieldErrors {
  username?: string;
  displayName?: string;
}

/**
 * Builds the PUT body. A blank username is left out when the account never had one (it is
 * optional at sign-up) but is an error once set; a blank display name clears it.
 */
export function profilePayload(
  user: Pick<User, 'username'>,
  values: { username: string; displayName: string },
): { payload: UpdateProfileRequest; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const payload: UpdateProfileRequest = {};
  const username = values.username.trim();
  if (username) {
    const parsed = usernameSchema.safeParse(username);
    if (parsed.success) payload.username = parsed.data;
    else errors.username = parsed.error.issues[0]?.message ?? 'Invalid username';
  } else if (user.username) {
    errors.username = 'Username is required';
  }
  const displayName = displayNameSchema.safeParse(values.displayName);
  if (displayName.success) payload.displayName = displayName.data || null;
  else errors.displayName = displayName.error.issues[0]?.message ?? 'Invalid display name';
  return { payload, errors };
}

export function ProfileSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [username, setUsername] = useState(user.username ?? '');
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useUpdateProfileMutation();
  const usernameRef = useRef<HTMLInputElement>(null);

  // Edit moves focus into the form so keyboard users land where they can type.
  useEffect(() => {
    if (editing) usernameRef.current?.focus();
  }, [editing]);

  const startEditing = () => {
    setUsername(user.username ?? '');
    setDisplayName(user.displayName ?? '');
    setErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setUsername(user.username ?? '');
    setDisplayName(user.displayName ?? '');
    setErrors({});
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const { payload, errors: found } = profilePayload(user, { username, displayName });
    setErrors(found);
    if (found.username || found.displayName) return;
    mutation.mutate(payload, {
      onSuccess: (updated) => {
        setUsername(updated.username ?? '');
        setDisplayName(updated.displayName ?? '');
        setEditing(false);
        toast({ variant: 'success', title: 'Profile updated', description: 'Your changes have been saved.' });
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: 'Update Failed', description: error.message });
      },
    });
  };

  const memberSince = formatMemberSince(user.createdAt);

  return (
    <SettingsSection
      id="profile"
      title="Profile Information"
      description="How you appear around Revisely."
      icon={<UserRoundIcon />}
      action={
        editing ? (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={cancel} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="profile-form" size="sm" disabled={mutation.isPending}>
              <SaveIcon aria-hidden="true" />
              {mutation.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        ) : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )
      }
    >
      <form id="profile-form" onSubmit={save} noValidate className="grid items-start gap-5 md:grid-cols-2">
        <TextField className="md:col-span-2" label="Email" type="email" value={user.email} readOnly hint={EMAIL_NOTE} />
        <TextField
          ref={usernameRef}
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          readOnly={!editing}
          disabled={mutation.isPending}
          placeholder={editing ? 'e.g. alex_revises' : 'Not set'}
          error={errors.username}
        />
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          readOnly={!editing}
          disabled={mutation.isPending}
          placeholder={editing ? 'e.g. Alex Morgan' : 'Not set'}
          error={errors.displayName}
        />
      </form>
      {memberSince && (
        <p className="mt-5 flex items-center gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
          <CalendarDaysIcon className="size-4" aria-hidden="true" />
          Member since <span className="font-medium text-foreground">{memberSince}</span>
        </p>
      )}
    </SettingsSection>
  );
}

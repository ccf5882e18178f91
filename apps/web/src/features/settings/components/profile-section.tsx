import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@revisely/contracts';
import { CalendarDaysIcon, PencilIcon, SaveIcon, UserRoundIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast-store';
import { useUpdateProfileMutation } from '../api/update-profile';
import { profileFormSchema, profileFormValues, profilePayload, type ProfileFormValues } from './profile-form-schema';
import { SettingsSection } from './settings-section';

export { profilePayload } from './profile-form-schema';

export const EMAIL_NOTE = 'Email cannot be changed. Contact support if needed.';

const memberSinceFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : memberSinceFormat.format(date);
}

export function ProfileSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const mutation = useUpdateProfileMutation();
  // Raw: the values are trimmed and parsed into the payload by profilePayload, as before.
  const resolver = useMemo(() => zodResolver(profileFormSchema(user), undefined, { raw: true }), [user]);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    defaultValues: profileFormValues(user),
    resolver,
    // Errors show on Save and stay until the next Save; the fields keep focus where the user left it.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  // Edit moves focus into the form so keyboard users land where they can type.
  useEffect(() => {
    if (editing) setFocus('username');
  }, [editing, setFocus]);

  const startEditing = () => {
    reset(profileFormValues(user));
    setEditing(true);
  };

  const cancel = () => {
    reset(profileFormValues(user));
    setEditing(false);
  };

  const send = (values: ProfileFormValues) => {
    const { payload } = profilePayload(user, values);
    mutation.mutate(payload, {
      onSuccess: (updated) => {
        reset(profileFormValues(updated));
        setEditing(false);
        toast({ variant: 'success', title: 'Profile updated', description: 'Your changes have been saved.' });
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: 'Update Failed', description: error.message });
      },
    });
  };

  const save = handleSubmit(send);

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
      <form
        id="profile-form"
        onSubmit={(event) => void save(event)}
        noValidate
        className="grid items-start gap-5 md:grid-cols-2"
      >
        <TextField className="md:col-span-2" label="Email" type="email" value={user.email} readOnly hint={EMAIL_NOTE} />
        <TextField
          label="Username"
          autoComplete="username"
          {...register('username')}
          readOnly={!editing}
          disabled={mutation.isPending}
          placeholder={editing ? 'e.g. alex_revises' : 'Not set'}
          error={errors.username?.message}
        />
        <TextField
          label="Display name"
          autoComplete="name"
          {...register('displayName')}
          readOnly={!editing}
          disabled={mutation.isPending}
          placeholder={editing ? 'e.g. Alex Morgan' : 'Not set'}
          error={errors.displayName?.message}
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

import { useState, type FormEvent } from 'react';
import { profileBody, type SessionUser } from '@shared/api/auth';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { validate, type FieldErrors } from '@client/lib/form-errors';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';

type Field = keyof ProfileChanges;
const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'nickname', label: 'Nickname', autoComplete: 'nickname' },
  { name: 'given_name', label: 'Given name', autoComplete: 'given-name' },
  { name: 'family_name', label: 'Family name', autoComplete: 'family-name' },
];

function namesOf(user: SessionUser): Record<Field, string> {
  return {
    name: user.name,
    nickname: user.nickname,
    given_name: user.given_name,
    family_name: user.family_name,
  };
}

/** The writable name fields of PATCH {fn}/me; only changed fields are sent. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState(() => namesOf(user));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saved, setSaved] = useState(false);
  const stored = namesOf(user);
  const changes = Object.fromEntries(
    FIELDS.filter(({ name }) => values[name].trim() !== stored[name]).map(({ name }) => [name, values[name]]),
  ) as ProfileChanges;
  const dirty = Object.keys(changes).length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const result = validate(profileBody, changes);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    updateProfile.mutate(result.data, {
      onSuccess: ({ user: updated }) => {
        setValues(namesOf(updated));
        setSaved(true);
      },
    });
  }

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="Edit your name">
      {saved && !dirty && <Alert tone="success">Profile saved.</Alert>}
      {updateProfile.isError && (
        <Alert tone="error">{errorText(updateProfile.error, 'Failed to save profile.')}</Alert>
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field.name]: value }));
          }}
          error={errors[field.name]}
          disabled={updateProfile.isPending}
        />
      ))}
      <div className="profile-form__actions">
        <Button
          type="button"
          variant="ghost"
          disabled={!dirty || updateProfile.isPending}
          onClick={() => {
            setValues(namesOf(user));
            setErrors({});
          }}
        >
          Reset
        </Button>
        <Button type="submit" disabled={!dirty} loading={updateProfile.isPending} loadingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}

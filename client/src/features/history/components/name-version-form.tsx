import { type FormEvent, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { failureText } from '@client/lib/api-client';
import type { HistoryTarget } from '../api/history-keys';
import { useNameVersion } from '../api/name-version';

const NAME_FAILED = 'The version could not be named. Please try again.';

/** Names the document's current state ("Before the workshop"); the server's refusal is shown under the field. */
export function NameVersionForm({ target }: { target: HistoryTarget }) {
  const [name, setName] = useState('');
  const [named, setNamed] = useState<string | null>(null);
  const naming = useNameVersion(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNamed(null);
    naming.mutate(name, {
      onSuccess: (version) => {
        setName('');
        setNamed(version.name);
      },
    });
  };
  return (
    <form className="history-name" onSubmit={submit} noValidate>
      <TextField
        label="Name the current version"
        className="history-name__field"
        placeholder="e.g. Before the workshop"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (naming.isError) naming.reset();
        }}
        error={naming.isError ? failureText(naming.error, NAME_FAILED) : undefined}
      />
      <Button type="submit" size="sm" variant="secondary" loading={naming.isPending}>
        Name version
      </Button>
      <p className="history-name__status" role="status">
        {named ? `Saved “${named}”.` : ''}
      </p>
    </form>
  );
}

import clsx from 'clsx';
import { Avatar } from '@client/components/ui/avatar';
import type { SamplePerson } from '../data/sample-people';
import './tones.css';
import './person-avatar.css';

/** A sample teammate's initials in their demo colour. */
export function PersonAvatar({ person, decorative = false }: { person: SamplePerson; decorative?: boolean }) {
  return (
    <Avatar
      name={person.name}
      size="sm"
      decorative={decorative}
      className={clsx('person-avatar', `mm-tone--${person.tone}`)}
    />
  );
}

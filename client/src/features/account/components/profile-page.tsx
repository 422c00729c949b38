import { Avatar } from '@client/components/ui/avatar';
import { Badge } from '@client/components/ui/badge';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { formatDate } from '@client/lib/format-date';
import { ApiTokensSection } from './api-tokens-section';
import { ProfileForm } from './profile-form';
import { VerifyEmailNotice } from './verify-email-notice';
import './profile.css';

/** /profile: who the user is (spec fields) and the name fields they can change. */
export function ProfilePage() {
  const user = useCurrentUser();
  const displayName = user.name || user.email;
  const details: [label: string, value: string][] = [
    ['Name', user.name || '—'],
    ['Email', user.email],
    ['Nickname', user.nickname || '—'],
    ['Given name', user.given_name || '—'],
    ['Family name', user.family_name || '—'],
    ['Email verified', user.email_verified ? 'Yes' : 'No'],
    ['Last updated', formatDate(user.updated_at)],
    ['User ID', user.sub],
  ];

  return (
    <div className="profile-page">
      <PageHeader title="Profile" description="Your account details." />
      <div className="profile-page__grid">
        <Card as="section" aria-labelledby="profile-identity" className="profile-identity">
          <div className="profile-identity__head">
            <Avatar src={user.picture} name={displayName} size="xl" />
            <div className="profile-identity__who">
              <h2 id="profile-identity" className="profile-identity__name">
                {displayName}
              </h2>
              <p className="profile-identity__email">{user.email}</p>
              {user.role === 'admin' && <Badge tone="primary">Admin</Badge>}
            </div>
          </div>
          <dl className="profile-details">
            {details.map(([label, value]) => (
              <div key={label} className="profile-details__row">
                <dt>{label}</dt>
                <dd className={label === 'User ID' ? 'profile-details__mono' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          {!user.email_verified && <VerifyEmailNotice email={user.email} />}
        </Card>
        <Card as="section" aria-labelledby="profile-edit" className="profile-edit">
          <h2 id="profile-edit" className="profile-edit__title">
            Edit your name
          </h2>
          <ProfileForm user={user} />
        </Card>
      </div>
      <ApiTokensSection />
    </div>
  );
}

import type { LegalSection } from '../components/legal-page';
import { PRIVACY_EMAIL } from './company';

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

/** The Privacy Policy, section by section. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run Mindlane for you:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your email address and a securely hashed version of your
            password, plus a name or profile picture if you add one.
          </li>
          <li>
            <strong>Your content:</strong> the mind maps, nodes, to-do lists, to-dos, boards, cards and
            comments you create or that teammates share with you.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, trial and renewal dates, and payment amounts.
            Card numbers are handled by our payment processor and never stored on our servers.
          </li>
          <li>
            <strong>Technical information:</strong> IP address, browser type and the time of requests, kept in
            server logs to keep the service secure and reliable, and counts of what you create and how many AI
            automations you use, to apply plan limits.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <>
        <p>
          We use your information to provide, sync and secure the service; to apply the limits of your plan;
          to process payments; to answer support requests; and to send messages you need, such as password
          resets and billing notices. We do not sell your personal information and we do not use it for
          advertising.
        </p>
        <p>
          When you use an AI feature, the title, description or nodes you choose are sent to our AI provider
          only to generate the requested draft. We do not use your content to train AI models.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use cookies only for sign-in sessions: one strictly necessary cookie keeps you signed in and is
        removed when you sign out or the session ends. We use no advertising or third-party tracking cookies.
        Your browser&apos;s local storage also keeps small preferences, such as which map you viewed last, and
        an offline copy of documents you open so you can keep working without a connection.
      </p>
    ),
  },
  {
    id: 'data-storage',
    title: 'Data storage and security',
    body: (
      <>
        <p>
          Your data is stored in databases run by our hosting provider and sent only over encrypted (HTTPS)
          connections. Passwords are hashed with Argon2id, so not even we can read them. Every map, list and
          board is available only to members of its workspace, and access is checked on every request.
        </p>
        <p>
          We take regular backups to protect against loss. No system is perfectly secure, but we work to
          protect your information and will tell you without undue delay if a breach affects it.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share information only with:</p>
        <ul>
          <li>people you invite to your workspace, who see the content you share there;</li>
          <li>
            service providers that help us run Mindlane (hosting, payment processing, email delivery and AI
            drafting), bound by contract to use it only for that purpose;
          </li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention-and-deletion',
    title: 'Retention and deletion',
    body: (
      <p>
        We keep your information while your account is open. You can delete any map, list or board at any
        time. To delete your account, use Delete account on your Account page: after a grace period, in which
        signing in cancels it, the account and the workspaces you own are deleted with all of their content,
        and comments you wrote in other people&apos;s workspaces stay without your name. You can also email us
        at {mail}; we complete deletion within 30 days of your request. Copies in backups expire within a
        further 90 days. We keep billing records for as long as tax law requires; once your account is
        deleted, ours no longer hold your name or e-mail address.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may have the right to access, correct, export or delete your personal
        information, and to object to or restrict how we use it. Email {mail} and we will respond within 30
        days. You may also complain to your local data protection authority.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our services are not directed to children under 13, and we do not knowingly collect personal
        information from children under 13. If you believe a child under 13 has given us personal information,
        contact us at {mail} and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page. If a change materially
        affects how we use your information, we will tell you by email or in the app before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about privacy or this policy? Email us at {mail}.</p>,
  },
];

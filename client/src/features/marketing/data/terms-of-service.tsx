import {
  DEFAULT_AI_LIMIT,
  PAID_LIMITS,
  PLAN_NAME,
  PLAN_PRICE_LABEL,
  TRIAL_DAYS,
  TRIAL_LIMITS,
} from '@shared/constants';
import { Link } from 'react-router-dom';
import type { LegalSection } from '../components/legal-page';
import { SUPPORT_EMAIL } from './company';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/** The Terms of Service, section by section. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You must be at least 13 years old to use Mindlane, and old enough to form a binding contract where you
        live (or have a parent or guardian agree to these terms for you). Give us accurate sign-up details,
        keep your password private and tell us at once if you think someone else has used your account. You
        are responsible for what happens under your account.
      </p>
    ),
  },
  {
    id: 'trial-and-billing',
    title: 'Free trial, subscription and billing',
    body: (
      <>
        <p>
          New accounts can try Mindlane free for {TRIAL_DAYS} days, with no card required. To keep using it
          after the trial, subscribe to the {PLAN_NAME} for {PLAN_PRICE_LABEL} per month, billed in advance
          each month until you cancel. Prices do not include taxes, which are added where required.
        </p>
        <p>
          You can cancel at any time from your account. When you cancel, you keep access until the end of the
          period you have paid for, and you are not charged again. Payments are non-refundable except where
          the law says otherwise. If we change the price, we will tell you at least 30 days before your next
          renewal.
        </p>
      </>
    ),
  },
  {
    id: 'plan-limits',
    title: 'Plan limits',
    body: (
      <p>
        The {PLAN_NAME} includes up to {PAID_LIMITS.mindmaps} mind maps, {PAID_LIMITS.todoLists} to-do lists,{' '}
        {PAID_LIMITS.boards} Kanban boards and {DEFAULT_AI_LIMIT} AI automations per month. During the free
        trial you can create up to {TRIAL_LIMITS.mindmaps} mind maps, {TRIAL_LIMITS.todoLists} to-do lists and{' '}
        {TRIAL_LIMITS.boards} board. Current limits are always listed on the{' '}
        <Link to="/purchase">pricing page</Link>.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        Everything you put into Mindlane stays yours. You give us permission to store, copy and display it
        only as needed to run the service for you and the people you share it with. You are responsible for
        having the right to upload what you add, and for what you share with others.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>break the law or infringe anyone else&apos;s rights;</li>
          <li>upload malware, or try to get into accounts or data that are not yours;</li>
          <li>overload, probe or disrupt the service, or get around plan limits or security checks;</li>
          <li>resell the service, or copy it to build a competing product.</li>
        </ul>
        <p>We may remove content or suspend accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'ai-features',
    title: 'AI features',
    body: (
      <p>
        AI drafts are generated automatically and can be incomplete or wrong. Review them before you rely on
        them. You are responsible for how you use what the AI produces.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work hard to keep Mindlane fast and available, but we cannot promise it will never be interrupted.
        We improve the product continuously and may change or retire features; if a change significantly
        reduces what your paid plan includes, we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending these terms',
    body: (
      <p>
        You can stop using Mindlane and close your account at any time. We may suspend or close an account
        that seriously or repeatedly breaks these terms, and will tell you why unless the law forbids it.
        After an account is closed we delete its content as described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <p>
        Mindlane is provided &quot;as is&quot;. To the extent the law allows, we are not liable for indirect
        or consequential losses, such as lost profits or data, and our total liability for any claim is
        limited to the amount you paid us in the 12 months before it. Nothing in these terms limits rights you
        have under consumer law that cannot be waived.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top of this page and, for important changes,
        email you before they take effect. If you keep using Mindlane after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about these terms? Email us at {mail}.</p>,
  },
];

import { Link } from 'react-router-dom';
import './brand-logo.css';

/** The Mindlane mark: three connected nodes, a map turning into a lane. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path
        d="M10 16 L21 9.5 M10 16 L21 22.5"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.7"
      />
      <circle cx="10" cy="16" r="3.6" fill="#fff" />
      <circle cx="21.5" cy="9.5" r="2.8" fill="#c7d2fe" />
      <circle cx="21.5" cy="22.5" r="2.8" fill="#5eead4" />
    </svg>
  );
}

export function BrandLogo({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  return (
    <Link to="/" className={`brand-logo brand-logo--${tone}`}>
      <BrandMark className="brand-logo__mark" />
      <span className="brand-logo__name">Mindlane</span>
    </Link>
  );
}

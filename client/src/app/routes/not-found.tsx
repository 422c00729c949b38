import { Link, useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <button type="button" onClick={() => navigate(-1)}>
        Go Back
      </button>
      <Link to="/">Home</Link>
    </main>
  );
}

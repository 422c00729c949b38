/**
 * Every page address the client router knows, as react-router patterns (`:id` stands for one segment).
 * The route tables (client/src/app/routes) take their paths from here, and the server answers any other
 * page address with the app's 404 page and the 404 status.
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  mindmapDemo: '/mindmap-demo',
  todoDemo: '/todo-demo',
  kanbanDemo: '/kanban-demo',
  demo: '/demo',
  privacy: '/privacy',
  terms: '/terms',
  purchase: '/purchase',
  upgradeRequired: '/upgrade-required',
  trialExpired: '/trial-expired',
  login: '/login',
  register: '/register',
  purchaseRegister: '/purchase-register',
  checkout: '/checkout',
  setPassword: '/set-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  invite: '/invite',
  dashboard: '/dashboard',
  profile: '/profile',
  account: '/account',
  teamMembers: '/team-members',
  settings: '/settings',
  mindmaps: '/mindmaps',
  map: '/maps/:id',
  todos: '/todos',
  todoList: '/todos/:id',
  todoCanvas: '/todo-canvas',
  todo: '/todo/:id',
  workspace: '/workspace',
  kanban: '/kanban',
  board: '/kanban/:id',
  adminUsers: '/admin/users',
  adminPayments: '/admin/payments',
  payment: '/payments/:id',
  adminAnalytics: '/admin/analytics',
  billing: '/billing',
} as const;

/** The segments after the leading slash; trailing slashes are ignored, an empty segment inside is kept. */
function segments(path: string): string[] {
  const parts = path.split('/').slice(1);
  while (parts.at(-1) === '') parts.pop();
  return parts;
}

const PATTERNS = Object.values(PAGE_PATHS).map(segments);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether a client route matches `pathname` the way react-router matches it: case-insensitive, a trailing
 * slash allowed, a `:param` taking any one non-empty segment.
 */
export function isPagePath(pathname: string): boolean {
  const parts = segments(pathname).map(decoded);
  if (parts.some((part) => part === null)) return false;
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => {
        const part = parts[index]!;
        return segment.startsWith(':') ? part !== '' : segment === part.toLowerCase();
      }),
  );
}

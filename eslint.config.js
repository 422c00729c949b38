import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = path.join(import.meta.dirname, 'client/src/features');
const features = fs.existsSync(FEATURES_DIR)
  ? fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];
const MOVE_DOWN = 'move what several features use down to client/src/components or client/src/lib';

/**
 * Import zones, as bulletproof-react holds them: a feature imports no other feature, and the shared
 * components and lib import no feature and not the app.
 */
const importZones = [
  ...features.map(({ name }) => ({
    files: [`client/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@client/features/(?!${name}/)`,
              message: `Features do not import each other: ${MOVE_DOWN}.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['client/src/components/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@client/(features|app)/',
              message: 'Shared components and lib import no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * The server runs one way: routes → domain services → documents → collab → repositories and
 * authentication → db (docs/architecture.md, "Layers of the server"). Each zone names what its layer may
 * not import; the documents module is the only one that reaches into collab, for the implementation it
 * wraps and the projection's row shapes an answer from the document is given in.
 */
const DOMAIN_CONCERNS = ['boards', 'todo-lists', 'mindmaps', 'comments', 'ai', 'workspaces', 'documents'];
const IMPORTS_COLLAB = {
  regex: '(^|/)collab(/|$)',
  message: 'Only server/src/documents reaches collab: import documents.',
};
const IMPORTS_ROUTES = { regex: '(^|/)routes/', message: 'Nothing below the routes imports a route file.' };
const IMPORTS_DOCUMENTS = {
  regex: '(^|/)src/documents/|^\\.\\./documents/|^\\.\\./\\.\\./documents/',
  message: 'Collab is below documents: it provides the implementation, it does not use it.',
};
const IMPORTS_SERVICES = {
  regex: `(^|/)plugins/app/(${DOMAIN_CONCERNS.join('|')})/(?![\\w-]*-repository$)`,
  message: 'Domain services sit above this layer: what must follow a store subscribes to the change record.',
};
/** Reading app.collab: only the app, the documents module and collab itself. */
const READS_COLLAB = [
  "MemberExpression[property.name='collab']",
  "ObjectPattern > Property[key.name='collab']",
].map((selector) => ({
  selector,
  message: 'Reach a live document through documents (a typed dependency), not app.collab.',
}));
/**
 * `app` is the composition root (docs/architecture.md, "Layers of the server"): only a plugin's
 * registration (the function handed to `fp`) and a route plugin (typed `FastifyPluginAsyncZod`) read from
 * it. Anything else names what it uses, `Pick<FastifyInstance, 'repos' | 'clock'>` or a narrower type, so
 * the whole `FastifyInstance` as a type of its own is refused; inside a type argument it is allowed.
 */
const TAKES_WHOLE_APP = {
  selector: [
    "TSTypeReference[typeName.name='FastifyInstance']",
    ':not(TSTypeParameterInstantiation *,',
    "CallExpression[callee.name='fp'] > :function > Identifier.params > TSTypeAnnotation > TSTypeReference)",
  ].join(''),
  message:
    "Take what you use (e.g. Pick<FastifyInstance, 'repos' | 'clock'>), not the whole app: only a plugin's fp() registration and route plugins read from app.",
};
/** The app reached through a request is the whole app too: a hook or a handler is made with what it uses. */
const REACHES_APP_THROUGH_REQUEST = {
  selector: "MemberExpression[object.name=/^(request|req)$/][property.name='server']",
  message: 'Make the hook or handler with what it uses (e.g. requireSignIn(app)), not request.server.',
};
const restrict = (files, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...READS_COLLAB, TAKES_WHOLE_APP, REACHES_APP_THROUGH_REQUEST],
  },
});
const serverZones = [
  // The routes and every other part of the server but the app, documents and collab itself.
  restrict(['server/src/**/*.ts'], [IMPORTS_COLLAB], {
    ignores: ['server/src/app.ts', 'server/src/server.ts', 'server/src/documents/**', 'server/src/collab/**'],
  }),
  restrict(
    DOMAIN_CONCERNS.map((concern) => `server/src/plugins/app/${concern}/**/*.ts`),
    [IMPORTS_COLLAB, IMPORTS_ROUTES],
  ),
  {
    files: ['server/src/documents/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [IMPORTS_ROUTES, IMPORTS_SERVICES] }],
      'no-restricted-syntax': ['error', TAKES_WHOLE_APP, REACHES_APP_THROUGH_REQUEST],
    },
  },
  // Collab imports no domain code: what follows a store subscribes to the change record.
  {
    files: ['server/src/collab/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [IMPORTS_ROUTES, IMPORTS_DOCUMENTS, IMPORTS_SERVICES] }],
      'no-restricted-syntax': ['error', TAKES_WHOLE_APP, REACHES_APP_THROUGH_REQUEST],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importZones,
  ...serverZones,
  {
    files: ['scripts/**', 'bench/**', 'server/src/cli/**', 'tests/helpers/global-setup.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

import { routeFolder } from '../route-access';
import tokensRoutes from './tokens-routes';

/** Personal API tokens: the account's own things, taken with a session only (a token cannot mint tokens). */
export default routeFolder('account', [tokensRoutes]);

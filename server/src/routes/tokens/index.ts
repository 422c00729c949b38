import { routeFolder } from '../route-access';
import tokensRoutes from './tokens-routes';

/** Personal API tokens. */
export default routeFolder('content', [tokensRoutes]);

import { routeFolder } from '../route-access';
import importsRoutes from './imports-routes';

/** Files brought in as maps, lists and boards (/imports). */
export default routeFolder('content', [importsRoutes]);

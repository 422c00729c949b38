import { routeFolder } from '../route-access';
import aiRoutes from './ai-routes';

/** AI drafting. */
export default routeFolder('content', [aiRoutes]);

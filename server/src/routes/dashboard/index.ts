import { routeFolder } from '../route-access';
import dashboardMetricsRoutes from './dashboard-metrics-routes';

/** The workspace dashboard's figures. */
export default routeFolder('content', [dashboardMetricsRoutes]);

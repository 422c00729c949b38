import { routeFolder } from '../route-access';
import usersRoutes from './users-routes';
import paymentsRoutes from './payments-routes';
import analyticsRoutes from './analytics-routes';

/** The admin pages' lists: users, payments and analytics. Every route needs the admin role. */
export default routeFolder('admin', [usersRoutes, paymentsRoutes, analyticsRoutes]);

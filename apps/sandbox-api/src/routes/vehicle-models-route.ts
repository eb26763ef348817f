import { OfferStagePaths, type VehicleModels } from '@lf/contract';
import type { FastifyInstance } from 'fastify';
import { VehicleModelList } from '../vehicles/vehicle-models.js';

/**
 * `GET /data/vehicleModels.json` (spec section 7): the makes and models the vehicle page offers,
 * the same for every lead, so a browser may keep them for a day.
 */
export function registerVehicleModelsRoute(app: FastifyInstance): void {
  app.get(OfferStagePaths.vehicleModels, async (_request, reply): Promise<VehicleModels> => {
    void reply.header('cache-control', 'public, max-age=86400');
    return VehicleModelList;
  });
}

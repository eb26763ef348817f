import type { VehicleModels } from '@lf/contract';

/**
 * The makes and models the vehicle page offers (`GET /data/vehicleModels.json`): the makes sold
 * most in the product's countries (Europe, Latin America, South-East Asia, VinFast in Vietnam),
 * each with its common models, makes and models in alphabetical order. A car the list lacks is
 * not one a sandbox lead needs.
 */
export const VehicleModelList: VehicleModels = {
  makes: [
    { make: 'Audi', models: ['A1', 'A3', 'A4', 'A6', 'Q2', 'Q3', 'Q5'] },
    { make: 'BMW', models: ['1 Series', '3 Series', '5 Series', 'X1', 'X3', 'X5'] },
    { make: 'Chevrolet', models: ['Aveo', 'Onix', 'Sail', 'Spark', 'Tracker'] },
    { make: 'Citroën', models: ['Berlingo', 'C3', 'C4', 'C5 Aircross'] },
    { make: 'Dacia', models: ['Duster', 'Jogger', 'Logan', 'Sandero', 'Spring'] },
    { make: 'Fiat', models: ['500', 'Panda', 'Tipo'] },
    { make: 'Ford', models: ['Fiesta', 'Focus', 'Kuga', 'Puma', 'Ranger', 'Transit'] },
    { make: 'Honda', models: ['City', 'Civic', 'CR-V', 'HR-V', 'Jazz'] },
    { make: 'Hyundai', models: ['Accent', 'i10', 'i20', 'i30', 'Kona', 'Tucson'] },
    { make: 'Kia', models: ['Ceed', 'Niro', 'Picanto', 'Rio', 'Sportage'] },
    { make: 'Mazda', models: ['2', '3', 'CX-3', 'CX-5'] },
    { make: 'Mercedes-Benz', models: ['A-Class', 'C-Class', 'E-Class', 'GLA', 'GLC'] },
    { make: 'Mitsubishi', models: ['L200', 'Mirage', 'Outlander', 'Xpander'] },
    { make: 'Nissan', models: ['Juke', 'Micra', 'Navara', 'Qashqai', 'Versa'] },
    { make: 'Opel', models: ['Astra', 'Corsa', 'Insignia', 'Mokka'] },
    { make: 'Peugeot', models: ['208', '2008', '308', '3008'] },
    { make: 'Renault', models: ['Captur', 'Clio', 'Kangoo', 'Megane'] },
    { make: 'Seat', models: ['Arona', 'Ateca', 'Ibiza', 'León'] },
    { make: 'Škoda', models: ['Fabia', 'Kamiq', 'Karoq', 'Octavia', 'Superb'] },
    { make: 'Suzuki', models: ['Swift', 'Vitara', 'Ertiga'] },
    { make: 'Toyota', models: ['Corolla', 'C-HR', 'Hilux', 'RAV4', 'Vios', 'Yaris'] },
    { make: 'VinFast', models: ['VF 3', 'VF 5', 'VF 6', 'VF 8'] },
    { make: 'Volkswagen', models: ['Golf', 'Passat', 'Polo', 'T-Roc', 'Tiguan'] },
  ],
};

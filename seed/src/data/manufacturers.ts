/**
 * Makes (spec §3 "Manufacturer": about 140 in sample data). Slugs follow the CMS's slugify
 * except where set, and similarly named makes keep distinct slugs (spec: "the slug for one
 * make differs from that of a similarly named make"): Mercedes-Benz / Mercedes-AMG,
 * Land Rover / Range Rover, BMW / BMW Motorrad, Lotus / Lotus Caravans, Lynk & Co.
 */
export type MakeKind = 'car' | 'motorcycle' | 'caravan';

export interface MakeDef {
  name: string;
  kind: MakeKind;
  /** Listed among popular makes (spec §9: divider after 20). */
  popular?: boolean;
  /** Logo background; otherwise derived from the name. */
  colour?: string;
}

const car = (name: string, colour?: string, popular = false): MakeDef => ({ name, kind: 'car', colour, popular });
const moto = (name: string, colour?: string): MakeDef => ({ name, kind: 'motorcycle', colour });
const van = (name: string, colour?: string): MakeDef => ({ name, kind: 'caravan', colour });

export const MAKES: readonly MakeDef[] = [
  // The 20 popular makes.
  car('Toyota', '#eb0a1e', true),
  car('Mazda', '#101010', true),
  car('Hyundai', '#002c5f', true),
  car('Kia', '#05141f', true),
  car('Ford', '#003478', true),
  car('Mitsubishi', '#e60012', true),
  car('Nissan', '#c3002f', true),
  car('Subaru', '#013c74', true),
  car('Volkswagen', '#001e50', true),
  car('Isuzu', '#c00000', true),
  car('MG', '#8b0000', true),
  car('Honda', '#cc0000', true),
  car('Tesla', '#171a20', true),
  car('BMW', '#1c69d4', true),
  car('Mercedes-Benz', '#222222', true),
  car('Audi', '#bb0a30', true),
  car('GWM', '#9b0e23', true),
  car('BYD', '#1f5fa8', true),
  car('Suzuki', '#e30613', true),
  car('Lexus', '#1a1a1a', true),
  // Other car makes.
  car('Abarth'), car('Acura'), car('Alfa Romeo', '#8f0d1a'), car('Alpina'), car('Aston Martin', '#00665e'),
  car('Bentley'), car('Buick'), car('Cadillac'), car('Chery'), car('Chevrolet', '#d1a33c'),
  car('Chrysler'), car('Citroen'), car('Cupra'), car('Daewoo'), car('Daihatsu'),
  car('Datsun'), car('Dodge', '#ba0c2f'), car('Ferrari', '#da291c'), car('Fiat'), car('Foton'),
  car('Geely'), car('Genesis'), car('GMC', '#cc0000'), car('Haval'), car('Hino'),
  car('Holden', '#c8102e'), car('HSV'), car('Hummer'), car('Ineos'), car('Infiniti'),
  car('Iveco'), car('Jaecoo'), car('Jaguar'), car('Jeep', '#3f4b30'), car('KGM'),
  car('Lamborghini'), car('Land Rover', '#005a2b'), car('Range Rover', '#2b2b2b'), car('LDV'), car('Leapmotor'),
  car('Lincoln'), car('Lotus', '#ffd100'), car('Lucid'), car('Lynk & Co'), car('Mahindra'),
  car('Maserati'), car('McLaren'), car('Mercedes-AMG', '#000000'), car('Mini'),
  car('Omoda'), car('Opel'), car('Peugeot'), car('Polestar'), car('Porsche'),
  car('Proton'), car('Ram', '#000000'), car('Renault'), car('Rivian'), car('Rolls-Royce'),
  car('Rover'), car('Saab'), car('Skoda'), car('Smart'), car('SsangYong'),
  car('Tata'), car('Volvo'), car('Xpeng'), car('Zeekr'), car('Fuso'),
  // Motorcycles.
  moto('Yamaha', '#0033a0'), moto('Kawasaki', '#6bbf23'), moto('Harley-Davidson', '#f26f21'), moto('Ducati', '#cc0000'),
  moto('Triumph', '#000000'), moto('KTM', '#ff6600'), moto('Husqvarna'), moto('Aprilia'), moto('Moto Guzzi'),
  moto('MV Agusta'), moto('Royal Enfield'), moto('Indian'), moto('BMW Motorrad', '#1c69d4'), moto('Benelli'),
  moto('CFMoto'), moto('Kymco'), moto('Piaggio'), moto('Vespa'), moto('Can-Am'),
  moto('Polaris'), moto('Sherco'), moto('Beta'), moto('GasGas'), moto('Zero Motorcycles'),
  // Caravans and motorhomes.
  van('Jayco', '#00539b'), van('Swift', '#1d3c6e'), van('Avan', '#e87722'), van('Coromal', '#6d2077'),
  van('Windsor', '#004b87'), van('Bailey', '#00205b'), van('Lotus Caravans'), van('Bushtracker'), van('Crusader'),
  van('Franklin'), van('Goldstream RV'), van('Kedron'), van('Millard'), van('New Age Caravans'),
  van('Nova'), van('Retreat Caravans'), van('Roadstar'), van('Royal Flair'), van('Snowy River'),
  van('Supreme'), van('Trakmaster'), van('Viscount'), van('Zone RV'), van('Elddis'),
  van('Adria'), van('Hobby'), van('Knaus'), van('Dethleffs'), van('Airstream'),
  van('Winnebago'), van('Sunliner'),
];
